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

    /// Makes a symbol; the defaults are Core Plot's (5 × 5 points, no fill, a 1-point black outline).
    public init(
        symbolType: PlotSymbolType = .none,
        size: Size = Size(width: 5, height: 5),
        fill: Fill? = nil,
        lineStyle: LineStyle? = LineStyle()
    ) {
        self.symbolType = symbolType
        self.size = size
        self.fill = fill
        self.lineStyle = lineStyle
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
        }
        return path
    }

    /// Draws the symbol centred on `center`.
    public func draw(at center: Point, in context: any DrawingContext) {
        guard symbolType != .none else { return }
        let outline = path(centeredAt: center)
        if symbolType.isFillable, let fill { context.fill(outline, with: fill) }
        if let lineStyle { context.stroke(outline, with: lineStyle) }
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
