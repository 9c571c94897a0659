import PlotlineValues

/// A series of (x, y) points drawn as a line, symbols and optional area fills (Core Plot's `CPTScatterPlot`).
///
/// Missing values (NaN, or nil in the language) leave a gap in the line and the fill. Dense lines (more than a
/// few points per quarter device pixel) are thinned to each column's first, lowest, highest and last point
/// (`LineDecimator`) and joined round, since miter spikes at sub-pixel zigzags are noise, not data; an opaque,
/// solid, dense line is drawn as the envelope of those points. Symbols are always all drawn.
public final class ScatterPlot: Plot {
    /// The scripting description of this class.
    public override class var descriptor: TypeDescriptor { scatterPlotTable }

    /// The fields a scatter plot reads: x and y.
    public override class var dataFields: [PlotField] { [.xValues, .yValues] }

    /// The style bindings drawn per record.
    public override class var styleBindings: [PlotBinding] { [.plotSymbols] }

    /// y rises from the area's base value, else from the bottom of the y range.
    public override var growingFields: [PlotField] { [.yValues] }

    /// The area's base value, else the bottom of the y range.
    public override var growBase: Double { areaBaseValue ?? lowestVisibleY }

    /// How points are connected.
    public var interpolation: ScatterPlotInterpolation = .linear { didSet { invalidate() } }
    /// The kind of curve for `.curved` interpolation.
    public var curvedInterpolationOption: ScatterPlotCurvedInterpolationOption = .normal { didSet { invalidate() } }
    /// The Catmull-Rom alpha for `.catmullCustomAlpha` (0 uniform … 1 chordal).
    public var curvedInterpolationCustomAlpha: Double = 0.5 { didSet { invalidate() } }
    /// The step style for `.histogram` interpolation.
    public var histogramOption: ScatterPlotHistogramOption = .normal { didSet { invalidate() } }
    /// The line through the points, or nil for none.
    public var dataLineStyle: LineStyle? = LineStyle() { didSet { invalidate() } }
    /// The marker at each point, or nil for none.
    public var plotSymbol: PlotSymbol? { didSet { invalidate() } }
    /// The paint between the line and `areaBaseValue`, or nil for none.
    public var areaFill: Fill? { didSet { invalidate() } }
    /// The y value the area fill reaches down (or up) to; nil means the bottom of the plot space's y range.
    public var areaBaseValue: Double? { didSet { invalidate() } }
    /// A second area fill, between the line and `areaBaseValue2`.
    public var areaFill2: Fill? { didSet { invalidate() } }
    /// The y value the second area fill reaches to; nil means the top of the plot space's y range.
    public var areaBaseValue2: Double? { didSet { invalidate() } }
    /// False to stroke every point of dense lines (for tests that compare against the thinned line).
    var thinsDenseLines = true
    /// The stretches, envelopes and data ranges worked out for the last draws, extended as records are appended.
    var runCache = ScatterRunCache()
    /// Parts of the first area fill painted differently: each band repaints the area within its x range.
    public private(set) var areaFillBands: [LimitBand] = [] { didSet { invalidate() } }

    /// Makes a scatter plot with no data.
    public override init(identifier: String? = nil) {
        super.init(identifier: identifier)
    }

    /// Makes a scatter plot from arrays of x and y values.
    public init(identifier: String? = nil, x: [Double], y: [Double]) {
        super.init(identifier: identifier)
        arrays.setNumbers(x, for: .xValues)
        setNumbers(y, for: .yValues)
    }

    /// The x value of each record (empty when the data gives none: x is then the record index).
    public var xValues: [Double] {
        get { loadedNumbers(.xValues) }
        set { setNumbers(newValue, for: .xValues) }
    }

    /// The y value of each record.
    public var yValues: [Double] {
        get { loadedNumbers(.yValues) }
        set { setNumbers(newValue, for: .yValues) }
    }

    /// The curve options gathered for path building.
    var lineShape: ScatterPlotLineShape {
        ScatterPlotLineShape(
            interpolation: interpolation, curvedOption: curvedInterpolationOption,
            customAlpha: curvedInterpolationCustomAlpha, histogramOption: histogramOption)
    }

    /// Adds a band of the area fill painted with its own fill (Core Plot's `addAreaFillBand:`).
    public func addAreaFillBand(_ band: LimitBand) {
        areaFillBands.append(band)
    }

    /// Removes the bands equal to `band`.
    public func removeAreaFillBand(_ band: LimitBand) {
        areaFillBands.removeAll { $0 == band }
    }

    /// Removes every area fill band.
    public func removeAllAreaFillBands() {
        areaFillBands.removeAll()
    }

    /// The x value of a record: the cached x, or the record index when the data gives no x.
    public func xValue(at index: Int) -> Double {
        cache.number(for: .xValues, at: index) ?? Double(index)
    }

    /// The y value of a record, NaN when missing.
    public func yValue(at index: Int) -> Double {
        cache.number(for: .yValues, at: index) ?? .nan
    }

    /// The range of the finite x or y values, or nil when there are none.
    public override func plotRange(for coordinate: Coordinate) -> PlotRange? {
        try? reloadDataIfNeeded()
        return runCache.dataRange(for: coordinate, values: CachedValues(cache), count: cache.count, rewrites: dataRewrites)
    }

    /// The strip of the plot area between the last record drawn before and the last appended one, widened by the
    /// line and the symbols: a straight line with no fills, labels, bound styles or shadow changes nowhere else
    /// when records are appended (the line's old end and its join to the new records lie in the strip).
    public override func regionOfRecords(appendedFrom firstRecord: Int, mapping: PlotSpaceMapping) -> Rect? {
        guard !hidden, shadow == nil, interpolation == .linear, areaFill == nil, areaFill2 == nil,
            areaFillBands.isEmpty, labelTextStyle == nil, cache.labels == nil, cache.styles.isEmpty,
            firstRecord < cache.count
        else { return nil }
        let transform = DeviceTransform(mapping)
        var low = Double.infinity
        var high = -Double.infinity
        for index in max(0, firstRecord - 1)..<cache.count {
            let x = transform(xValue(at: index), 0).x
            guard x.isFinite else { return nil }
            low = min(low, x)
            high = max(high, x)
        }
        let line = dataLineStyle.map { $0.lineWidth / 2 } ?? 0
        let symbol = plotSymbol.map { max($0.size.width, $0.size.height) / 2 + ($0.lineStyle?.lineWidth ?? 0) } ?? 0
        let margin = line + symbol + 2
        let area = mapping.plotArea
        return Rect(x: low - margin, y: area.minY - margin, width: high - low + 2 * margin, height: area.height + 2 * margin)
    }

    /// The range of the finite values along `coordinate` of the records whose other value lies within `visible`.
    public override func plotRange(for coordinate: Coordinate, within visible: PlotRange) -> PlotRange? {
        try? reloadDataIfNeeded()
        let lowerLimit = visible.minLimit
        let upperLimit = visible.maxLimit
        let values = CachedValues(cache)
        var low = Double.infinity
        var high = -Double.infinity
        for index in 0..<cache.count {
            let x = values.x(at: index)
            let y = values.y(at: index)
            let (value, other) = coordinate == .x ? (x, y) : (y, x)
            guard value.isFinite, other >= lowerLimit, other <= upperLimit else { continue }
            low = min(low, value)
            high = max(high, value)
        }
        return low <= high ? PlotRange(from: low, to: high) : nil
    }

    /// The device points of the records, split into runs at missing values.
    public func viewPointRuns(mapping: PlotSpaceMapping) -> [[Point]] {
        lazyRuns(mapping: mapping).map { Array($0) }
    }

    /// The runs between missing values, whose device points are computed when read; with an
    /// `envelopeColumnWidth` each run also gathers its envelope columns.
    ///
    /// The work is kept for the next draw with the same mapping, which then only converts appended records.
    func lazyRuns(mapping: PlotSpaceMapping, envelopeColumnWidth: Double? = nil) -> [ScatterPlotRun] {
        let ys = cache.numbers(for: .yValues) ?? []
        return runCache.runs(
            xs: cache.numbers(for: .xValues), ys: ys, count: min(cache.count, ys.count), mapping: mapping,
            columnWidth: envelopeColumnWidth, margin: recordMargin(columnWidth: envelopeColumnWidth),
            rewrites: dataRewrites)
    }

    /// Device points beyond the plot area's left and right edges whose records a draw reads: the clip's margin,
    /// then the farther of the reach of the line's joins past its points and the strip of envelope columns kept
    /// about the clip, then one envelope column and a point to spare.
    private func recordMargin(columnWidth: Double?) -> Double {
        let joins = dataLineStyle.map(Self.joinReach(of:)) ?? 1
        let envelope = dataLineStyle.map(Self.envelopeReach(of:)) ?? 1
        let margin = clipMargin + max(joins, envelope) + (columnWidth ?? 0) + 1
        return margin.isFinite ? margin : .infinity
    }

    /// How far past the clip an envelope's columns are kept for its stroke to reach in: a line width and a point.
    private static func envelopeReach(of style: LineStyle) -> Double {
        style.lineWidth + 1
    }

    /// How far a line's joins reach past its points: a miter up to half the miter limit in line widths, and a
    /// point to spare.
    private static func joinReach(of style: LineStyle) -> Double {
        max(1, style.miterLimit) * style.lineWidth / 2 + 1
    }

    /// Draws the area fills, then the line, then the symbols, clipped to the plot area grown by the half-width of
    /// the line and symbols so that data on the edge is drawn whole.
    public override func draw(in context: any DrawingContext, mapping: PlotSpaceMapping) {
        guard !hidden, cache.count > 0 else { return }
        let runs = lazyRuns(mapping: mapping, envelopeColumnWidth: drawsEnvelopes ? columnWidth(in: context) : nil)
        context.saveState()
        context.clip(to: Path(rect: mapping.plotArea.insetBy(dx: -clipMargin, dy: -clipMargin)))
        let base = areaBaseValue ?? mapping.yRange.minLimit
        if areaFill != nil || areaFill2 != nil {
            let areaRuns = thinnedRuns(runs, in: context)
            drawArea(areaFill, base: base, runs: areaRuns, mapping: mapping, in: context)
            drawAreaFillBands(base: base, runs: areaRuns, mapping: mapping, in: context)
            drawArea(areaFill2, base: areaBaseValue2 ?? mapping.yRange.maxLimit, runs: areaRuns, mapping: mapping, in: context)
        }
        let visible = mapping.plotArea.insetBy(dx: -clipMargin, dy: -clipMargin)
        if let style = dataLineStyle, !style.isInvisible {
            drawLine(runs: runs, style: style, visible: visible, in: context)
        }
        if cache.styles[.plotSymbols] != nil {
            drawBoundSymbols(mapping: mapping, visible: visible, in: context)
        } else if let symbol = plotSymbol, symbol.symbolType != .none {
            symbol.draw(at: runs.joined().filter { visible.contains($0) }, in: context)
        }
        context.restoreState()
    }

    /// The symbol of a record: its bound symbol (`plotSymbols` binding), else `plotSymbol`.
    public func plotSymbol(forRecord index: Int) -> PlotSymbol? {
        cache.style(for: .plotSymbols, at: index).symbol(default: plotSymbol)
    }

    /// Draws each record's own symbol, batching records that share one.
    private func drawBoundSymbols(mapping: PlotSpaceMapping, visible: Rect, in context: any DrawingContext) {
        var groups: [PlotSymbol: [Point]] = [:]
        var order: [PlotSymbol] = []
        for index in 0..<cache.count {
            guard let symbol = plotSymbol(forRecord: index), symbol.symbolType != .none else { continue }
            let point = mapping.viewPoint(forPlotPoint: Point(x: xValue(at: index), y: yValue(at: index)))
            guard point.x.isFinite, point.y.isFinite, visible.contains(point) else { continue }
            if groups[symbol] == nil { order.append(symbol) }
            groups[symbol, default: []].append(point)
        }
        for symbol in order { symbol.draw(at: groups[symbol] ?? [], in: context) }
    }

    /// Strings bound to x or y become categories of that coordinate.
    public override func categoryCoordinate(for field: PlotField) -> Coordinate? {
        switch field {
        case .xValues: return .x
        case .yValues: return .y
        default: return nil
        }
    }

    /// Stores category indices as the x or y values.
    public override func applyCategoryValues(_ values: [Double], for coordinate: Coordinate) {
        if coordinate == .x { xValues = values } else { yValues = values }
    }

    /// Draws the legend swatch: the area fill as a box, the line across the middle, the symbol in the centre.
    public override func drawSwatch(in context: any DrawingContext, rect: Rect) {
        ScatterPlotSwatch.draw(self, in: context, rect: rect)
    }

    /// Strokes the line; a dense, opaque, solid linear run is drawn as its envelope (filled, then stroked with round
    /// joins), which looks the same as stroking every point and costs a fraction of the time. A linear line strokes
    /// only the stretches whose segments reach `visible`, so a zoomed-in chart of a million records costs what it
    /// shows.
    private func drawLine(runs: [ScatterPlotRun], style: LineStyle, visible: Rect, in context: any DrawingContext) {
        let width = columnWidth(in: context)
        let dense = runs.map { LineDecimator.isDense(count: $0.count, span: $0.span, columnWidth: width) }
        var joined = style
        if style.lineJoin == .miter, dense.contains(true) { joined.lineJoin = .round }
        var line = Path()
        var envelopes = Path()
        for (index, run) in runs.enumerated() {
            if drawsEnvelopes, dense[index], let columns = run.columns {
                let shown = Self.columns(columns, within: context.clipBounds, margin: Self.envelopeReach(of: style))
                envelopes.addPath(LineDecimator.envelopePath(shown, columnWidth: width))
            } else if interpolation == .linear {
                // Joins reach past a segment's ends, so segments that near the edge are kept for their joins to
                // poke in as before.
                let joinReach = Self.joinReach(of: style)
                let reach = visible.insetBy(dx: -joinReach, dy: -joinReach)
                for stretch in ScatterPlotRun.visibleStretches(of: run, within: reach) {
                    let points = run[stretch]
                    let isWhole = stretch.count == run.count
                    let thins = thinsDenseLines
                        && (isWhole ? dense[index] : LineDecimator.isDense(points, columnWidth: width))
                    let kept = thins ? LineDecimator.decimate(points, columnWidth: width) : Array(points)
                    line.addPath(ScatterPlotPath.line(through: kept, shape: lineShape))
                }
            } else {
                line.addPath(ScatterPlotPath.line(through: Array(run), shape: lineShape))
            }
        }
        if !envelopes.isEmpty { context.fillAndStroke(envelopes, with: Fill(color: style.lineColor), lineStyle: joined) }
        if !line.isEmpty { context.stroke(line, with: joined) }
    }

    /// The envelope columns that reach into `bounds` widened by `margin` (all of them when the clip is unknown):
    /// a picture repainted in a narrow strip builds and strokes only the envelope there.
    private static func columns(_ columns: [EnvelopeColumn], within bounds: Rect?, margin: Double) -> [EnvelopeColumn] {
        guard let bounds, let first = columns.first, let last = columns.last,
            first.first.x < bounds.minX - margin || last.last.x > bounds.maxX + margin
        else { return columns }
        let start = columns.partitioningIndex { $0.last.x >= bounds.minX - margin }
        let end = columns.partitioningIndex { $0.first.x > bounds.maxX + margin }
        return start < end ? Array(columns[start..<end]) : []
    }

    /// True when dense runs of the line are drawn as envelopes: a linear, solid, opaque line.
    private var drawsEnvelopes: Bool {
        guard let style = dataLineStyle, !style.isInvisible else { return false }
        return interpolation == .linear && thinsDenseLines && style.dashPattern.isEmpty && style.lineColor.alpha >= 1
    }

    /// The runs as the line is drawn: linear lines denser than a few points per quarter pixel are thinned.
    private func thinnedRuns(_ runs: [ScatterPlotRun], in context: any DrawingContext) -> [[Point]] {
        guard interpolation == .linear, thinsDenseLines else { return runs.map { Array($0) } }
        let width = columnWidth(in: context)
        return runs.map { LineDecimator.decimate($0, columnWidth: width) }
    }

    /// A quarter of a device pixel (a sixteenth of a point for vector output), in points: thinning a line to
    /// four points per column this narrow moves nothing by more than anti-aliasing shows.
    private func columnWidth(in context: any DrawingContext) -> Double {
        1 / (4 * (context.pixelScale ?? 4))
    }

    private var clipMargin: Double {
        let line = (dataLineStyle?.lineWidth ?? 0) / 2
        func margin(of symbol: PlotSymbol?) -> Double {
            symbol.map { max($0.size.width, $0.size.height) / 2 + ($0.lineStyle?.lineWidth ?? 0) / 2 } ?? 0
        }
        let bound = cache.styles[.plotSymbols]?.compactMap { style -> Double? in
            if case .symbol(let symbol) = style { return margin(of: symbol) }
            return nil
        }.max() ?? 0
        return max(line, margin(of: plotSymbol), bound)
    }

    private func areaPath(base: Double, runs: [[Point]], mapping: PlotSpaceMapping) -> Path? {
        guard base.isFinite else { return nil }
        let baseY = mapping.viewY(base)
        guard baseY.isFinite else { return nil }
        var area = Path()
        for run in runs where run.count > 1 {
            area.addPath(ScatterPlotPath.area(through: run, shape: lineShape, baseY: baseY))
        }
        return area.isEmpty ? nil : area
    }

    private func drawArea(
        _ fill: Fill?, base: Double, runs: [[Point]], mapping: PlotSpaceMapping, in context: any DrawingContext
    ) {
        guard let fill, !fill.isInvisible, let area = areaPath(base: base, runs: runs, mapping: mapping) else { return }
        context.fill(area, with: fill)
    }

    private func drawAreaFillBands(base: Double, runs: [[Point]], mapping: PlotSpaceMapping, in context: any DrawingContext) {
        guard !areaFillBands.isEmpty, let area = areaPath(base: base, runs: runs, mapping: mapping) else { return }
        let plot = mapping.plotArea
        for band in areaFillBands {
            guard let fill = band.fill, !fill.isInvisible else { continue }
            let ends = [mapping.viewX(band.range.minLimit), mapping.viewX(band.range.maxLimit)]
            guard ends.allSatisfy({ !$0.isNaN }) else { continue }
            let left = max(min(ends[0], ends[1]), plot.minX - 1)
            let right = min(max(ends[0], ends[1]), plot.maxX + 1)
            guard right > left else { continue }
            context.saveState()
            context.clip(to: Path(rect: Rect(x: left, y: plot.minY - 1, width: right - left, height: plot.height + 2)))
            context.fill(area, with: fill)
            context.restoreState()
        }
    }

    // MARK: - Data labels and legend

    /// Labels show y values.
    public override var defaultLabelField: PlotField? { .yValues }

    /// Above each point, else below it.
    public override func dataLabelAnchors(mapping: PlotSpaceMapping) -> [DataLabelAnchor] {
        let field = effectiveLabelField ?? .yValues
        let lift = plotSymbol.map { $0.symbolType == .none ? 0 : $0.size.height / 2 } ?? 0
        var anchors: [DataLabelAnchor] = []
        for index in 0..<cache.count {
            let x = xValue(at: index)
            let y = yValue(at: index)
            guard x.isFinite, y.isFinite else { continue }
            let point = mapping.viewPoint(forPlotPoint: Point(x: x, y: y))
            guard mapping.plotArea.insetBy(dx: -0.5, dy: -0.5).contains(point) else { continue }
            let value = field == .xValues ? x : (cache.number(for: field, at: index) ?? y)
            anchors.append(DataLabelAnchor(
                index: index, value: value, point: point,
                directions: [DataLabelAnchor.up, DataLabelAnchor.down, DataLabelAnchor.right, DataLabelAnchor.left],
                clearance: lift))
        }
        return anchors
    }

    /// The boxes of the symbols, which data labels keep clear of.
    public override func labelObstacles(mapping: PlotSpaceMapping) -> [Rect] {
        guard let symbol = plotSymbol, symbol.symbolType != .none else { return [] }
        let width = symbol.size.width + (symbol.lineStyle?.lineWidth ?? 0)
        let height = symbol.size.height + (symbol.lineStyle?.lineWidth ?? 0)
        return viewPointRuns(mapping: mapping).joined().map {
            Rect(x: $0.x - width / 2, y: $0.y - height / 2, width: width, height: height)
        }
    }

    private func loadedNumbers(_ field: PlotField) -> [Double] {
        try? reloadDataIfNeeded()
        return cache.numbers(for: field) ?? []
    }
}
