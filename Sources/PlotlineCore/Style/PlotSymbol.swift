import Foundation

/// A marker drawn at each data point of a scatter plot (Core Plot's `CPTPlotSymbol`).
public struct PlotSymbol: Hashable, Sendable {
    /// The shape.
    public var symbolType: PlotSymbolType
    /// The width and height in points.
    public var size: Size
    /// The inside paint, or nil for an outline only.
    public var fill: Fill?
    /// The outline, or nil for none.
    public var lineStyle: LineStyle?
    /// The outline of a `.custom` symbol in any coordinates; it is scaled to `size` and centred on each point.
    public var customSymbolPath: Path?

    /// Makes a symbol; the defaults are Core Plot's (5 × 5 points, no fill, a 1-point black outline).
    public init(
        symbolType: PlotSymbolType = .none,
        size: Size = Size(width: 5, height: 5),
        fill: Fill? = nil,
        lineStyle: LineStyle? = LineStyle(),
        customSymbolPath: Path? = nil
    ) {
        self.symbolType = symbolType
        self.size = size
        self.fill = fill
        self.lineStyle = lineStyle
        self.customSymbolPath = customSymbolPath
    }

    /// A `.custom` symbol through a closed polygon (Core Plot's `customPlotSymbolWithPath:`); the points may use any
    /// coordinates with y up, and are scaled to `size`.
    public static func custom(polygon points: [Point], size: Size = Size(width: 5, height: 5)) -> PlotSymbol {
        var path = Path()
        path.addPolygon(points.map { Point(x: $0.x, y: -$0.y) })
        return PlotSymbol(symbolType: .custom, size: size, customSymbolPath: path)
    }

    /// The symbol's outline centred on `center`, in device space (y down).
    public func path(centeredAt center: Point) -> Path {
        let w = size.width / 2
        let h = size.height / 2
        var path = Path()
        func point(_ dx: Double, _ dy: Double) -> Point { Point(x: center.x + dx, y: center.y - dy) }
        switch symbolType {
        case .none:
            break
        case .rectangle:
            path.addRect(Rect(x: center.x - w, y: center.y - h, width: size.width, height: size.height))
        case .ellipse:
            path.addEllipse(in: Rect(x: center.x - w, y: center.y - h, width: size.width, height: size.height))
        case .diamond:
            path.addPolygon([point(0, h), point(w, 0), point(0, -h), point(-w, 0)])
        case .triangle:
            path.addPolygon([point(-w, -h), point(0, h), point(w, -h)])
        case .pentagon:
            path.addPolygon(PlotSymbol.regularPolygon(sides: 5, w: w, h: h).map { point($0.x, $0.y) })
        case .hexagon:
            path.addPolygon(PlotSymbol.regularPolygon(sides: 6, w: w, h: h).map { point($0.x, $0.y) })
        case .star:
            path.addPolygon(PlotSymbol.starPoints(w: w, h: h).map { point($0.x, $0.y) })
        case .cross:
            path.addLineSegment(from: point(-w, h), to: point(w, -h))
            path.addLineSegment(from: point(w, h), to: point(-w, -h))
        case .plus:
            path.addLineSegment(from: point(0, h), to: point(0, -h))
            path.addLineSegment(from: point(-w, 0), to: point(w, 0))
        case .dash:
            path.addLineSegment(from: point(-w, 0), to: point(w, 0))
        case .snow:
            path.addLineSegment(from: point(0, h), to: point(0, -h))
            let dx = w * cos(Double.pi / 6)
            let dy = h * sin(Double.pi / 6)
            path.addLineSegment(from: point(-dx, dy), to: point(dx, -dy))
            path.addLineSegment(from: point(-dx, -dy), to: point(dx, dy))
        case .custom:
            if let custom = scaledCustomPath() { path = custom.applying { Point(x: center.x + $0.x, y: center.y + $0.y) } }
        }
        return path
    }

    /// The custom path scaled to `size` and centred on the origin, or nil when there is none or it is empty.
    private func scaledCustomPath() -> Path? {
        guard let customSymbolPath, let box = customSymbolPath.boundingBox else { return nil }
        let scaleX = box.width > 0 ? size.width / box.width : 1
        let scaleY = box.height > 0 ? size.height / box.height : 1
        let center = box.center
        return customSymbolPath.applying { Point(x: ($0.x - center.x) * scaleX, y: ($0.y - center.y) * scaleY) }
    }

    /// True when the symbol's inside is painted.
    var paintsInside: Bool {
        guard let fill, !fill.isInvisible else { return false }
        return symbolType.isFillable
    }

    /// Draws the symbol centred on `center`.
    public func draw(at center: Point, in context: any DrawingContext) {
        guard symbolType != .none else { return }
        let outline = path(centeredAt: center)
        if paintsInside, let fill { context.fill(outline, with: fill) }
        if let lineStyle, !lineStyle.isInvisible { context.stroke(outline, with: lineStyle) }
    }

    /// The number of symbols above which `draw(at:in:)` for many centres fills all insides first and then strokes
    /// all outlines, instead of one symbol after another.
    public static let batchThreshold = 2_000

    /// Draws the symbol at every centre. Up to `batchThreshold` symbols are drawn one after another; more are
    /// batched into one fill and one stroke (a gradient fill is still painted per symbol), which draws every symbol
    /// at a fraction of the cost.
    public func draw(at centers: [Point], in context: any DrawingContext) {
        guard symbolType != .none, !centers.isEmpty else { return }
        guard centers.count > PlotSymbol.batchThreshold else {
            for center in centers { draw(at: center, in: context) }
            return
        }
        let outlines = centers.map { path(centeredAt: $0) }
        if paintsInside, let fill {
            if fill.gradient != nil {
                for outline in outlines { context.fill(outline, with: fill) }
            } else {
                var all = Path()
                for outline in outlines { all.addPath(outline) }
                context.fill(all, with: fill)
            }
        }
        if let lineStyle, !lineStyle.isInvisible {
            var all = Path()
            for outline in outlines { all.addPath(outline) }
            context.stroke(all, with: lineStyle)
        }
    }

    private static func regularPolygon(sides: Int, w: Double, h: Double) -> [Point] {
        (0..<sides).map { index in
            let angle = Double.pi / 2 + 2 * Double.pi * Double(index) / Double(sides)
            return Point(x: w * cos(angle), y: h * sin(angle))
        }
    }

    private static func starPoints(w: Double, h: Double) -> [Point] {
        let innerRatio = 0.381966
        return (0..<10).map { index in
            let angle = Double.pi / 2 + Double.pi * Double(index) / 5
            let ratio = index.isMultiple(of: 2) ? 1 : innerRatio
            return Point(x: w * ratio * cos(angle), y: h * ratio * sin(angle))
        }
    }
}
