import PlotlineValues

/// Open, high, low and close values per record, drawn as OHLC bars or candlesticks (Core Plot's
/// `CPTTradingRangePlot`).
///
/// A record whose close is at or above its open is an increase: it uses `increaseFill` and `increaseLineStyle`
/// (falling back to `lineStyle`); a decrease uses the decrease styles.
public final class TradingRangePlot: Plot {
    /// The scripting description of this class.
    public override class var descriptor: TypeDescriptor { tradingRangePlotTable }

    /// The fields a trading-range plot reads.
    public override class var dataFields: [PlotField] { [.xValues, .openValues, .highValues, .lowValues, .closeValues] }

    /// x on x; the open, high, low and close on y.
    public override func coordinate(placing field: PlotField) -> Coordinate? {
        field == .xValues ? .x : [.openValues, .highValues, .lowValues, .closeValues].contains(field) ? .y : nil
    }

    /// The style bindings drawn per record.
    public override class var styleBindings: [PlotBinding] {
        [.increaseFills, .decreaseFills, .lineStyles, .increaseLineStyles, .decreaseLineStyles, .barWidths]
    }

    /// Prices rise from the bottom of the y range.
    public override var growingFields: [PlotField] { [.openValues, .highValues, .lowValues, .closeValues] }

    /// The bottom of the y range.
    public override var growBase: Double { lowestVisibleY }

    /// OHLC bars or candlesticks.
    public var plotStyle: TradingRangePlotStyle = .ohlc { didSet { invalidate() } }
    /// The width of a candlestick body, in points.
    public var barWidth: Double = 5 { didSet { invalidate() } }
    /// The length of the open and close ticks of an OHLC bar, in points.
    public var stickLength: Double = 3 { didSet { invalidate() } }
    /// The radius of a candlestick body's corners, in points.
    public var barCornerRadius: Double = 0 { didSet { invalidate() } }
    /// True to outline candlestick bodies.
    public var showBarBorder = true { didSet { invalidate() } }
    /// The line of every record unless an increase or decrease style is set.
    public var lineStyle: LineStyle = LineStyle() { didSet { invalidate() } }
    /// The line of increasing records, or nil for `lineStyle`.
    public var increaseLineStyle: LineStyle? { didSet { invalidate() } }
    /// The line of decreasing records, or nil for `lineStyle`.
    public var decreaseLineStyle: LineStyle? { didSet { invalidate() } }
    /// The body of increasing candlesticks, or nil for a hollow one.
    public var increaseFill: Fill? = Fill(color: .white) { didSet { invalidate() } }
    /// The body of decreasing candlesticks, or nil for a hollow one.
    public var decreaseFill: Fill? = Fill(color: .black) { didSet { invalidate() } }

    /// Makes a trading-range plot with no data.
    public override init(identifier: String? = nil) {
        super.init(identifier: identifier)
    }

    /// Makes a trading-range plot from arrays of x, open, high, low and close values.
    public init(identifier: String? = nil, x: [Double], open: [Double], high: [Double], low: [Double], close: [Double]) {
        super.init(identifier: identifier)
        arrays.setNumbers(x, for: .xValues)
        arrays.setNumbers(open, for: .openValues)
        arrays.setNumbers(high, for: .highValues)
        arrays.setNumbers(low, for: .lowValues)
        setNumbers(close, for: .closeValues)
    }

    /// One record's values.
    public struct Record: Hashable, Sendable {
        /// The record index.
        public var index: Int
        /// Its x value.
        public var x: Double
        /// The opening value (NaN when missing).
        public var open: Double
        /// The high (NaN when missing).
        public var high: Double
        /// The low (NaN when missing).
        public var low: Double
        /// The closing value (NaN when missing).
        public var close: Double

        /// True when the close is at or above the open.
        public var isIncrease: Bool { !(close < open) }
    }

    /// The records with a finite x and at least one finite price.
    public func records() -> [Record] {
        try? reloadDataIfNeeded()
        return (0..<cache.count).compactMap { index in
            let record = Record(
                index: index, x: cache.number(for: .xValues, at: index) ?? Double(index),
                open: value(.openValues, index), high: value(.highValues, index), low: value(.lowValues, index),
                close: value(.closeValues, index))
            guard record.x.isFinite, [record.open, record.high, record.low, record.close].contains(where: \.isFinite) else {
                return nil
            }
            return record
        }
    }

    private func value(_ field: PlotField, _ index: Int) -> Double {
        cache.number(for: field, at: index) ?? .nan
    }

    /// The range of x values, or of every price for y.
    public override func plotRange(for coordinate: Coordinate) -> PlotRange? {
        let records = records()
        let values = coordinate == .x
            ? records.map(\.x) : records.flatMap { [$0.open, $0.high, $0.low, $0.close] }.filter(\.isFinite)
        guard let low = values.min(), let high = values.max() else { return nil }
        return PlotRange(from: low, to: high)
    }

    /// The line style of a record: its bound increase or decrease style, else its bound `lineStyles` style, else
    /// the plot's increase or decrease style, else `lineStyle`.
    public func lineStyle(for record: Record) -> LineStyle {
        let plotStyle = (record.isIncrease ? increaseLineStyle : decreaseLineStyle) ?? lineStyle
        let general = cache.style(for: .lineStyles, at: record.index).lineStyle(default: plotStyle) ?? plotStyle
        let specific: PlotBinding = record.isIncrease ? .increaseLineStyles : .decreaseLineStyles
        return cache.style(for: specific, at: record.index).lineStyle(default: general) ?? general
    }

    /// The body of a record's candlestick: its bound increase or decrease fill, else the plot's.
    public func fill(for record: Record) -> Fill? {
        let binding: PlotBinding = record.isIncrease ? .increaseFills : .decreaseFills
        return cache.style(for: binding, at: record.index).fill(default: record.isIncrease ? increaseFill : decreaseFill)
    }

    /// The body width of a record's candlestick: its bound width (`barWidths` binding), else `barWidth`.
    public func barWidth(for record: Record) -> Double {
        cache.style(for: .barWidths, at: record.index).number ?? barWidth
    }

    /// Draws every record, clipped to the plot area.
    public override func draw(in context: any DrawingContext, mapping: PlotSpaceMapping) {
        guard !hidden else { return }
        let widest = cache.styles[.barWidths]?.compactMap(\.number).max() ?? 0
        let margin = max(barWidth, widest, stickLength * 2) / 2 + lineStyle.lineWidth
        context.saveState()
        context.clip(to: Path(rect: mapping.plotArea.insetBy(dx: -margin, dy: -1)))
        for record in records() {
            let x = context.alignedCoordinate(mapping.viewX(record.x), lineWidth: lineStyle(for: record).lineWidth)
            guard x.isFinite else { continue }
            switch plotStyle {
            case .ohlc: drawOHLC(record, x: x, mapping: mapping, in: context)
            case .candleStick: drawCandle(record, x: x, mapping: mapping, in: context)
            }
        }
        context.restoreState()
    }

    private func drawOHLC(_ record: Record, x: Double, mapping: PlotSpaceMapping, in context: any DrawingContext) {
        let style = lineStyle(for: record)
        guard !style.isInvisible else { return }
        var path = Path()
        let high = record.high.isFinite ? record.high : max(record.open, record.close)
        let low = record.low.isFinite ? record.low : min(record.open, record.close)
        if high.isFinite, low.isFinite {
            path.addLineSegment(from: Point(x: x, y: mapping.viewY(high)), to: Point(x: x, y: mapping.viewY(low)))
        }
        if record.open.isFinite {
            let y = context.alignedCoordinate(mapping.viewY(record.open), lineWidth: style.lineWidth)
            path.addLineSegment(from: Point(x: x - stickLength, y: y), to: Point(x: x, y: y))
        }
        if record.close.isFinite {
            let y = context.alignedCoordinate(mapping.viewY(record.close), lineWidth: style.lineWidth)
            path.addLineSegment(from: Point(x: x, y: y), to: Point(x: x + stickLength, y: y))
        }
        var square = style
        square.lineCap = .square
        if !path.isEmpty { context.stroke(path, with: square) }
    }

    private func drawCandle(_ record: Record, x: Double, mapping: PlotSpaceMapping, in context: any DrawingContext) {
        let style = lineStyle(for: record)
        let open = record.open.isFinite ? record.open : record.close
        let close = record.close.isFinite ? record.close : record.open
        let top = mapping.viewY(max(open, close))
        let bottom = mapping.viewY(min(open, close))
        if !style.isInvisible {
            var wick = Path()
            if record.high.isFinite, top.isFinite {
                wick.addLineSegment(from: Point(x: x, y: mapping.viewY(record.high)), to: Point(x: x, y: top))
            }
            if record.low.isFinite, bottom.isFinite {
                wick.addLineSegment(from: Point(x: x, y: bottom), to: Point(x: x, y: mapping.viewY(record.low)))
            }
            if !wick.isEmpty { context.stroke(wick, with: style) }
        }
        guard top.isFinite, bottom.isFinite else { return }
        let width = barWidth(for: record)
        let left = context.alignedCoordinate(x - width / 2, lineWidth: style.lineWidth)
        let right = context.alignedCoordinate(x + width / 2, lineWidth: style.lineWidth)
        let body = Rect(x: left, y: top, width: right - left, height: max(bottom - top, 0))
        let outline = Path(roundedRect: body, cornerRadius: barCornerRadius)
        if let fill = fill(for: record), !fill.isInvisible, body.height > 0 {
            context.fill(outline, with: fill)
        }
        if showBarBorder || body.height == 0, !style.isInvisible {
            if body.height == 0 {
                var doji = Path()
                doji.addLineSegment(from: Point(x: left, y: top), to: Point(x: right, y: top))
                context.stroke(doji, with: style)
            } else {
                context.stroke(outline, with: style)
            }
        }
    }

    // MARK: - Data labels and legend

    /// Labels show closing values.
    public override var defaultLabelField: PlotField? { .closeValues }

    /// Above each record's high, else below its low.
    public override func dataLabelAnchors(mapping: PlotSpaceMapping) -> [DataLabelAnchor] {
        let field = effectiveLabelField ?? .closeValues
        return records().compactMap { record in
            let top = [record.high, record.open, record.close].filter(\.isFinite).max()
            guard let top else { return nil }
            let value = field == .xValues ? record.x : (cache.number(for: field, at: record.index) ?? record.close)
            return DataLabelAnchor(
                index: record.index, value: value, point: Point(x: mapping.viewX(record.x), y: mapping.viewY(top)),
                directions: [DataLabelAnchor.up, DataLabelAnchor.down])
        }
    }

    /// A small candlestick or OHLC bar, as an increase.
    public override func drawSwatch(in context: any DrawingContext, rect: Rect) {
        let mapping = PlotSpaceMapping(
            xRange: PlotRange(location: 0, length: 1), yRange: PlotRange(location: 0, length: 4),
            xScaleType: .linear, yScaleType: .linear, plotArea: rect)
        let record = Record(index: 0, x: 0.5, open: 1, high: 4, low: 0, close: 3)
        let x = rect.midX
        switch plotStyle {
        case .ohlc: drawOHLC(record, x: x, mapping: mapping, in: context)
        case .candleStick: drawCandle(record, x: x, mapping: mapping, in: context)
        }
    }
}
