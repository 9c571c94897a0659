/// The conversion between data coordinates and device coordinates for one plot space and plot area
/// (Core Plot's `plotAreaViewPointForPlotPoint:` and `plotPointForPlotAreaViewPoint:`).
public struct PlotSpaceMapping: Hashable, Sendable {
    /// The visible x values.
    public var xRange: PlotRange
    /// The visible y values.
    public var yRange: PlotRange
    /// How x values map.
    public var xScaleType: ScaleType
    /// How y values map.
    public var yScaleType: ScaleType
    /// The plot area in device space (y down).
    public var plotArea: Rect

    /// Makes a mapping.
    public init(xRange: PlotRange, yRange: PlotRange, xScaleType: ScaleType, yScaleType: ScaleType, plotArea: Rect) {
        self.xRange = xRange
        self.yRange = yRange
        self.xScaleType = xScaleType
        self.yScaleType = yScaleType
        self.plotArea = plotArea
    }

    /// The device x of a data x.
    public func viewX(_ x: Double) -> Double {
        plotArea.minX + xScaleType.fraction(of: x, in: xRange) * plotArea.width
    }

    /// The device y of a data y (larger values are higher on screen).
    public func viewY(_ y: Double) -> Double {
        plotArea.maxY - yScaleType.fraction(of: y, in: yRange) * plotArea.height
    }

    /// The device coordinate of a data value along one coordinate.
    public func viewCoordinate(_ value: Double, for coordinate: Coordinate) -> Double {
        coordinate == .x ? viewX(value) : viewY(value)
    }

    /// The device point of a data point.
    public func viewPoint(forPlotPoint point: Point) -> Point {
        Point(x: viewX(point.x), y: viewY(point.y))
    }

    /// The data point at a device point.
    public func plotPoint(forViewPoint point: Point) -> Point {
        let fx = plotArea.width == 0 ? 0 : (point.x - plotArea.minX) / plotArea.width
        let fy = plotArea.height == 0 ? 0 : (plotArea.maxY - point.y) / plotArea.height
        return Point(x: xScaleType.value(atFraction: fx, in: xRange), y: yScaleType.value(atFraction: fy, in: yRange))
    }
}
