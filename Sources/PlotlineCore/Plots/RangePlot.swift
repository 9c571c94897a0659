import PlotlineValues

/// Error bars and error bands around (x, y) points (Core Plot's `CPTRangePlot`): `highValues` and `lowValues`
/// are distances above and below y, `leftValues` and `rightValues` distances left and right of x.
///
/// Each record gets a vertical bar from y − low to y + high and a horizontal bar from x − left to x + right, with
/// caps `barWidth` points wide and a gap of `gapHeight` × `gapWidth` points around the point itself; `areaFill`
/// paints the band through all records.
public final class RangePlot: Plot {
    /// The scripting description of this class.
    public override class var descriptor: TypeDescriptor { rangePlotTable }

    /// The fields a range plot reads.
    public override class var dataFields: [PlotField] {
        [.xValues, .yValues, .highValues, .lowValues, .leftValues, .rightValues]
    }

    /// The style bindings drawn per record.
    public override class var styleBindings: [PlotBinding] { [.barLineStyles, .barWidths] }

    /// y rises from the bottom of the y range (the ranges around it keep their size).
    public override var growingFields: [PlotField] { [.yValues] }

    /// The bottom of the y range.
    public override var growBase: Double { lowestVisibleY }

    /// The bars and caps, or nil for none.
    public var barLineStyle: LineStyle? = LineStyle() { didSet { invalidate() } }
    /// The width of the caps at the ends of the bars, in points (0 for no caps).
    public var barWidth: Double = 0 { didSet { invalidate() } }
    /// The height of the gap in a vertical bar around the point, in points.
    public var gapHeight: Double = 0 { didSet { invalidate() } }
    /// The width of the gap in a horizontal bar around the point, in points.
    public var gapWidth: Double = 0 { didSet { invalidate() } }
    /// The band through all records, or nil for none.
    public var areaFill: Fill? { didSet { invalidate() } }
    /// The outline of the band, or nil for none.
    public var areaBorderLineStyle: LineStyle? { didSet { invalidate() } }
    /// Which way the band runs.
    public var fillDirection: RangePlotFillDirection = .horizontal { didSet { invalidate() } }

    /// Makes a range plot with no data.
    public override init(identifier: String? = nil) {
        super.init(identifier: identifier)
    }

    /// Makes a range plot of points with distances above (`high`) and below (`low`) them.
    public init(identifier: String? = nil, x: [Double], y: [Double], high: [Double], low: [Double]) {
        super.init(identifier: identifier)
        arrays.setNumbers(x, for: .xValues)
        arrays.setNumbers(y, for: .yValues)
        arrays.setNumbers(high, for: .highValues)
        setNumbers(low, for: .lowValues)
    }

    /// One record's point and distances (0 when a distance is missing).
    public struct Record: Hashable, Sendable {
        /// The record index.
        public var index: Int
        /// The x value.
        public var x: Double
        /// The y value.
        public var y: Double
        /// The distance above y.
        public var high: Double
        /// The distance below y.
        public var low: Double
        /// The distance left of x.
        public var left: Double
        /// The distance right of x.
        public var right: Double
    }

    /// The records with a finite x and y.
    public func records() -> [Record] {
        try? reloadDataIfNeeded()
        func distance(_ field: PlotField, _ index: Int) -> Double {
            let value = cache.number(for: field, at: index) ?? 0
            return value.isFinite ? abs(value) : 0
        }
        return (0..<cache.count).compactMap { index in
            let x = cache.number(for: .xValues, at: index) ?? Double(index)
            let y = cache.number(for: .yValues, at: index) ?? .nan
            guard x.isFinite, y.isFinite else { return nil }
            return Record(
                index: index, x: x, y: y, high: distance(.highValues, index), low: distance(.lowValues, index),
                left: distance(.leftValues, index), right: distance(.rightValues, index))
        }
    }

    /// The range the bars cover along a coordinate.
    public override func plotRange(for coordinate: Coordinate) -> PlotRange? {
        let records = records()
        let values = coordinate == .x
            ? records.flatMap { [$0.x - $0.left, $0.x + $0.right] } : records.flatMap { [$0.y - $0.low, $0.y + $0.high] }
        guard let low = values.min(), let high = values.max() else { return nil }
        return PlotRange(from: low, to: high)
    }

    /// Draws the band, then the bars and caps, clipped to the plot area.
    public override func draw(in context: any DrawingContext, mapping: PlotSpaceMapping) {
        guard !hidden else { return }
        let records = records()
        guard !records.isEmpty else { return }
        context.saveState()
        let widest = cache.styles[.barWidths]?.compactMap(\.number).max() ?? 0
        let boundLine = cache.styles[.barLineStyles]?.compactMap { $0.lineStyle(default: barLineStyle)?.lineWidth }.max() ?? 0
        let margin = max(barWidth / 2, widest / 2, 1) + max(barLineStyle?.lineWidth ?? 0, boundLine)
        context.clip(to: Path(rect: mapping.plotArea.insetBy(dx: -margin, dy: -margin)))
        drawBand(records, mapping: mapping, in: context)
        if cache.styles[.barLineStyles] == nil {
            if let style = barLineStyle, !style.isInvisible {
                var bars = Path()
                for record in records { addBars(of: record, mapping: mapping, context: context, lineWidth: style.lineWidth, to: &bars) }
                if !bars.isEmpty { context.stroke(bars, with: style) }
            }
        } else {
            for record in records {
                guard let style = barLineStyle(forRecord: record.index), !style.isInvisible else { continue }
                var bars = Path()
                addBars(of: record, mapping: mapping, context: context, lineWidth: style.lineWidth, to: &bars)
                if !bars.isEmpty { context.stroke(bars, with: style) }
            }
        }
        context.restoreState()
    }

    private func drawBand(_ records: [Record], mapping: PlotSpaceMapping, in context: any DrawingContext) {
        guard areaFill != nil || areaBorderLineStyle != nil, records.count > 1 else { return }
        let ordered = fillDirection == .horizontal ? records.sorted { $0.x < $1.x } : records.sorted { $0.y < $1.y }
        let first: [Point]
        let second: [Point]
        if fillDirection == .horizontal {
            first = ordered.map { mapping.viewPoint(forPlotPoint: Point(x: $0.x, y: $0.y + $0.high)) }
            second = ordered.map { mapping.viewPoint(forPlotPoint: Point(x: $0.x, y: $0.y - $0.low)) }
        } else {
            first = ordered.map { mapping.viewPoint(forPlotPoint: Point(x: $0.x - $0.left, y: $0.y)) }
            second = ordered.map { mapping.viewPoint(forPlotPoint: Point(x: $0.x + $0.right, y: $0.y)) }
        }
        var band = Path()
        band.addPolygon(first + second.reversed())
        if let areaFill, !areaFill.isInvisible { context.fill(band, with: areaFill) }
        if let border = areaBorderLineStyle, !border.isInvisible {
            var edges = Path()
            if let start = first.first { edges.move(to: start) }
            for point in first.dropFirst() { edges.addLine(to: point) }
            if let start = second.first { edges.move(to: start) }
            for point in second.dropFirst() { edges.addLine(to: point) }
            context.stroke(edges, with: border)
        }
    }

    private func addBars(
        of record: Record, mapping: PlotSpaceMapping, context: any DrawingContext, lineWidth: Double, to path: inout Path
    ) {
        let center = mapping.viewPoint(forPlotPoint: Point(x: record.x, y: record.y))
        guard center.x.isFinite, center.y.isFinite else { return }
        let x = context.alignedCoordinate(center.x, lineWidth: lineWidth)
        let y = context.alignedCoordinate(center.y, lineWidth: lineWidth)
        let top = mapping.viewY(record.y + record.high)
        let bottom = mapping.viewY(record.y - record.low)
        let left = mapping.viewX(record.x - record.left)
        let right = mapping.viewX(record.x + record.right)
        let halfGapHeight = max(0, gapHeight) / 2
        let halfGapWidth = max(0, gapWidth) / 2
        let halfCap = max(0, barWidth(forRecord: record.index)) / 2
        if record.high > 0, top.isFinite {
            path.addLineSegment(from: Point(x: x, y: min(y - halfGapHeight, center.y)), to: Point(x: x, y: top))
            if halfCap > 0 { addCap(at: top, from: x - halfCap, to: x + halfCap, horizontal: true, lineWidth: lineWidth, context: context, to: &path) }
        }
        if record.low > 0, bottom.isFinite {
            path.addLineSegment(from: Point(x: x, y: max(y + halfGapHeight, center.y)), to: Point(x: x, y: bottom))
            if halfCap > 0 { addCap(at: bottom, from: x - halfCap, to: x + halfCap, horizontal: true, lineWidth: lineWidth, context: context, to: &path) }
        }
        if record.left > 0, left.isFinite {
            path.addLineSegment(from: Point(x: min(x - halfGapWidth, center.x), y: y), to: Point(x: left, y: y))
            if halfCap > 0 { addCap(at: left, from: y - halfCap, to: y + halfCap, horizontal: false, lineWidth: lineWidth, context: context, to: &path) }
        }
        if record.right > 0, right.isFinite {
            path.addLineSegment(from: Point(x: max(x + halfGapWidth, center.x), y: y), to: Point(x: right, y: y))
            if halfCap > 0 { addCap(at: right, from: y - halfCap, to: y + halfCap, horizontal: false, lineWidth: lineWidth, context: context, to: &path) }
        }
    }

    private func addCap(
        at position: Double, from start: Double, to end: Double, horizontal: Bool, lineWidth: Double,
        context: any DrawingContext, to path: inout Path
    ) {
        let aligned = context.alignedCoordinate(position, lineWidth: lineWidth)
        if horizontal {
            path.addLineSegment(from: Point(x: start, y: aligned), to: Point(x: end, y: aligned))
        } else {
            path.addLineSegment(from: Point(x: aligned, y: start), to: Point(x: aligned, y: end))
        }
    }

    /// The line of a record's bars: its bound style (`barLineStyles` binding), else `barLineStyle`.
    public func barLineStyle(forRecord index: Int) -> LineStyle? {
        cache.style(for: .barLineStyles, at: index).lineStyle(default: barLineStyle)
    }

    /// The cap width of a record's bars: its bound width (`barWidths` binding), else `barWidth`.
    public func barWidth(forRecord index: Int) -> Double {
        cache.style(for: .barWidths, at: index).number ?? barWidth
    }

    // MARK: - Data labels and legend

    /// Labels show y values.
    public override var defaultLabelField: PlotField? { .yValues }

    /// Above each bar's top, else below its bottom.
    public override func dataLabelAnchors(mapping: PlotSpaceMapping) -> [DataLabelAnchor] {
        let field = effectiveLabelField ?? .yValues
        return records().map { record in
            let value = field == .yValues ? record.y : (cache.number(for: field, at: record.index) ?? record.y)
            return DataLabelAnchor(
                index: record.index, value: value,
                point: Point(x: mapping.viewX(record.x), y: mapping.viewY(record.y + record.high)),
                directions: [DataLabelAnchor.up, DataLabelAnchor.right, DataLabelAnchor.left])
        }
    }

    /// The boxes of the bars and caps, which data labels keep clear of.
    public override func labelObstacles(mapping: PlotSpaceMapping) -> [Rect] {
        guard let style = barLineStyle, !style.isInvisible else { return [] }
        let half = max(barWidth, style.lineWidth) / 2
        return records().flatMap { record -> [Rect] in
            let x = mapping.viewX(record.x)
            let y = mapping.viewY(record.y)
            let top = mapping.viewY(record.y + record.high)
            let bottom = mapping.viewY(record.y - record.low)
            let left = mapping.viewX(record.x - record.left)
            let right = mapping.viewX(record.x + record.right)
            return [
                Rect(x: x - half, y: min(top, bottom), width: 2 * half, height: abs(bottom - top)),
                Rect(x: min(left, right), y: y - half, width: abs(right - left), height: 2 * half),
            ].filter { $0.width.isFinite && $0.height.isFinite }
        }
    }

    /// The band as a rectangle, with an error bar across it.
    public override func drawSwatch(in context: any DrawingContext, rect: Rect) {
        if let areaFill, !areaFill.isInvisible {
            context.fill(Path(rect: rect.insetBy(dx: 0, dy: rect.height * 0.2)), with: areaFill)
        }
        guard let style = barLineStyle, !style.isInvisible else { return }
        var bar = Path()
        let x = rect.midX
        bar.addLineSegment(from: Point(x: x, y: rect.minY), to: Point(x: x, y: rect.maxY))
        let cap = min(barWidth, rect.width) / 2
        if cap > 0 {
            bar.addLineSegment(from: Point(x: x - cap, y: rect.minY), to: Point(x: x + cap, y: rect.minY))
            bar.addLineSegment(from: Point(x: x - cap, y: rect.maxY), to: Point(x: x + cap, y: rect.maxY))
        }
        context.stroke(bar, with: style)
    }
}
