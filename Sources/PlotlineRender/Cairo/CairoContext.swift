internal import CCairo

/// An owned cairo drawing context on a surface, with the few operations the renderer uses.
final class CairoContext {
    /// How stroke ends are drawn.
    enum LineCap {
        case butt, round, square
    }

    /// How stroke corners are drawn.
    enum LineJoin {
        case miter, round, bevel
    }

    /// The cairo context.
    let pointer: OpaquePointer
    /// The surface, kept alive as long as the context.
    let surface: CairoSurface

    /// Makes a context drawing on `surface`.
    init(surface: CairoSurface) throws {
        guard let context = cairo_create(surface.pointer) else { throw CairoError.missing("create a drawing context") }
        self.pointer = context
        self.surface = surface
        do {
            try CairoError.check(cairo_status(context), "create a drawing context")
        } catch {
            cairo_destroy(context)
            throw error
        }
    }

    deinit {
        cairo_destroy(pointer)
    }

    /// Throws the context's error state, if any (cairo records the first failure and ignores later calls).
    func checkStatus(_ operation: String) throws {
        try CairoError.check(cairo_status(pointer), operation)
    }

    func save() { cairo_save(pointer) }
    func restore() { cairo_restore(pointer) }
    func translate(x: Double, y: Double) { cairo_translate(pointer, x, y) }
    func scale(x: Double, y: Double) { cairo_scale(pointer, x, y) }
    func rotate(radians: Double) { cairo_rotate(pointer, radians) }

    func newPath() { cairo_new_path(pointer) }
    func identityMatrix() { cairo_identity_matrix(pointer) }
    func move(x: Double, y: Double) { cairo_move_to(pointer, x, y) }
    func line(x: Double, y: Double) { cairo_line_to(pointer, x, y) }
    func curve(x1: Double, y1: Double, x2: Double, y2: Double, x: Double, y: Double) {
        cairo_curve_to(pointer, x1, y1, x2, y2, x, y)
    }
    func closePath() { cairo_close_path(pointer) }

    func fill() { cairo_fill(pointer) }
    func stroke() { cairo_stroke(pointer) }
    func clip() { cairo_clip(pointer) }
    /// The bounding box of the clip in user space: (left, top, right, bottom).
    func clipExtents() -> (Double, Double, Double, Double) {
        var left = 0.0, top = 0.0, right = 0.0, bottom = 0.0
        cairo_clip_extents(pointer, &left, &top, &right, &bottom)
        return (left, top, right, bottom)
    }
    /// True when the context draws on an in-memory bitmap (not a vector document or a recording).
    var drawsOnImage: Bool {
        guard let target = cairo_get_target(pointer) else { return false }
        return cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE
    }
    /// The current transform as a scale and an offset (`device = user × scale + offset`), or nil when it rotates
    /// or shears.
    func axisAlignedTransform() -> (scaleX: Double, scaleY: Double, offsetX: Double, offsetY: Double)? {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(pointer, &matrix)
        guard matrix.xy == 0, matrix.yx == 0 else { return nil }
        return (matrix.xx, matrix.yy, matrix.x0, matrix.y0)
    }
    /// The bounding box of the clip in device pixels: (left, top, right, bottom).
    func deviceClipExtents() -> (Double, Double, Double, Double) {
        cairo_save(pointer)
        cairo_identity_matrix(pointer)
        defer { cairo_restore(pointer) }
        return clipExtents()
    }
    /// Paints the current source through a coverage mask laid on the device pixels it covers, within the clip.
    func paint(through mask: inout CoverageMask) throws {
        guard !mask.isEmpty else { return }
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(mask.width)))
        guard stride == mask.stride else { throw CairoError.missing("lay a \(mask.width)-pixel-wide mask") }
        let (width, height, x, y) = (Int32(mask.width), Int32(mask.height), Double(mask.originX), Double(mask.originY))
        try mask.bytes.withUnsafeMutableBufferPointer { bytes in
            guard let base = bytes.baseAddress,
                let surface = cairo_image_surface_create_for_data(base, CAIRO_FORMAT_A8, width, height, Int32(stride))
            else { throw CairoError.missing("make a mask") }
            defer { cairo_surface_destroy(surface) }
            try CairoError.check(cairo_surface_status(surface), "make a mask")
            cairo_save(pointer)
            cairo_identity_matrix(pointer)
            cairo_mask_surface(pointer, surface, x, y)
            cairo_restore(pointer)
            cairo_surface_finish(surface)
        }
    }
    func rectangle(x: Double, y: Double, width: Double, height: Double) {
        cairo_rectangle(pointer, x, y, width, height)
    }
    /// Makes the current clip area transparent (cairo's CLEAR operator), then goes back to painting over.
    func clearClip() {
        cairo_set_operator(pointer, CAIRO_OPERATOR_CLEAR)
        cairo_paint(pointer)
        cairo_set_operator(pointer, CAIRO_OPERATOR_OVER)
    }

    /// Paints with a solid colour from now on.
    func setSource(red: Double, green: Double, blue: Double, alpha: Double) {
        cairo_set_source_rgba(pointer, red, green, blue, alpha)
    }

    /// Paints with a gradient from now on.
    func setSource(_ pattern: CairoPattern) {
        cairo_set_source(pointer, pattern.pointer)
    }

    func setLineWidth(_ width: Double) { cairo_set_line_width(pointer, width) }
    func setMiterLimit(_ limit: Double) { cairo_set_miter_limit(pointer, limit) }

    func setLineCap(_ cap: LineCap) {
        switch cap {
        case .butt: cairo_set_line_cap(pointer, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(pointer, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(pointer, CAIRO_LINE_CAP_SQUARE)
        }
    }

    func setLineJoin(_ join: LineJoin) {
        switch join {
        case .miter: cairo_set_line_join(pointer, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(pointer, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(pointer, CAIRO_LINE_JOIN_BEVEL)
        }
    }

    /// Sets the dash pattern (empty for solid lines).
    func setDash(_ pattern: [Double], phase: Double) {
        pattern.withUnsafeBufferPointer { buffer in
            cairo_set_dash(pointer, buffer.baseAddress, Int32(buffer.count), phase)
        }
    }
}
