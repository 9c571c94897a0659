/// A series of (x, y) points drawn as a line, symbols and optional area fills (Core Plot's `CPTScatterPlot`).
///
/// Missing values (NaN, or nil in the language) leave a gap in the line and the fill.
public final class ScatterPlot: Plot {
    /// The scripting description of this class.
    public override class var descriptor: TypeDescriptor { scatterPlotTable }

    /// The x value of each record; empty means 0, 1, 2… (record indices).
    public var xValues: [Double] = [] { didSet { invalidate() } }
    /// The y value of each record.
    public var yValues: [Double] = [] { didSet { invalidate() } }
    /// How points are connected.
    public var interpolation: ScatterPlotInterpolation = .linear { didSet { invalidate() } }
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

    /// Makes a scatter plot with no data.
    public override init(identifier: String? = nil) {
        super.init(identifier: identifier)
    }

    /// Makes a scatter plot from arrays of x and y values.
    public init(identifier: String? = nil, x: [Double], y: [Double]) {
        super.init(identifier: identifier)
        self.xValues = x
        self.yValues = y
    }

    /// The number of records: the number of y values, limited by the x values when there are any.
    public override var dataCount: Int {
        xValues.isEmpty ? yValues.count : min(xValues.count, yValues.count)
    }

    /// The x value of a record (its index when no x values are set).
    public func xValue(at index: Int) -> Double {
        xValues.isEmpty ? Double(index) : xValues[index]
    }

    /// The range of the finite x or y values, or nil when there are none.
    public override func plotRange(for coordinate: Coordinate) -> PlotRange? {
        let values = (0..<dataCount).map { coordinate == .x ? xValue(at: $0) : yValues[$0] }.filter(\.isFinite)
        guard let low = values.min(), let high = values.max() else { return nil }
        return PlotRange(from: low, to: high)
    }

    /// The device points of the records, split into runs at missing values.
    public func viewPointRuns(mapping: PlotSpaceMapping) -> [[Point]] {
        var runs: [[Point]] = []
        var current: [Point] = []
        for index in 0..<dataCount {
            let x = xValue(at: index)
            let y = yValues[index]
            let point = mapping.viewPoint(forPlotPoint: Point(x: x, y: y))
            if x.isFinite, y.isFinite, point.x.isFinite, point.y.isFinite {
                current.append(point)
            } else if !current.isEmpty {
                runs.append(current)
                current = []
            }
        }
        if !current.isEmpty { runs.append(current) }
        return runs
    }

    /// Draws the area fills, then the line, then the symbols, clipped to the plot area grown by the half-width of
    /// the line and symbols so that data on the edge is drawn whole.
    public override func draw(in context: any DrawingContext, mapping: PlotSpaceMapping) {
        guard !hidden, dataCount > 0 else { return }
        let runs = viewPointRuns(mapping: mapping)
        context.saveState()
        context.clip(to: Path(rect: mapping.plotArea.insetBy(dx: -clipMargin, dy: -clipMargin)))
        drawArea(areaFill, base: areaBaseValue ?? mapping.yRange.minLimit, runs: runs, mapping: mapping, in: context)
        drawArea(areaFill2, base: areaBaseValue2 ?? mapping.yRange.maxLimit, runs: runs, mapping: mapping, in: context)
        if let style = dataLineStyle, !style.isInvisible {
            var line = Path()
            for run in runs { line.addPath(ScatterPlotPath.line(through: run, interpolation: interpolation)) }
            if !line.isEmpty { context.stroke(line, with: style) }
        }
        if let symbol = plotSymbol, symbol.symbolType != .none {
            let visible = mapping.plotArea.insetBy(dx: -clipMargin, dy: -clipMargin)
            for point in runs.joined() where visible.contains(point) { symbol.draw(at: point, in: context) }
        }
        context.restoreState()
    }

    /// Stores category indices as the x or y values.
    public override func applyCategoryValues(_ values: [Double], for coordinate: Coordinate) {
        if coordinate == .x { xValues = values } else { yValues = values }
    }

    /// Draws the legend swatch: the area fill as a box, the line across the middle, the symbol in the centre.
    public override func drawSwatch(in context: any DrawingContext, rect: Rect) {
        ScatterPlotSwatch.draw(self, in: context, rect: rect)
    }

    private var clipMargin: Double {
        let line = (dataLineStyle?.lineWidth ?? 0) / 2
        let symbol = plotSymbol.map { max($0.size.width, $0.size.height) / 2 + ($0.lineStyle?.lineWidth ?? 0) / 2 } ?? 0
        return max(line, symbol)
    }

    private func drawArea(
        _ fill: Fill?, base: Double, runs: [[Point]], mapping: PlotSpaceMapping, in context: any DrawingContext
    ) {
        guard let fill, !fill.isInvisible, base.isFinite else { return }
        let baseY = mapping.viewY(base)
        guard baseY.isFinite else { return }
        var area = Path()
        for run in runs where run.count > 1 {
            area.addPath(ScatterPlotPath.area(through: run, interpolation: interpolation, baseY: baseY))
        }
        if !area.isEmpty { context.fill(area, with: fill) }
    }
}
