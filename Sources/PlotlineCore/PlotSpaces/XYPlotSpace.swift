/// A plot space with independent x and y ranges (Core Plot's `CPTXYPlotSpace`).
///
/// Data y grows upwards on screen: the start of `yRange` is at the bottom of the plot area unless the range's
/// length is negative, which reverses the axis.
public final class XYPlotSpace: PlotSpace {
    /// The scripting description of this class.
    public override class var descriptor: TypeDescriptor { xyPlotSpaceTable }

    /// The visible x values.
    public var xRange = PlotRange(location: 0, length: 1) {
        didSet { constrainRanges() }
    }
    /// The visible y values.
    public var yRange = PlotRange(location: 0, length: 1) {
        didSet { constrainRanges() }
    }
    /// The limit that `xRange` is kept within, or nil for none.
    public var globalXRange: PlotRange? { didSet { constrainRanges() } }
    /// The limit that `yRange` is kept within, or nil for none.
    public var globalYRange: PlotRange? { didSet { constrainRanges() } }
    /// How x values map to positions.
    public var xScaleType: ScaleType = .linear { didSet { invalidate() } }
    /// How y values map to positions.
    public var yScaleType: ScaleType = .linear { didSet { invalidate() } }

    private var isConstraining = false

    /// Makes a plot space showing 0…1 on both coordinates.
    public override init() {
        super.init()
    }

    /// The visible range of a coordinate.
    public func plotRange(for coordinate: Coordinate) -> PlotRange {
        coordinate == .x ? xRange : yRange
    }

    /// Sets the visible range of a coordinate.
    public func setPlotRange(_ range: PlotRange, for coordinate: Coordinate) {
        if coordinate == .x { xRange = range } else { yRange = range }
    }

    /// The scale type of a coordinate.
    public func scaleType(for coordinate: Coordinate) -> ScaleType {
        coordinate == .x ? xScaleType : yScaleType
    }

    /// The mapping of this space onto a plot area rectangle in device space.
    public func mapping(in plotArea: Rect) -> PlotSpaceMapping {
        PlotSpaceMapping(
            xRange: xRange, yRange: yRange, xScaleType: xScaleType, yScaleType: yScaleType, plotArea: plotArea)
    }

    /// Sets both ranges to enclose the data of the plots (Core Plot's `scaleToFitPlots:`).
    public func scaleToFit(_ plots: [Plot]) {
        if let range = Self.enclosingRange(plots.compactMap { $0.plotRange(for: .x) }) { xRange = range }
        if let range = Self.enclosingRange(plots.compactMap { $0.plotRange(for: .y) }) { yRange = range }
    }

    private static func enclosingRange(_ ranges: [PlotRange]) -> PlotRange? {
        guard let first = ranges.first else { return nil }
        let union = ranges.dropFirst().reduce(first) { $0.union($1) }
        if union.length == 0 {
            let half = union.location == 0 ? 0.5 : abs(union.location) * 0.05
            return PlotRange(location: union.location - half, length: 2 * half)
        }
        return union
    }

    private func constrainRanges() {
        if isConstraining { return }
        isConstraining = true
        defer { isConstraining = false }
        if let global = globalXRange { xRange = Self.range(xRange, keptWithin: global) }
        if let global = globalYRange { yRange = Self.range(yRange, keptWithin: global) }
        invalidate()
    }

    /// The range shifted (or, when longer, shrunk) to lie within `limit`, keeping its direction.
    static func range(_ range: PlotRange, keptWithin limit: PlotRange) -> PlotRange {
        if range.isInfinite || limit.isInfinite { return range.intersection(limit) ?? range }
        let span = min(abs(range.length), abs(limit.length))
        var lower = range.minLimit
        if lower < limit.minLimit { lower = limit.minLimit }
        if lower + span > limit.maxLimit { lower = limit.maxLimit - span }
        return range.length < 0
            ? PlotRange(location: lower + span, length: -span) : PlotRange(location: lower, length: span)
    }
}
