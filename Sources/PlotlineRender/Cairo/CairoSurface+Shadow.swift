import CCairo

extension CairoSurface {
    /// An unbounded surface that records drawing, for measuring and replaying it.
    static func recording() throws -> CairoSurface {
        guard let surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil) else {
            throw CairoError.missing("create a recording surface")
        }
        return try CairoSurface(adopting: surface, operation: "create a recording surface")
    }

    /// The box a recording surface's drawing covers, in its units, or nil when nothing was drawn.
    var inkExtents: (x: Double, y: Double, width: Double, height: Double)? {
        var x = 0.0
        var y = 0.0
        var width = 0.0
        var height = 0.0
        cairo_recording_surface_ink_extents(pointer, &x, &y, &width, &height)
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
        return (x, y, width, height)
    }

    /// An 8-bit alpha bitmap, initially transparent.
    static func alphaMask(pixelWidth: Int, pixelHeight: Int) throws -> CairoSurface {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(pixelWidth), Int32(pixelHeight)) else {
            throw CairoError.missing("create a \(pixelWidth)×\(pixelHeight) mask")
        }
        return try CairoSurface(adopting: surface, operation: "create a \(pixelWidth)×\(pixelHeight) mask")
    }

    /// Blurs an alpha bitmap in place with three box blurs across and three down (close to a Gaussian blur of
    /// standard deviation `sigma` pixels).
    func blurAlpha(sigma: Double) {
        guard sigma >= 0.5 else { return }
        cairo_surface_flush(pointer)
        guard let data = cairo_image_surface_get_data(pointer) else { return }
        let width = Int(cairo_image_surface_get_width(pointer))
        let height = Int(cairo_image_surface_get_height(pointer))
        let stride = Int(cairo_image_surface_get_stride(pointer))
        let boxWidth = (12 * sigma * sigma / 3 + 1).squareRoot()
        let radius = max(1, Int((boxWidth - 1) / 2))
        AlphaBlur.blur(data, width: width, height: height, stride: stride, radius: radius, passes: 3)
        cairo_surface_mark_dirty(pointer)
    }
}

extension CairoContext {
    /// Paints `source` at an offset (in user units) with the current transform.
    func paint(_ source: CairoSurface, x: Double, y: Double) {
        cairo_set_source_surface(pointer, source.pointer, x, y)
        cairo_paint(pointer)
    }

    /// Paints the current colour through the alpha of `mask` placed at an offset (in user units).
    func mask(with mask: CairoSurface, x: Double, y: Double) {
        cairo_mask_surface(pointer, mask.pointer, x, y)
    }
}
