import PlotlineCore
import PlotlineValues

/// A `DrawingContext` that paints with cairo and sets text with Pango; one class serves PNG, SVG and PDF output.
final class CairoDrawingContext: DrawingContext {
    /// Device pixels per point for bitmaps; nil for vector documents.
    let pixelScale: Double?
    /// True when long outlines given to `fillAndStroke` are rasterized by FreeType on bitmaps (tests turn it off
    /// to compare with cairo's own drawing).
    var rasterizesLongOutlines = true
    private let cairo: CairoContext
    private let textLayout: PangoTextLayout
    private lazy var stroker: FreeTypeStroker? = try? FreeTypeStroker()
    /// A second stroker, for the half of a long outline drawn on another core (FreeType objects are not shared
    /// across threads).
    private lazy var secondStroker: FreeTypeStroker? = try? FreeTypeStroker()
    /// Paths with fewer elements are always drawn by cairo.
    static let longOutlineElements = 256

    /// Makes a context drawing in points on a cairo context whose transform already maps points to the device.
    init(cairo: CairoContext, pixelScale: Double?) throws {
        self.cairo = cairo
        self.pixelScale = pixelScale
        self.textLayout = try PangoTextLayout(context: cairo)
    }

    func saveState() { cairo.save() }
    func restoreState() { cairo.restore() }
    func translateBy(x: Double, y: Double) { cairo.translate(x: x, y: y) }
    func rotate(by radians: Double) { cairo.rotate(radians: -radians) }

    func clip(to path: Path) {
        trace(path)
        cairo.clip()
    }

    var clipBounds: Rect? {
        let (left, top, right, bottom) = cairo.clipExtents()
        return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
    }

    func fill(_ path: Path, with fill: Fill) {
        guard !path.isEmpty, !fill.isInvisible else { return }
        switch fill.paint {
        case .color(let color):
            cairo.setSource(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        case .gradient(let gradient):
            guard let box = path.boundingBox, let pattern = try? CairoDrawingContext.pattern(for: gradient, in: box) else {
                return
            }
            cairo.setSource(pattern)
        }
        trace(path)
        cairo.fill()
    }

    func stroke(_ path: Path, with lineStyle: LineStyle) {
        guard !path.isEmpty, !lineStyle.isInvisible else { return }
        let color = lineStyle.lineColor
        cairo.setSource(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        cairo.setLineWidth(lineStyle.lineWidth)
        cairo.setLineCap(CairoDrawingContext.cap(lineStyle.lineCap))
        cairo.setLineJoin(CairoDrawingContext.join(lineStyle.lineJoin))
        cairo.setMiterLimit(lineStyle.miterLimit)
        cairo.setDash(CairoDrawingContext.validDashes(lineStyle.dashPattern), phase: lineStyle.patternPhase.isFinite ? lineStyle.patternPhase : 0)
        trace(path)
        cairo.stroke()
    }

    func fillAndStroke(_ path: Path, with fill: Fill, lineStyle: LineStyle) {
        guard !drawRasterized(path, fill: fill, lineStyle: lineStyle) else { return }
        self.fill(path, with: fill)
        stroke(path, with: lineStyle)
    }

    /// Fills and strokes a long, straight-edged path on a bitmap in one opaque colour, through a coverage mask.
    /// With round joins, x-monotone closed contours and lone segments (a dense line's envelope), the mask is made of
    /// vertical spans (`SpanCoverage`). Otherwise the inside is covered by `CoverageAccumulator`, then what the
    /// stroke adds, as the outside borders of the stroke outline that `FreeTypeStroker` makes, filled by cairo into
    /// masks of their own: the left half of the border on one core (after the inside), the right half on the other.
    /// Cairo's stroker and scan converter would walk both sides of every edge of the stroke through 15 sub-rows per
    /// pixel row, for the same picture (docs/benchmarks.md). False, with nothing drawn, when the path, its styles or
    /// the transform are for cairo to draw as they are (short paths, curves, two colours, translucency, dashes,
    /// rotation, vector output).
    private func drawRasterized(_ path: Path, fill: Fill, lineStyle: LineStyle) -> Bool {
        guard rasterizesLongOutlines, pixelScale != nil, path.elements.count >= Self.longOutlineElements,
            case .color(let color) = fill.paint, color == lineStyle.lineColor, color.alpha >= 1,
            lineStyle.dashPattern.isEmpty, lineStyle.lineWidth > 0, cairo.drawsOnImage,
            let transform = cairo.axisAlignedTransform(), abs(transform.scaleX) == abs(transform.scaleY),
            let contours = DeviceContour.contours(
                of: path, scaleX: transform.scaleX, scaleY: transform.scaleY, offsetX: transform.offsetX,
                offsetY: transform.offsetY),
            let stroker, let secondStroker
        else { return false }
        let pen = CairoDrawingContext.pen(for: lineStyle, scale: abs(transform.scaleX))
        guard var mask = maskCovering(contours, reach: FreeTypeStroker.reach(of: pen)) else { return true }
        let origin = Point(x: Double(mask.originX), y: Double(mask.originY))
        if let spans = SpanCoverage(contours: contours, pen: pen, origin: origin) {
            spans.draw(into: &mask)
            cairo.setSource(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
            try? cairo.paint(through: &mask)
            return true
        }
        // The stroke's outside border in two halves, left and right of a pixel boundary (so that no pixel takes
        // coverage from both), each made and filled by cairo into a mask of its own, one on each core; the first
        // also covers the inside.
        let split = CairoDrawingContext.medianColumn(of: contours, origin: origin, width: mask.width)
        let emptyMask = mask
        func borderMask(_ stroker: FreeTypeStroker, _ strip: VerticalStrip) -> CoverageMask? {
            guard let polygons = try? stroker.dilation(of: contours, with: pen, origin: origin, within: strip) else {
                return nil
            }
            var border = emptyMask
            return (try? border.fill(polygons)) == nil ? nil : border
        }
        let (left, right) = ForkJoin.run(
            { () -> CoverageMask? in
                CairoDrawingContext.coverInside(of: contours, origin: origin, into: &mask)
                return borderMask(stroker, VerticalStrip(low: -.infinity, high: split))
            },
            { borderMask(secondStroker, VerticalStrip(low: split, high: .infinity)) })
        guard var left, var right else { return false }
        cairo.setSource(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        try? cairo.paint(through: &mask)
        try? cairo.paint(through: &left)
        try? cairo.paint(through: &right)
        return true
    }

    /// The pixel boundary (relative to `origin`, within `width`) with about as many of the contours' points left
    /// of it as right of it.
    private static func medianColumn(of contours: [DeviceContour], origin: Point, width: Int) -> Double {
        var counts = [Int](repeating: 0, count: width + 1)
        var total = 0
        for contour in contours {
            for point in contour.points {
                let x = point.x - origin.x
                guard x.isFinite else { continue }
                // Clamped before converting: a point may lie far outside the picture.
                counts[Int(min(Double(width), max(0, x.rounded(.down))))] += 1
                total += 1
            }
        }
        var seen = 0
        for (column, count) in counts.enumerated() {
            seen += count
            if 2 * seen >= total { return Double(column + 1) }
        }
        return Double(width)
    }

    /// Adds the coverage of the inside of contours (device pixels) to a mask whose top left pixel is at `origin`.
    private static func coverInside(of contours: [DeviceContour], origin: Point, into mask: inout CoverageMask) {
        var accumulator = CoverageAccumulator(width: mask.width, height: mask.height)
        for contour in contours {
            accumulator.addPolygon(contour.points.map { Point(x: $0.x - origin.x, y: $0.y - origin.y) })
        }
        accumulator.drain(into: &mask)
    }

    /// An empty mask over the device pixels within `reach` of the contours that the clip lets through, or nil
    /// when there are none.
    private func maskCovering(_ contours: [DeviceContour], reach: Double) -> CoverageMask? {
        var low = Point(x: Double.infinity, y: Double.infinity)
        var high = Point(x: -Double.infinity, y: -Double.infinity)
        for contour in contours {
            for point in contour.points {
                low = Point(x: min(low.x, point.x), y: min(low.y, point.y))
                high = Point(x: max(high.x, point.x), y: max(high.y, point.y))
            }
        }
        let (clipLeft, clipTop, clipRight, clipBottom) = cairo.deviceClipExtents()
        let left = max(clipLeft, low.x - reach).rounded(.down)
        let top = max(clipTop, low.y - reach).rounded(.down)
        let right = min(clipRight, high.x + reach).rounded(.up)
        let bottom = min(clipBottom, high.y + reach).rounded(.up)
        guard left < right, top < bottom, (right - left) * (bottom - top) <= 64_000_000 else { return nil }
        return CoverageMask(originX: Int(left), originY: Int(top), width: Int(right - left), height: Int(bottom - top))
    }

    /// The pen of a line style in device pixels.
    private static func pen(for lineStyle: LineStyle, scale: Double) -> FreeTypeStroker.Pen {
        FreeTypeStroker.Pen(
            radius: lineStyle.lineWidth * scale / 2, cap: lineStyle.lineCap, join: lineStyle.lineJoin,
            miterLimit: lineStyle.miterLimit)
    }

    func measure(_ text: String, style: TextStyle) -> TextMetrics {
        let extents = layOut(text, style: style)
        return TextMetrics(width: extents.width, height: extents.height, baseline: extents.baseline - extents.y)
    }

    func draw(_ text: String, style: TextStyle, at point: Point, anchor: Point, rotation: Double) {
        guard !text.isEmpty, !style.color.isClear else { return }
        let extents = layOut(text, style: style)
        var left = -anchor.x * extents.width - extents.x
        var top = -anchor.y * extents.height - extents.y
        if rotation == 0, let scale = pixelScale, scale > 0 {
            left = ((point.x + left) * scale).rounded() / scale - point.x
            let baseline = point.y + top + extents.baseline
            top = (baseline * scale).rounded() / scale - point.y - extents.baseline
        }
        cairo.save()
        cairo.translate(x: point.x, y: point.y)
        if rotation != 0 { cairo.rotate(radians: -rotation) }
        cairo.newPath()
        cairo.move(x: left, y: top)
        cairo.setSource(red: style.color.red, green: style.color.green, blue: style.color.blue, alpha: style.color.alpha)
        textLayout.show()
        cairo.restore()
    }

    /// Draws `body` twice: first into a recording whose coverage, blurred and offset, is painted in the shadow's
    /// colour, then for real. The shadow is a bitmap of at least 2 pixels per point, also in SVG and PDF.
    func drawWithShadow(_ shadow: Shadow, _ body: (any DrawingContext) -> Void) {
        do {
            try paintShadow(shadow, of: body)
        } catch {
            // A shadow that cannot be made (out of memory) is left out; the content is still drawn.
        }
        body(self)
    }

    private func paintShadow(_ shadow: Shadow, of body: (any DrawingContext) -> Void) throws {
        let density = max(2, pixelScale ?? 2)
        let recording = try CairoSurface.recording()
        let recorder = try CairoContext(surface: recording)
        recorder.scale(x: density, y: density)
        body(try CairoDrawingContext(cairo: recorder, pixelScale: pixelScale))
        try recorder.checkStatus("record a shadow")
        guard let ink = recording.inkExtents else { return }
        let margin = (3 * shadow.clampedBlurRadius * density).rounded(.up) + 2
        let left = ink.x.rounded(.down) - margin
        let top = ink.y.rounded(.down) - margin
        let width = Int((ink.x + ink.width).rounded(.up) + margin - left)
        let height = Int((ink.y + ink.height).rounded(.up) + margin - top)
        guard width > 0, height > 0, width * height <= 64_000_000 else { return }
        let mask = try CairoSurface.alphaMask(pixelWidth: width, pixelHeight: height)
        let painter = try CairoContext(surface: mask)
        painter.paint(recording, x: -left, y: -top)
        try painter.checkStatus("draw a shadow")
        mask.blurAlpha(sigma: shadow.clampedBlurRadius * density / 2)
        let offset = shadow.deviceOffset
        let color = shadow.color
        let image = try mask.colorized(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        cairo.save()
        cairo.scale(x: 1 / density, y: 1 / density)
        cairo.paint(image, x: left + offset.x * density, y: top + offset.y * density)
        cairo.restore()
    }

    private func layOut(_ text: String, style: TextStyle) -> PangoTextLayout.Extents {
        let alignment: PangoTextLayout.Alignment
        switch style.textAlignment {
        case .center: alignment = .center
        case .right: alignment = .right
        case .left, .justified, .natural: alignment = .left
        }
        textLayout.set(
            text: text, fontName: style.fontName, fontSize: style.fontSize,
            weight: style.fontWeight == .regular ? nil : style.fontWeight.numericWeight, italic: style.italic,
            alignment: alignment)
        return textLayout.extents
    }

    private func trace(_ path: Path) {
        cairo.newPath()
        for element in path.elements {
            switch element {
            case .move(let point):
                cairo.move(x: point.x, y: point.y)
            case .line(let point):
                cairo.line(x: point.x, y: point.y)
            case .curve(let point, let control1, let control2):
                cairo.curve(x1: control1.x, y1: control1.y, x2: control2.x, y2: control2.y, x: point.x, y: point.y)
            case .closeSubpath:
                cairo.closePath()
            }
        }
    }

    private static func pattern(for gradient: Gradient, in box: Rect) throws -> CairoPattern {
        let pattern: CairoPattern
        switch gradient.gradientType {
        case .axial:
            let (start, end) = gradient.axialEndpoints(in: box)
            pattern = try .linear(x0: start.x, y0: start.y, x1: end.x, y1: end.y)
        case .radial:
            let (start, end, radius) = gradient.radialGeometry(in: box)
            pattern = try .radial(cx0: start.x, cy0: start.y, radius0: 0, cx1: end.x, cy1: end.y, radius1: radius)
        }
        for stop in gradient.colorStops {
            let color = stop.color
            pattern.addColorStop(offset: stop.position, red: color.red, green: color.green, blue: color.blue, alpha: color.alpha)
        }
        return pattern
    }

    /// The dash pattern cairo accepts: finite, non-negative lengths that are not all zero; else solid.
    private static func validDashes(_ pattern: [Double]) -> [Double] {
        guard pattern.allSatisfy({ $0.isFinite && $0 >= 0 }), pattern.contains(where: { $0 > 0 }) else { return [] }
        return pattern
    }

    private static func cap(_ style: LineCapStyle) -> CairoContext.LineCap {
        switch style {
        case .butt: return .butt
        case .round: return .round
        case .square: return .square
        }
    }

    private static func join(_ style: LineJoinStyle) -> CairoContext.LineJoin {
        switch style {
        case .miter: return .miter
        case .round: return .round
        case .bevel: return .bevel
        }
    }
}
