import Foundation
import PlotlineValues

/// A plot space with independent x and y ranges (Core Plot's `CPTXYPlotSpace`).
///
/// Data y grows upwards on screen: the start of `yRange` is at the bottom of the plot area unless the range's
/// length is negative, which reverses the axis.
///
/// Unlike Core Plot, whose ranges stay at 0…1 until set, a range nobody has set follows the data of the space's
/// plots, widened to round numbers, so a chart shows its data without any set-up. Setting a range (or calling
/// `scaleToFit`) fixes it; setting `xRangeIsAutomatic` (or `yRangeIsAutomatic`) to true makes it follow again.
public final class XYPlotSpace: PlotSpace {
    /// The scripting description of this class.
    public override class var descriptor: TypeDescriptor { xyPlotSpaceTable }

    /// The visible x values: the range last set, or, while `xRangeIsAutomatic`, the plots' data range.
    public var xRange: PlotRange {
        get { xRangeIsAutomatic ? automaticRange(for: .x) : storedXRange }
        set {
            storedXRange = newValue
            xRangeIsAutomatic = false
            constrainRanges()
        }
    }
    /// The visible y values: the range last set, or, while `yRangeIsAutomatic`, the plots' data range.
    public var yRange: PlotRange {
        get { yRangeIsAutomatic ? automaticRange(for: .y) : storedYRange }
        set {
            storedYRange = newValue
            yRangeIsAutomatic = false
            constrainRanges()
        }
    }
    /// True while `xRange` follows the data of the plots in this space (until a range is set).
    public var xRangeIsAutomatic = true { didSet { if xRangeIsAutomatic != oldValue { invalidate() } } }
    /// True while `yRange` follows the data of the plots in this space (until a range is set).
    public var yRangeIsAutomatic = true { didSet { if yRangeIsAutomatic != oldValue { invalidate() } } }
    /// The limit that `xRange` is kept within, or nil for none.
    public var globalXRange: PlotRange? { didSet { constrainRanges() } }
    /// The limit that `yRange` is kept within, or nil for none.
    public var globalYRange: PlotRange? { didSet { constrainRanges() } }
    /// How x values map to positions.
    public var xScaleType: ScaleType = .linear { didSet { invalidate() } }
    /// How y values map to positions.
    public var yScaleType: ScaleType = .linear { didSet { invalidate() } }

    /// What the space follows after `follow(_:x:window:)`, or nil.
    public internal(set) var follower: PlotSpaceFollower?

    private var storedXRange = PlotRange(location: 0, length: 1)
    private var storedYRange = PlotRange(location: 0, length: 1)
    private var automaticRanges: [Coordinate: (generation: UInt64, range: PlotRange)] = [:]
    private var isConstraining = false
    /// The category names of each coordinate, in index order.
    private var categoryNames: [Coordinate: [String]] = [:] { didSet { invalidate() } }

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

    /// Sets both ranges to enclose the data of the plots (Core Plot's `scaleToFitPlots:`); a category
    /// coordinate shows every category with half a step of room at each end.
    public func scaleToFit(_ plots: [Plot]) {
        for coordinate in [Coordinate.x, .y] { scaleToFit(plots, for: coordinate) }
    }

    /// Sets one coordinate's range to enclose the data of the plots.
    public func scaleToFit(_ plots: [Plot], for coordinate: Coordinate) {
        let categories = categoryNames[coordinate] ?? []
        if scaleType(for: coordinate) == .category, !categories.isEmpty {
            setPlotRange(PlotRange(location: -0.5, length: Double(categories.count)), for: coordinate)
            return
        }
        let ranges = plots.compactMap { $0.plotRange(for: coordinate) }
        guard var range = Self.enclosingRange(ranges) else { return }
        if scaleType(for: coordinate) == .log, range.minLimit <= 0 {
            let positive = ranges.map(\.maxLimit).filter { $0 > 0 }
            guard let high = positive.max() else { return }
            range = PlotRange(from: max(range.minLimit, high / 1e6), to: range.maxLimit)
            if range.minLimit <= 0 { range = PlotRange(from: high / 1e6, to: high) }
        }
        setPlotRange(range, for: coordinate)
    }

    // MARK: - Categories

    /// The category names of a coordinate, in index order (category 0 is at value 0).
    public func categories(for coordinate: Coordinate) -> [String] {
        categoryNames[coordinate] ?? []
    }

    /// Replaces the categories of a coordinate.
    public func setCategories(_ names: [String], for coordinate: Coordinate) {
        var unique: [String] = []
        for name in names where !unique.contains(name) { unique.append(name) }
        categoryNames[coordinate] = unique
    }

    /// Adds a category at the end, unless it is there already.
    public func addCategory(_ name: String, for coordinate: Coordinate) {
        guard !categories(for: coordinate).contains(name) else { return }
        categoryNames[coordinate, default: []].append(name)
    }

    /// Inserts a category at an index (clamped), unless it is there already.
    public func insertCategory(_ name: String, for coordinate: Coordinate, at index: Int) {
        var names = categories(for: coordinate)
        guard !names.contains(name) else { return }
        names.insert(name, at: min(max(0, index), names.count))
        categoryNames[coordinate] = names
    }

    /// Removes a category.
    public func removeCategory(_ name: String, for coordinate: Coordinate) {
        categoryNames[coordinate]?.removeAll { $0 == name }
    }

    /// Removes every category of every coordinate.
    public func removeAllCategories() {
        categoryNames = [:]
    }

    /// The index of a category, or nil.
    public func indexOfCategory(_ name: String, for coordinate: Coordinate) -> Int? {
        categories(for: coordinate).firstIndex(of: name)
    }

    /// The values of string data: each string's category index, adding new strings as categories and switching
    /// the coordinate to the category scale (Core Plot adds string values to a category space the same way).
    public func categoryValues(for names: [String?], coordinate: Coordinate) -> [Double] {
        if scaleType(for: coordinate) != .category { setScaleType(.category, for: coordinate) }
        return names.map { name in
            guard let name else { return .nan }
            addCategory(name, for: coordinate)
            return Double(indexOfCategory(name, for: coordinate) ?? 0)
        }
    }

    /// Sets the scale type of a coordinate.
    public func setScaleType(_ scale: ScaleType, for coordinate: Coordinate) {
        if coordinate == .x { xScaleType = scale } else { yScaleType = scale }
    }

    static func enclosingRange(_ ranges: [PlotRange]) -> PlotRange? {
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
        if let global = globalXRange { storedXRange = Self.range(storedXRange, keptWithin: global) }
        if let global = globalYRange { storedYRange = Self.range(storedYRange, keptWithin: global) }
        invalidate()
    }

    // MARK: - Automatic ranges

    /// The range a coordinate shows while automatic: the data of the space's plots widened to round values,
    /// kept within the global range; recomputed only when the graph (or its data) has changed since.
    private func automaticRange(for coordinate: Coordinate) -> PlotRange {
        let stored = coordinate == .x ? storedXRange : storedYRange
        guard let graph else { return stored }
        if let cached = automaticRanges[coordinate], cached.generation == graph.generation { return cached.range }
        let plots = graph.allPlots.filter { $0.effectivePlotSpace === self }
        var range = followedRange(for: coordinate, plots: plots)
            ?? dataRange(of: plots, for: coordinate).map { Self.rounded($0, scale: scaleType(for: coordinate)) }
            ?? stored
        if let global = coordinate == .x ? globalXRange : globalYRange {
            range = Self.range(range, keptWithin: global)
        }
        automaticRanges[coordinate] = (graph.generation, range)
        return range
    }

    /// The range enclosing the plots' data on a coordinate (every category, on a category scale).
    private func dataRange(of plots: [Plot], for coordinate: Coordinate) -> PlotRange? {
        let categories = categoryNames[coordinate] ?? []
        if scaleType(for: coordinate) == .category, !categories.isEmpty {
            return PlotRange(location: -0.5, length: Double(categories.count))
        }
        let ranges = plots.compactMap { $0.plotRange(for: coordinate) }.filter { !$0.isInfinite }
        guard let union = Self.enclosingRange(ranges) else { return nil }
        if scaleType(for: coordinate) == .log, union.minLimit <= 0 {
            guard union.maxLimit > 0 else { return nil }
            return PlotRange(from: union.maxLimit / 1e6, to: union.maxLimit)
        }
        return union
    }

    /// A data range widened to round values: multiples of a 1-2-5 step on linear scales, powers of ten on
    /// log scales; dates and categories keep their exact range.
    static func rounded(_ range: PlotRange, scale: ScaleType) -> PlotRange {
        let low = range.minLimit
        let high = range.maxLimit
        switch scale {
        case .linear, .logModulus:
            guard let step = AxisTicks.niceInterval(for: range, preferredCount: 5), step > 0, step.isFinite else {
                return range
            }
            return PlotRange(from: (low / step).rounded(.down) * step, to: (high / step).rounded(.up) * step)
        case .log:
            guard low > 0, high > 0 else { return range }
            return PlotRange(from: pow(10, log10(low).rounded(.down)), to: pow(10, log10(high).rounded(.up)))
        default:
            return range
        }
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
