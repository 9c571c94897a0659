import PlotlineCore

/// A `DrawingContext` that paints with cairo and sets text with Pango; one class serves PNG, SVG and PDF output.
final class CairoDrawingContext: DrawingContext {
    /// Device pixels per point for bitmaps; nil for vector documents.
    let pixelScale: Double?
    private let cairo: CairoContext
    private let textLayout: PangoTextLayout

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

    private func layOut(_ text: String, style: TextStyle) -> PangoTextLayout.Extents {
        let alignment: PangoTextLayout.Alignment
        switch style.textAlignment {
        case .center: alignment = .center
        case .right: alignment = .right
        case .left, .justified, .natural: alignment = .left
        }
        textLayout.set(text: text, fontName: style.fontName, fontSize: style.fontSize, alignment: alignment)
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
            let center = Point(
                x: box.minX + gradient.startAnchor.x * box.width, y: box.minY + gradient.startAnchor.y * box.height)
            let radius = max(box.width, box.height) / 2
            pattern = try .radial(cx0: center.x, cy0: center.y, radius0: 0, cx1: center.x, cy1: center.y, radius1: radius)
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
