import PlotlineValues

/// An axis: its line, ticks, tick labels, grid lines and title (Core Plot's `CPTAxis`).
///
/// Drawing is split into the phases of Core Plot's drawing order (grid lines, ticks, axis line, labels, title) so
/// that the plot area can interleave the phases of all axes with the plots.
open class Axis: Layer {
    /// The scripting description of this class.
    open override class var descriptor: TypeDescriptor { axisTable }

    /// The coordinate the axis shows: `.x` for a horizontal axis, `.y` for a vertical one.
    public var coordinate: Coordinate { didSet { invalidate() } }
    /// The plot space whose range the axis shows, or nil for the graph's default plot space.
    public var plotSpace: XYPlotSpace? { didSet { invalidate() } }

    /// How major tick locations are chosen.
    public var labelingPolicy: AxisLabelingPolicy = .fixedInterval { didSet { invalidate() } }
    /// The distance between major ticks in data units (fixed-interval policy).
    public var majorIntervalLength: Double = 1 { didSet { invalidate() } }
    /// The number of minor ticks between two major ticks.
    public var minorTicksPerInterval: Int = 1 { didSet { invalidate() } }
    /// A value that always gets a major tick; the others are whole intervals away (fixed-interval policy).
    public var labelingOrigin: Double = 0 { didSet { invalidate() } }
    /// The number of major ticks the automatic and equal-divisions policies aim for; 0 picks from the axis length.
    public var preferredNumberOfMajorTicks: Int = 0 { didSet { invalidate() } }
    /// Major tick locations for the `.locationsProvided` and `.none` policies.
    public var majorTickLocations: [Double] = [] { didSet { invalidate() } }
    /// Minor tick locations for the `.locationsProvided` and `.none` policies.
    public var minorTickLocations: [Double] = [] { didSet { invalidate() } }
    /// Data ranges in which no ticks, labels or grid lines are drawn.
    public var labelExclusionRanges: [PlotRange] = [] { didSet { invalidate() } }
    /// The part of the plot range the axis covers, or nil for all of it.
    public var visibleRange: PlotRange? { didSet { invalidate() } }
    /// The part of the orthogonal range grid lines cover, or nil for all of it.
    public var gridLinesRange: PlotRange? { didSet { invalidate() } }

    /// The side of the axis line ticks point to; `.none` centres them on the line.
    public var tickDirection: Sign = .none { didSet { noteStyleChange(\.tickDirection) } }
    /// The length of major ticks in points.
    public var majorTickLength: Double = 5 { didSet { noteStyleChange(\.majorTickLength) } }
    /// The length of minor ticks in points.
    public var minorTickLength: Double = 3 { didSet { noteStyleChange(\.minorTickLength) } }
    /// The axis line, or nil for none.
    public var axisLineStyle: LineStyle? = LineStyle() { didSet { noteStyleChange(\.axisLineStyle) } }
    /// The major ticks, or nil for none.
    public var majorTickLineStyle: LineStyle? = LineStyle() { didSet { noteStyleChange(\.majorTickLineStyle) } }
    /// The minor ticks, or nil for none.
    public var minorTickLineStyle: LineStyle? = LineStyle() { didSet { noteStyleChange(\.minorTickLineStyle) } }
    /// Grid lines across the plot area at major ticks, or nil for none.
    public var majorGridLineStyle: LineStyle? { didSet { noteStyleChange(\.majorGridLineStyle) } }
    /// Grid lines across the plot area at minor ticks, or nil for none.
    public var minorGridLineStyle: LineStyle? { didSet { noteStyleChange(\.minorGridLineStyle) } }

    /// The side labels go on; `.none` follows the tick direction (and the negative side when that is `.none`).
    /// Setting it keeps the labels of an x-y axis crossing inside the plot area beside its line, where otherwise
    /// they move to the plot area's edge (see `XYAxis.keepsLabelsAtAxis`).
    public var tickLabelDirection: Sign = .none { didSet { noteStyleChange(\.tickLabelDirection) } }
    /// The gap between the end of a tick and its label, in points.
    public var labelOffset: Double = 2 { didSet { noteStyleChange(\.labelOffset) } }
    /// The rotation of labels in radians, counter-clockwise.
    public var labelRotation: Double = 0 { didSet { invalidate() } }
    /// How labels are drawn.
    public var labelTextStyle: TextStyle? = TextStyle() { didSet { noteStyleChange(\.labelTextStyle) } }
    /// Turns tick values into labels: a `NumberFormatter`, `TimeFormatter`, `CalendarFormatter` or a closure
    /// (`{ "\($0)%" }`); nil uses the default for the scale (numbers, category names or dates).
    public var labelFormatter: (any LabelFormatter)? { didSet { invalidate() } }
    /// How labels line up with their ticks along the axis, or nil to centre them.
    public var labelAlignment: Alignment? { didSet { invalidate() } }
    /// Custom labels, drawn instead of generated ones when the labeling policy is `.none`.
    public var axisLabels: [AxisLabel] = [] { didSet { if !isAskingDelegate { invalidate() } } }
    /// Asked before the axis labels its major ticks; it may set `axisLabels` and answer that the axis should not
    /// (Core Plot's `axis:shouldUpdateAxisLabelsAtLocations:`). Kept strongly, unlike Core Plot's weak delegate,
    /// because a notebook often makes the delegate in the assignment itself.
    public var delegate: (any AxisDelegate)? { didSet { invalidate() } }
    /// True while the delegate is asked: labels it sets belong to the drawing under way, not a change to redraw for.
    private var isAskingDelegate = false
    /// Fills painted between consecutive major ticks in turn (nil leaves a band blank), behind the grid.
    public var alternatingBandFills: [Fill?] = [] { didSet { invalidate() } }
    /// A value where a band starts with the first fill, or nil to start with the band after the first major tick.
    public var alternatingBandAnchor: Double? { didSet { invalidate() } }
    /// Bands of values painted behind the plots and the grid (Core Plot's `backgroundLimitBands`).
    public private(set) var backgroundLimitBands: [LimitBand] = [] { didSet { invalidate() } }
    /// Labelled lines across the plot area at values of this axis (Swift Charts' limit lines).
    public var limitLines: [LimitLine] = [] { didSet { invalidate() } }

    /// The axis title, or nil for none.
    public var title: String? { didSet { invalidate() } }
    /// How the title is drawn.
    public var titleTextStyle: TextStyle = TextStyle() { didSet { noteStyleChange(\.titleTextStyle) } }
    /// The distance from the axis line to the title's near edge, in points; the title never overlaps the labels.
    public var titleOffset: Double = 30 { didSet { invalidate() } }
    /// The data value the title is centred on, or nil for the middle of the visible range.
    public var titleLocation: Double? { didSet { invalidate() } }
    /// The title's rotation in radians, or nil for automatic (upright for x, reading upwards for y).
    public var titleRotation: Double? { didSet { invalidate() } }

    /// The texts of the tick labels the graph's last layout placed, in order along the axis (empty before the
    /// first layout and while the axis is hidden): what the last picture shows.
    public internal(set) var placedLabelTexts: [String] = []

    /// The style properties set other than by a theme; a theme styling a newly added axis leaves them alone.
    private(set) var explicitlySetStyles: Set<PartialKeyPath<Axis>> = []
    /// True while a theme sets styles, which therefore are not recorded as set by the user.
    private var isApplyingTheme = false

    /// Makes an axis for a coordinate; styles are Core Plot's defaults (black 1-point lines, 12-point labels).
    public init(coordinate: Coordinate) {
        self.coordinate = coordinate
        super.init()
    }

    /// Records that a style property changed (unless a theme is setting it) and invalidates.
    private func noteStyleChange(_ keyPath: PartialKeyPath<Axis>) {
        if !isApplyingTheme { explicitlySetStyles.insert(keyPath) }
        invalidate()
    }

    /// Runs `body` as a theme's styling: the properties it sets do not count as set by the user.
    func applyingTheme(_ body: () -> Void) {
        isApplyingTheme = true
        defer { isApplyingTheme = false }
        body()
    }

    /// The graph this axis belongs to, if any.
    public var graph: Graph? { owningGraph }

    /// The plot space the axis uses: its own, or its graph's default.
    public var effectivePlotSpace: XYPlotSpace? {
        plotSpace ?? graph?.defaultPlotSpace
    }

    /// The data range the axis covers: the plot range of its coordinate limited to `visibleRange`.
    public func coveredRange(in space: XYPlotSpace) -> PlotRange? {
        let range = space.plotRange(for: coordinate)
        guard let visibleRange else { return range }
        return range.intersection(visibleRange)
    }

    // MARK: - Limit bands and lines

    /// Adds a band of values painted behind the plots.
    public func addBackgroundLimitBand(_ band: LimitBand) {
        backgroundLimitBands.append(band)
    }

    /// Removes every band equal to `band`.
    public func removeBackgroundLimitBand(_ band: LimitBand) {
        backgroundLimitBands.removeAll { $0 == band }
    }

    /// Removes every background limit band.
    public func removeAllBackgroundLimitBands() {
        backgroundLimitBands.removeAll()
    }

    /// Adds a labelled line across the plot area at a value of this axis.
    public func addLimitLine(_ line: LimitLine) {
        limitLines.append(line)
    }

    /// Removes every limit line.
    public func removeAllLimitLines() {
        limitLines.removeAll()
    }

    // MARK: - Ticks

    /// The tick locations for the labeling policy and the scale, minus the exclusion ranges.
    ///
    /// Log scales tick at powers of ten, log-modulus scales at 0 and ±10ⁿ, category scales at every category and
    /// date-time scales at calendar boundaries (whole minutes, hours, days, Mondays, the first of months, years);
    /// for these the fixed-interval policy behaves as the automatic one unless its interval suits the range.
    ///
    /// - Parameters:
    ///   - scale: the plot space's scale type along the axis.
    ///   - axisLength: the axis's length in points, used when the automatic policy picks its own count.
    ///   - coarsening: how many steps coarser than asked the major ticks are, so that labels fit: a fixed interval
    ///     is multiplied by 2, 5, 10, 20… (the skipped ticks become minor ticks), an automatic one moves up the
    ///     1, 2, 5 × 10ⁿ sequence (decades, calendar steps).
    public func ticks(in range: PlotRange, scale: ScaleType = .linear, axisLength: Double, coarsening: Int = 0) -> AxisTicks {
        let ticks: AxisTicks
        switch labelingPolicy {
        case .none:
            let locations = majorTickLocations.isEmpty ? axisLabels.map(\.tickLocation) : majorTickLocations
            ticks = .provided(major: locations, minor: minorTickLocations, in: range)
        case .locationsProvided:
            ticks = .provided(major: majorTickLocations, minor: minorTickLocations, in: range)
        case .fixedInterval where scale == .category:
            let step = max(1, majorIntervalLength.isFinite ? majorIntervalLength.rounded() : 1)
            ticks = .fixedInterval(in: range, interval: step, origin: 0, minorTicksPerInterval: 0)
        case .fixedInterval where scale == .log || scale == .logModulus:
            ticks = automaticTicks(in: range, scale: scale, axisLength: axisLength, coarsening: coarsening)
        case .fixedInterval where scale == .dateTime && isTooSparse(in: range, interval: majorIntervalLength):
            ticks = automaticTicks(in: range, scale: scale, axisLength: axisLength, coarsening: coarsening)
        case .fixedInterval:
            if isTooDense(in: range, axisLength: axisLength) {
                ticks = automaticTicks(in: range, scale: scale, axisLength: axisLength, coarsening: coarsening)
            } else {
                let multiple = Axis.coarseningMultiple(coarsening)
                let interval = refinedInterval(in: range, axisLength: axisLength) * multiple
                var fixed = AxisTicks.fixedInterval(
                    in: range, interval: interval, origin: labelingOrigin,
                    minorTicksPerInterval: coarsening == 0 ? minorTicksPerInterval : (multiple <= 10 ? Int(multiple) - 1 : 4))
                if scale == .dateTime { fixed.calendarUnit = AxisTicks.calendarUnit(forInterval: abs(interval)) }
                ticks = fixed
            }
        case .automatic:
            ticks = automaticTicks(in: range, scale: scale, axisLength: axisLength, coarsening: coarsening)
        case .equalDivisions:
            ticks = .equalDivisions(
                in: range, count: max(2, preferredNumberOfMajorTicks), minorTicksPerInterval: minorTicksPerInterval)
        }
        return ticks.excluding(labelExclusionRanges)
    }

    /// True when the delegate made the labels for these major tick `locations` itself (and set `axisLabels`).
    ///
    /// - Throws: the delegate's error.
    public func delegateLabels(at locations: [Double]) throws -> Bool {
        guard let delegate else { return false }
        isAskingDelegate = true
        defer { isAskingDelegate = false }
        return try !delegate.axis(self, shouldUpdateAxisLabelsAt: locations)
    }

    /// True when the labeling policy can space ticks further apart to make labels fit.
    public var canCoarsenTicks: Bool {
        labelingPolicy == .fixedInterval || labelingPolicy == .automatic
    }

    /// True when the labeling policy can space ticks further apart on a scale (every category keeps its label).
    public func canCoarsenTicks(scale: ScaleType) -> Bool {
        canCoarsenTicks && scale != .category
    }

    /// 1, 2, 5, 10, 20, 50… for coarsening 0, 1, 2, 3…
    static func coarseningMultiple(_ coarsening: Int) -> Double {
        let level = max(0, coarsening)
        let mantissa = [1.0, 2.0, 5.0][level % 3]
        var power = 1.0
        for _ in 0..<(level / 3) { power *= 10 }
        return mantissa * power
    }

    /// The label of a major tick: the label formatter's result, else the scale's default (the category's name,
    /// a date, a power of ten, or a number with the digits the step needs).
    ///
    /// - Throws: the error of a label formatter that fails or does not return a string.
    public func labelText(for value: Double, ticks: AxisTicks, space: XYPlotSpace? = nil) throws -> String {
        if let labelFormatter { return try labelFormatter.label(for: value, ticks: ticks) }
        switch space?.scaleType(for: coordinate) {
        case .category?:
            let categories = space?.categories(for: coordinate) ?? []
            let index = value.rounded()
            guard abs(value - index) < 1e-6, index >= 0, index < Double(categories.count) else { return "" }
            return categories[Int(index)]
        case .dateTime?:
            return DateTickLabel.label(for: value, unit: ticks.calendarUnit ?? .day, isFirst: value == ticks.major.first)
        case .log?:
            let extent = ticks.major.filter { $0 > 0 }
            if let low = extent.min(), let high = extent.max(), high >= 1e5 || low < 1e-3 {
                return NumberLabelFormatter(numberStyle: .scientific).string(for: value)
            }
            return NumberLabelFormatter().label(for: value, ticks: ticks)
        default:
            return defaultFormatter(for: ticks).string(for: value)
        }
    }

    /// The number format for labels of these ticks.
    func defaultFormatter(for ticks: AxisTicks) -> NumberLabelFormatter {
        let origin = labelingPolicy == .fixedInterval ? labelingOrigin : 0
        let largest = ticks.major.map(abs).max() ?? 0
        if ticks.majorInterval == nil {
            // Locations given one by one have no step: show the digits the locations themselves need.
            let needed = ticks.major.filter(\.isFinite).map(NumberLabelFormatter.fractionDigitsNeeded).max() ?? 0
            return NumberLabelFormatter(
                fractionDigits: min(NumberLabelFormatter.automaticDigitLimit, needed),
                usesGroupingSeparator: largest >= NumberLabelFormatter.groupingThreshold)
        }
        return NumberLabelFormatter(interval: ticks.majorInterval, origin: origin, largestMagnitude: largest)
    }

    /// The side labels are drawn on, before an axis on the plot area's edge turns them outwards.
    public var effectiveLabelDirection: Sign {
        let direction = tickLabelDirection == .none ? tickDirection : tickLabelDirection
        return direction == .none ? .negative : direction
    }

    /// The distance from the axis line to the near edge of the labels, in points, for the sides in use.
    public func labelDistance(tickSide: Sign, labelSide: Sign) -> Double {
        let tickReach: Double
        if majorTickLineStyle == nil {
            tickReach = 0
        } else if tickSide == .none {
            tickReach = majorTickLength / 2
        } else {
            tickReach = tickSide == labelSide ? majorTickLength : 0
        }
        return labelOffset + tickReach
    }

    private func automaticTicks(in range: PlotRange, scale: ScaleType, axisLength: Double, coarsening: Int) -> AxisTicks {
        let preferred = preferredMajorTickCount(axisLength: axisLength)
        switch scale {
        case .log: return .logarithmic(in: range, coarsening: coarsening, minorTicks: minorTicksPerInterval > 0)
        case .logModulus: return .logModulus(in: range, coarsening: coarsening, minorTicks: minorTicksPerInterval > 0)
        case .category: return .fixedInterval(in: range, interval: 1, origin: 0, minorTicksPerInterval: 0)
        case .dateTime:
            return .dates(
                in: range, preferredCount: preferredDateTickCount(axisLength: axisLength), coarsening: coarsening,
                minorTicks: minorTicksPerInterval > 0)
        case .linear: break
        }
        guard var step = AxisTicks.niceInterval(for: range, preferredCount: preferred)
        else { return .empty }
        for _ in 0..<max(0, coarsening) { step = AxisTicks.nextNiceInterval(after: step) }
        return .fixedInterval(in: range, interval: step, origin: 0, minorTicksPerInterval: minorTicksPerInterval)
    }

    /// The count automatic ticks aim for: the user's preference, else one tick per 100 points across or 60 points
    /// up (labels are wider than they are tall).
    private func preferredMajorTickCount(axisLength: Double) -> Int {
        if preferredNumberOfMajorTicks > 0 { return preferredNumberOfMajorTicks }
        let spacing = coordinate == .x ? 100.0 : 60.0
        return max(2, Int((abs(axisLength) / spacing).rounded()) + 1)
    }

    /// The count automatic date ticks aim for: the user's preference, else one tick per 50 points across or 40
    /// points up; labels too wide for that are thinned by coarsening.
    private func preferredDateTickCount(axisLength: Double) -> Int {
        if preferredNumberOfMajorTicks > 0 { return preferredNumberOfMajorTicks }
        let spacing = coordinate == .x ? 50.0 : 40.0
        return max(2, Int((abs(axisLength) / spacing).rounded()) + 1)
    }

    /// The fixed interval to tick at: `majorIntervalLength`, or, when fewer than two of its ticks fall in `range`
    /// (a range narrower than the interval, as after zooming in), the interval divided down the 1, 2, 5 sequence
    /// (½, ⅕, ⅒, 1⁄20…) whose tick count is nearest the count automatic ticks aim at, ties going to more ticks.
    ///
    /// One label, or none, shows no scale; dividing the interval keeps every tick of the user's grid a tick, so
    /// zooming in adds labels between the ones the chart had. A static chart and a frame drawn after a gesture
    /// share this rule, so both label a range alike.
    func refinedInterval(in range: PlotRange, axisLength: Double) -> Double {
        let step = abs(majorIntervalLength)
        guard isTooSparse(in: range, interval: step) else { return majorIntervalLength }
        let preferred = Double(preferredMajorTickCount(axisLength: axisLength))
        var best: (step: Double, error: Double)?
        for level in 1...Axis.maximumRefinement {
            let candidate = step / Axis.coarseningMultiple(level)
            let count = AxisTicks.majorCount(in: range, interval: candidate, origin: labelingOrigin)
            guard count >= 2 else { continue }
            let error = abs(count - preferred)
            if error <= best?.error ?? .infinity { best = (candidate, error) }
            if count >= preferred { break }
        }
        return best?.step ?? majorIntervalLength
    }

    /// How many times `refinedInterval` may divide the interval down the 1, 2, 5 sequence (to a millionth).
    static let maximumRefinement = 18

    /// True when fewer than two ticks `interval` apart from `labelingOrigin` fall in `range`.
    private func isTooSparse(in range: PlotRange, interval: Double) -> Bool {
        let step = abs(interval)
        guard step > 0, step.isFinite else { return false }
        return AxisTicks.majorCount(in: range, interval: step, origin: labelingOrigin) < 2
    }

    /// True when fixed-interval ticks would be too close to tell apart (closer than 3 points) or too many to draw:
    /// the interval was probably left at its default for a range it does not suit.
    private func isTooDense(in range: PlotRange, axisLength: Double) -> Bool {
        let step = abs(majorIntervalLength)
        guard step > 0, step.isFinite else { return false }
        let count = (range.maxLimit - range.minLimit) / step
        return count >= Double(AxisTicks.maximumCount) || (axisLength > 0 && count > abs(axisLength) / 3)
    }
}
