import Foundation
import PlotlineValues

/// Bars from a base value to a tip at each location, vertical or horizontal (Core Plot's `CPTBarPlot`), with
/// what Core Plot lacks: stacked bars (`stack(on:)`) and grouped bars (`BarPlotGroup`).
///
/// A plot stacked on another draws each record's tip value as a segment added on top of the bars below at the
/// same location (negative values stack downwards from the base), so the `barTips` of a stacked plot are amounts,
/// not positions.
public final class BarPlot: Plot {
    /// The scripting description of this class.
    public override class var descriptor: TypeDescriptor { barPlotTable }

    /// The fields a bar plot reads: locations, tips and (when `barBasesVary`) bases.
    public override class var dataFields: [PlotField] { [.barLocations, .barTips, .barBases] }

    /// The style bindings drawn per record.
    public override class var styleBindings: [PlotBinding] { [.barFills, .barLineStyles, .barWidths] }

    /// Bars rise from their base value.
    public override var growingFields: [PlotField] { [.barTips] }

    /// The bars' base value.
    public override var growBase: Double { baseValue }

    /// True for bars along the x axis (locations on y).
    public var barsAreHorizontal = false { didSet { invalidate() } }
    /// The value bars start from (unless `barBasesVary`).
    public var baseValue: Double = 0 { didSet { invalidate() } }
    /// True to start each bar at its `barBases` value instead of `baseValue`.
    public var barBasesVary = false { didSet { invalidate() } }
    /// The bar width, in data units (or points when `barWidthsAreInViewCoordinates`).
    public var barWidth: Double = 0.5 { didSet { invalidate() } }
    /// A shift of every bar along the category axis, in the same units as `barWidth`.
    public var barOffset: Double = 0 { didSet { invalidate() } }
    /// True when `barWidth` and `barOffset` are in points rather than data units.
    public var barWidthsAreInViewCoordinates = false { didSet { invalidate() } }
    /// The radius of the corners at the tip end, in points.
    public var barCornerRadius: Double = 0 { didSet { invalidate() } }
    /// The radius of the corners at the base end, in points.
    public var barBaseCornerRadius: Double = 0 { didSet { invalidate() } }
    /// The paint of every bar; nil picks the palette colour for the plot's position among the graph's bar plots.
    public var fill: Fill? { didSet { invalidate() } }
    /// One fill per bar, cycling when shorter than the data; empty uses `fill`.
    public var barFills: [Fill] = [] { didSet { invalidate() } }
    /// A closure `(index, value) -> Fill` (or `Color`) choosing each bar's paint; it wins over `barFills`.
    public var fillForBar: (any Callable)? { didSet { invalidate() } }
    /// The outline of every bar, or nil for none.
    public var lineStyle: LineStyle? { didSet { invalidate() } }
    /// The plot whose bars this plot's bars are stacked on, or nil.
    public private(set) var stackedOn: BarPlot? { didSet { invalidate() } }
    /// The group whose slots set this plot's bar width and offset, or nil.
    public internal(set) var group: BarPlotGroup? { didSet { invalidate() } }

    /// Makes a bar plot with no data.
    public override init(identifier: String? = nil) {
        super.init(identifier: identifier)
    }

    /// Makes a bar plot from bar locations and tips.
    public init(identifier: String? = nil, locations: [Double], tips: [Double]) {
        super.init(identifier: identifier)
        arrays.setNumbers(locations, for: .barLocations)
        setNumbers(tips, for: .barTips)
    }

    /// The location of each bar (empty when the data gives none: bars then stand at 0, 1, 2…).
    public var barLocations: [Double] {
        get { loadedNumbers(.barLocations) }
        set { setNumbers(newValue, for: .barLocations) }
    }

    /// The tip of each bar (for a stacked plot, the amount it adds).
    public var barTips: [Double] {
        get { loadedNumbers(.barTips) }
        set { setNumbers(newValue, for: .barTips) }
    }

    /// The base of each bar, used when `barBasesVary`.
    public var barBases: [Double] {
        get { loadedNumbers(.barBases) }
        set { setNumbers(newValue, for: .barBases) }
    }

    /// Stacks this plot's bars on top of another plot's (or unstacks them with nil).
    ///
    /// - Throws: `ValueError` when the stack would contain this plot twice.
    public func stack(on other: BarPlot?) throws {
        if let other, other === self || other.isStacked(above: self) {
            throw ModelError(.valueError, "a bar plot cannot be stacked on itself", hint: "stack it on another bar plot")
        }
        stackedOn = other
    }

    /// True when this plot sits, directly or through others, on `other`'s bars.
    public func isStacked(above other: BarPlot) -> Bool {
        var current = stackedOn
        var steps = 0
        while let plot = current, steps < 10_000 {
            if plot === other { return true }
            current = plot.stackedOn
            steps += 1
        }
        return false
    }

    /// Strings bound to the bar locations become categories of the category coordinate.
    public override func categoryCoordinate(for field: PlotField) -> Coordinate? {
        field == .barLocations ? (barsAreHorizontal ? .y : .x) : nil
    }

    /// Locations on the category axis, tips and bases on the value axis.
    public override func coordinate(placing field: PlotField) -> Coordinate? {
        switch field {
        case .barLocations: return barsAreHorizontal ? .y : .x
        case .barTips, .barBases: return barsAreHorizontal ? .x : .y
        default: return nil
        }
    }

    /// The location of a record: the cached location, or the record index.
    public func location(at index: Int) -> Double {
        cache.number(for: .barLocations, at: index) ?? Double(index)
    }

    /// Every bar with its base and tip in data values, after stacking; records without a finite location or tip
    /// are left out.
    public func segments() -> [BarSegment] {
        stackedSegments().segments
    }

    /// The segments and the heights the stack has reached at each location after this plot (upwards for
    /// positive values, downwards for negative ones).
    func stackedSegments(depth: Int = 0) -> (segments: [BarSegment], up: [Double: Double], down: [Double: Double]) {
        try? reloadDataIfNeeded()
        var up: [Double: Double] = [:]
        var down: [Double: Double] = [:]
        if let below = stackedOn, depth < 64 {
            let levels = below.stackedSegments(depth: depth + 1)
            up = levels.up
            down = levels.down
        }
        var segments: [BarSegment] = []
        segments.reserveCapacity(cache.count)
        for index in 0..<cache.count {
            let location = location(at: index)
            let tip = cache.number(for: .barTips, at: index) ?? .nan
            guard location.isFinite, tip.isFinite else { continue }
            let segment: BarSegment
            if stackedOn != nil {
                let start = tip >= 0 ? (up[location] ?? baseValue) : (down[location] ?? baseValue)
                segment = BarSegment(index: index, location: location, base: start, tip: start + tip)
                if tip >= 0 { up[location] = segment.tip } else { down[location] = segment.tip }
            } else {
                let base = barBasesVary ? (cache.number(for: .barBases, at: index) ?? baseValue) : baseValue
                guard base.isFinite else { continue }
                segment = BarSegment(index: index, location: location, base: base, tip: tip)
                up[location] = max(base, tip)
                down[location] = min(base, tip)
            }
            segments.append(segment)
        }
        return (segments, up, down)
    }

    /// The bar width and the centre offset from the location, in data units or points, after grouping.
    var effectiveWidthAndOffset: (width: Double, offset: Double, inPoints: Bool) {
        let base = stackedOn.map { root(of: $0) } ?? self
        if let group = base.group, let slot = group.slot(of: base) {
            return (slot.width, slot.offset + (barWidthsAreInViewCoordinates ? 0 : barOffset), false)
        }
        return (barWidth, barOffset, barWidthsAreInViewCoordinates)
    }

    private func root(of plot: BarPlot) -> BarPlot {
        var current = plot
        var steps = 0
        while let below = current.stackedOn, steps < 10_000 {
            current = below
            steps += 1
        }
        return current
    }

    /// The range of the bars along a coordinate: the category extent (with widths in data units) or the values.
    public override func plotRange(for coordinate: Coordinate) -> PlotRange? {
        let segments = segments()
        guard !segments.isEmpty else { return nil }
        let categoryCoordinate: Coordinate = barsAreHorizontal ? .y : .x
        if coordinate == categoryCoordinate {
            let (width, offset, inPoints) = effectiveWidthAndOffset
            let shift = inPoints ? 0 : offset
            func half(_ segment: BarSegment) -> Double {
                inPoints ? 0 : abs(barWidth(forRecord: segment.index, default: width)) / 2
            }
            let low = segments.map { $0.location + shift - half($0) }.min() ?? 0
            let high = segments.map { $0.location + shift + half($0) }.max() ?? 0
            return PlotRange(from: low, to: high)
        }
        let values = segments.flatMap { [$0.base, $0.tip] }
        return PlotRange(from: values.min() ?? 0, to: values.max() ?? 0)
    }

    // MARK: - Drawing

    /// The device rectangle of each bar, with the segment it draws.
    public func barRects(mapping: PlotSpaceMapping) -> [(segment: BarSegment, rect: Rect)] {
        let (plotWidth, offset, inPoints) = effectiveWidthAndOffset
        return segments().compactMap { segment in
            let width = barWidth(forRecord: segment.index, default: plotWidth)
            let along: (Double) -> Double = { self.barsAreHorizontal ? mapping.viewY($0) : mapping.viewX($0) }
            let across: (Double) -> Double = { self.barsAreHorizontal ? mapping.viewX($0) : mapping.viewY($0) }
            let lowSide: Double
            let highSide: Double
            if inPoints {
                let center = along(segment.location) + (barsAreHorizontal ? -offset : offset)
                lowSide = center - width / 2
                highSide = center + width / 2
            } else {
                let first = along(segment.location + offset - width / 2)
                let second = along(segment.location + offset + width / 2)
                lowSide = min(first, second)
                highSide = max(first, second)
            }
            let base = across(segment.base)
            let tip = across(segment.tip)
            guard [lowSide, highSide, base, tip].allSatisfy(\.isFinite) else { return nil }
            let rect = barsAreHorizontal
                ? Rect(x: min(base, tip), y: lowSide, width: abs(tip - base), height: highSide - lowSide)
                : Rect(x: lowSide, y: min(base, tip), width: highSide - lowSide, height: abs(tip - base))
            return (segment, rect)
        }
    }

    /// The outline of a bar with rounded corners at its tip and base ends.
    public func barPath(for segment: BarSegment, rect: Rect, mapping: PlotSpaceMapping) -> Path {
        let tipEnd: BarEnd
        let across = barsAreHorizontal ? mapping.viewX(segment.tip) - mapping.viewX(segment.base)
            : mapping.viewY(segment.tip) - mapping.viewY(segment.base)
        if barsAreHorizontal {
            tipEnd = across >= 0 ? .right : .left
        } else {
            tipEnd = across <= 0 ? .top : .bottom
        }
        return BarEnd.roundedBar(rect, tipEnd: tipEnd, tipRadius: barCornerRadius, baseRadius: barBaseCornerRadius)
    }

    /// Draws every bar: its fill, then its outline, clipped to the plot area.
    public override func draw(in context: any DrawingContext, mapping: PlotSpaceMapping) {
        guard !hidden else { return }
        let bars = barRects(mapping: mapping)
        guard !bars.isEmpty else { return }
        let margin = maximumLineWidth / 2
        context.saveState()
        context.clip(to: Path(rect: mapping.plotArea.insetBy(dx: -margin, dy: -margin)))
        for (segment, rect) in bars {
            let outline = barPath(for: segment, rect: rect, mapping: mapping)
            if let fill = barFill(for: segment), !fill.isInvisible { context.fill(outline, with: fill) }
            if let style = barLineStyle(forRecord: segment.index), !style.isInvisible { context.stroke(outline, with: style) }
        }
        context.restoreState()
    }

    /// The fill of one bar: its bound fill (`barFills` binding), else the closure's, else `barFills`, else
    /// `fill`, else the palette colour.
    public func barFill(for segment: BarSegment) -> Fill? {
        if let bound = cache.style(for: .barFills, at: segment.index).fill(default: nil) { return bound }
        if let fillForBar, let result = try? fillForBar.call([.int(segment.index), .double(segment.tip - segment.base)]) {
            if let fill = try? Fill.fromValue(result) { return fill }
            if let color = try? Color.fromValue(result) { return Fill(color: color) }
        }
        if !barFills.isEmpty { return barFills[segment.index % barFills.count] }
        return fill ?? Fill(color: defaultColor)
    }

    /// The outline of one bar: its bound line style (`barLineStyles` binding), else `lineStyle`.
    public func barLineStyle(forRecord index: Int) -> LineStyle? {
        cache.style(for: .barLineStyles, at: index).lineStyle(default: lineStyle)
    }

    /// The width of one bar: its bound width (`barWidths` binding), else `fallback`.
    public func barWidth(forRecord index: Int, default fallback: Double) -> Double {
        cache.style(for: .barWidths, at: index).number ?? fallback
    }

    /// The widest outline any bar has.
    private var maximumLineWidth: Double {
        let bound = cache.styles[.barLineStyles]?.compactMap { $0.lineStyle(default: lineStyle)?.lineWidth }.max()
        return max(lineStyle?.lineWidth ?? 0, bound ?? 0)
    }

    /// The palette colour for the plot's position among its graph's bar plots.
    public var defaultColor: Color {
        let barPlots = graph?.allPlots.compactMap { $0 as? BarPlot } ?? []
        return ChartPalette.color(at: barPlots.firstIndex { $0 === self } ?? 0)
    }

    // MARK: - Data labels and legend

    /// Labels show bar tips; a stacked bar or one with its own base shows the amount it spans.
    public override var defaultLabelField: PlotField? { .barTips }

    /// True when another plot of the graph is stacked directly on this one.
    var carriesStack: Bool {
        graph?.allPlots.contains { ($0 as? BarPlot)?.stackedOn === self } ?? false
    }

    /// Beyond each bar's tip, else just inside it; in the middle of the segment when the plot is part of a stack
    /// (beyond the tip is the next segment).
    public override func dataLabelAnchors(mapping: PlotSpaceMapping) -> [DataLabelAnchor] {
        let centred = carriesStack || stackedOn != nil
        return barRects(mapping: mapping).map { segment, rect in
            let grows = segment.tip >= segment.base
            let point: Point
            let outward: Point
            if barsAreHorizontal {
                let rightwards = (mapping.viewX(segment.tip) >= mapping.viewX(segment.base))
                point = Point(x: rightwards ? rect.maxX : rect.minX, y: rect.midY)
                outward = rightwards ? DataLabelAnchor.right : DataLabelAnchor.left
            } else {
                let upwards = (mapping.viewY(segment.tip) <= mapping.viewY(segment.base))
                point = Point(x: rect.midX, y: upwards ? rect.minY : rect.maxY)
                outward = upwards ? DataLabelAnchor.up : DataLabelAnchor.down
            }
            let field = effectiveLabelField ?? .barTips
            let value: Double
            switch field {
            case .barTips: value = stackedOn == nil && !barBasesVary ? segment.tip : segment.tip - segment.base
            case .barLocations: value = segment.location
            case .barBases: value = segment.base
            default: value = cache.number(for: field, at: segment.index) ?? (grows ? segment.tip : segment.base)
            }
            if centred {
                return DataLabelAnchor(
                    index: segment.index, value: value, point: rect.center,
                    placements: [DataLabelPlacement(direction: .zero, within: rect)])
            }
            return DataLabelAnchor(
                index: segment.index, value: value, point: point,
                placements: [
                    DataLabelPlacement(direction: outward),
                    DataLabelPlacement(direction: Point(x: -outward.x, y: -outward.y), within: rect),
                ])
        }
    }

    /// A small bar in the plot's fill and outline.
    public override func drawSwatch(in context: any DrawingContext, rect: Rect) {
        let radius = min(barCornerRadius, min(rect.width, rect.height) / 4)
        let shape = Path(roundedRect: rect, cornerRadius: radius)
        let paint = barFills.first ?? fill ?? Fill(color: defaultColor)
        if !paint.isInvisible { context.fill(shape, with: paint) }
        if let lineStyle, !lineStyle.isInvisible { context.stroke(shape, with: lineStyle) }
    }

    private func loadedNumbers(_ field: PlotField) -> [Double] {
        try? reloadDataIfNeeded()
        return cache.numbers(for: field) ?? []
    }
}
