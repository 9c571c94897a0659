import Foundation
import PlotlineValues

/// A pie (or, with an inner radius, a donut) whose slices share a circle by value (Core Plot's `CPTPieChart`).
///
/// It is a plot: put it in an `XYGraph` whose `axisSet` is nil. Labels (`labelTextStyle`) sit outside the pie
/// with leader lines when `labelOffset` is positive, spread apart so that none overlaps another, and inside the
/// slices when it is negative. With `pieRadius` nil the pie fills the plot area, leaving room for the labels.
public final class PieChart: Plot {
    /// The scripting description of this class.
    public override class var descriptor: TypeDescriptor { pieChartTable }

    /// The field a pie chart reads: the slice widths.
    public override class var dataFields: [PlotField] { [.sliceWidths] }

    /// The style bindings drawn per record.
    public override class var styleBindings: [PlotBinding] { [.sliceFills, .sliceRadialOffsets] }

    /// The share of the circle the slices sweep while the chart grows in (1 otherwise).
    private var growingSweep = 1.0

    /// A pie sweeps round rather than being revealed from the left.
    public override var revealsAlongX: Bool { false }

    /// A pie grows in by sweeping round: the slices cover the share `min(x, y)` of their angle.
    public override func beginGrowing(x: Double, y: Double) {
        growingSweep = min(x, y)
    }

    /// Sweeps the whole angle again.
    public override func endGrowing() {
        growingSweep = 1
    }

    /// The outer radius in points, or nil to fill the plot area.
    public var pieRadius: Double? { didSet { invalidate() } }
    /// The radius of the hole in points (0 for a full pie, more for a donut).
    public var pieInnerRadius: Double = 0 { didSet { invalidate() } }
    /// The angle where the first slice starts, radians counter-clockwise from the positive x axis (π/2 is the top).
    public var startAngle: Double = Double.pi / 2 { didSet { invalidate() } }
    /// The angle where the last slice ends, or nil for a full circle.
    public var endAngle: Double? { didSet { invalidate() } }
    /// The direction slices follow each other.
    public var sliceDirection: PieDirection = .clockwise { didSet { invalidate() } }
    /// The pie's centre as a fraction of the plot area ((0.5, 0.5) is the middle; y grows upwards).
    public var centerAnchor = Point(x: 0.5, y: 0.5) { didSet { invalidate() } }
    /// One fill per slice, cycling; empty uses the palette colours.
    public var sliceFills: [Fill] = [] { didSet { invalidate() } }
    /// How far each slice is pushed out from the centre, in points (exploded slices); missing entries are 0.
    public var radialOffsets: [Double] = [] { didSet { invalidate() } }
    /// The outline of each slice, or nil for none (a white outline separates slices cleanly).
    public var borderLineStyle: LineStyle? { didSet { invalidate() } }
    /// A paint drawn over the whole pie (a radial gradient for shading), or nil.
    public var overlayFill: Fill? { didSet { invalidate() } }
    /// The leader lines from slices to outside labels, or nil for none.
    public var labelLineStyle: LineStyle? = LineStyle(lineWidth: 0.75, lineColor: Color(white: 0.55)) {
        didSet { invalidate() }
    }
    /// The legend text of each slice; missing entries use the data label or the value.
    public var sliceTitles: [String] = [] { didSet { invalidate() } }

    /// The space kept between a leader line's elbow and its label, in points.
    static let leaderRun = 10.0
    /// The gap between neighbouring outside labels, in points.
    static let labelGap = 2.0

    /// Makes a pie chart with no data.
    public override init(identifier: String? = nil) {
        super.init(identifier: identifier)
        labelOffset = 12
    }

    /// Makes a pie chart from slice widths.
    public init(identifier: String? = nil, sliceWidths: [Double]) {
        super.init(identifier: identifier)
        labelOffset = 12
        setNumbers(sliceWidths, for: .sliceWidths)
    }

    /// The width (share) of each slice.
    public var sliceWidths: [Double] {
        get {
            try? reloadDataIfNeeded()
            return cache.numbers(for: .sliceWidths) ?? []
        }
        set { setNumbers(newValue, for: .sliceWidths) }
    }

    /// The slices with their angles; records whose width is missing, negative or zero get no slice.
    public func slices() -> [PieSlice] {
        try? reloadDataIfNeeded()
        let widths = (0..<cache.count).map { cache.number(for: .sliceWidths, at: $0) ?? .nan }
        let total = widths.filter { $0.isFinite && $0 > 0 }.reduce(0, +)
        guard total > 0 else { return [] }
        let sign: Double = sliceDirection == .clockwise ? -1 : 1
        let sweep = (endAngle.map { $0 - startAngle } ?? sign * 2 * Double.pi) * growingSweep
        var angle = startAngle
        var slices: [PieSlice] = []
        for (index, width) in widths.enumerated() where width.isFinite && width > 0 {
            let span = sweep * width / total
            let offset = cache.style(for: .sliceRadialOffsets, at: index).number
                ?? (radialOffsets.indices.contains(index) && radialOffsets[index].isFinite ? radialOffsets[index] : 0)
            slices.append(PieSlice(index: index, value: width, startAngle: angle, endAngle: angle + span, radialOffset: offset))
            angle += span
        }
        return slices
    }

    /// The fill of the slice of a record: its bound fill (`sliceFills` binding), else `sliceFills`, else the
    /// palette colour.
    public func sliceFill(forRecord index: Int) -> Fill {
        let own = sliceFills.isEmpty ? Fill(color: ChartPalette.color(at: index)) : sliceFills[index % sliceFills.count]
        return cache.style(for: .sliceFills, at: index).fill(default: own) ?? own
    }

    // MARK: - Geometry

    /// The centre and outer radius of the pie in a plot area, leaving room for outside labels.
    public func pieGeometry(in plotArea: Rect, measurer: any TextMeasurer) -> (center: Point, radius: Double) {
        let center = Point(
            x: plotArea.minX + centerAnchor.x * plotArea.width, y: plotArea.maxY - centerAnchor.y * plotArea.height)
        if let pieRadius { return (center, max(0, pieRadius)) }
        let maxOffset = max(0, slices().map(\.radialOffset).max() ?? 0)
        var horizontalRoom = 0.0
        var verticalRoom = 0.0
        if hasOutsideLabels, let style = effectiveLabelTextStyle {
            let sizes = ((try? labelTexts()) ?? []).map { measurer.measure($0, style: style).size }
            horizontalRoom = (sizes.map(\.width).max() ?? 0) + labelOffset + PieChart.leaderRun
            verticalRoom = (sizes.map(\.height).max() ?? 0) + labelOffset
        }
        let halfWidth = min(center.x - plotArea.minX, plotArea.maxX - center.x)
        let halfHeight = min(center.y - plotArea.minY, plotArea.maxY - center.y)
        let fitted = min(halfWidth - horizontalRoom, halfHeight - verticalRoom) - maxOffset
        let smallest = 0.25 * min(halfWidth, halfHeight)
        return (center, max(smallest, fitted))
    }

    /// True when labels go outside the pie with leader lines.
    var hasOutsideLabels: Bool {
        effectiveLabelTextStyle != nil && labelOffset >= 0
    }

    /// The outline of a slice (an annular sector for a donut).
    public func slicePath(_ slice: PieSlice, center: Point, radius: Double) -> Path {
        let middle = slice.medianAngle
        let shifted = Point(
            x: center.x + slice.radialOffset * cos(middle), y: center.y - slice.radialOffset * sin(middle))
        let inner = min(max(0, pieInnerRadius), radius)
        var path = Path()
        let isFullCircle = abs(slice.endAngle - slice.startAngle) >= 2 * Double.pi - 1e-9
        if inner > 0 {
            path.addArc(center: shifted, radius: radius, startAngle: slice.startAngle, endAngle: slice.endAngle, startsSubpath: true)
            if isFullCircle { path.closeSubpath() }
            path.addArc(center: shifted, radius: inner, startAngle: slice.endAngle, endAngle: slice.startAngle, startsSubpath: isFullCircle)
        } else {
            if isFullCircle {
                path.addArc(center: shifted, radius: radius, startAngle: slice.startAngle, endAngle: slice.endAngle, startsSubpath: true)
            } else {
                path.move(to: shifted)
                path.addArc(center: shifted, radius: radius, startAngle: slice.startAngle, endAngle: slice.endAngle)
            }
        }
        path.closeSubpath()
        return path
    }

    // MARK: - Drawing

    /// Draws the slices, their outlines and the overlay; labels are drawn with the other data labels.
    public override func draw(in context: any DrawingContext, mapping: PlotSpaceMapping) {
        guard !hidden else { return }
        let (center, radius) = pieGeometry(in: mapping.plotArea, measurer: context)
        let slices = slices()
        guard radius > 0, !slices.isEmpty else { return }
        var whole = Path()
        for slice in slices {
            let path = slicePath(slice, center: center, radius: radius)
            let fill = sliceFill(forRecord: slice.index)
            if !fill.isInvisible { context.fill(path, with: fill) }
            whole.addPath(path)
        }
        if let overlayFill, !overlayFill.isInvisible { context.fill(whole, with: overlayFill) }
        if let borderLineStyle, !borderLineStyle.isInvisible {
            var joined = borderLineStyle
            joined.lineJoin = .round
            for slice in slices { context.stroke(slicePath(slice, center: center, radius: radius), with: joined) }
        }
    }

    // MARK: - Labels

    /// Labels show slice widths.
    public override var defaultLabelField: PlotField? { .sliceWidths }

    /// The label text of every slice, in slice order.
    func labelTexts() throws -> [String] {
        let slices = slices()
        let texts = try dataLabelTexts(for: slices.map {
            DataLabelAnchor(index: $0.index, value: $0.value, point: .zero, directions: [])
        })
        guard labelsOnlyWhereGiven else { return texts }
        return zip(slices, texts).map { slice, text in dataSourceGivesLabel(at: slice.index) ? text : "" }
    }

    /// Draws the labels: outside the pie with leader lines, spread apart on each side, or inside the slices.
    public override func drawDataLabels(
        in context: any DrawingContext, mapping: PlotSpaceMapping, placer: inout DataLabelPlacer
    ) throws {
        guard !hidden, let style = effectiveLabelTextStyle, !style.color.isClear else { return }
        let (center, radius) = pieGeometry(in: mapping.plotArea, measurer: context)
        let slices = slices()
        let texts = try labelTexts()
        guard radius > 0, slices.count == texts.count else { return }
        if labelOffset >= 0 {
            let layout = PieLabelLayout(center: center, radius: radius, offset: labelOffset, bounds: mapping.plotArea)
            for label in layout.place(slices: slices, texts: texts, style: style, measurer: context) {
                if let leader = labelLineStyle, !leader.isInvisible { context.stroke(label.leader, with: leader) }
                label.text.draw(in: context)
                placer.reserve(label.text.bounds)
            }
        } else {
            for (slice, text) in zip(slices, texts) where !text.isEmpty {
                let distance = max(0, radius + labelOffset + slice.radialOffset)
                let angle = slice.medianAngle
                let point = Point(x: center.x + distance * cos(angle), y: center.y - distance * sin(angle))
                let size = context.measure(text, style: style).size
                let label = PlacedText(
                    text: text, style: style, size: size, point: point, anchor: Point(x: 0.5, y: 0.5),
                    rotation: labelRotation)
                guard placer.fits(label.bounds) else { continue }
                placer.reserve(label.bounds)
                label.draw(in: context)
            }
        }
    }

    // MARK: - Legend

    /// One legend entry per slice.
    public override var numberOfLegendEntries: Int {
        try? reloadDataIfNeeded()
        return cache.count
    }

    /// The slice's title, else its data label, else its formatted value.
    public override func legendTitle(forEntryAt index: Int) -> String {
        if sliceTitles.indices.contains(index) { return sliceTitles[index] }
        if let labels = cache.labels, labels.indices.contains(index), let text = labels[index] { return text }
        let value = cache.number(for: .sliceWidths, at: index) ?? .nan
        return (try? dataLabelTexts(for: [DataLabelAnchor(index: index, value: value, point: .zero, directions: [])]))?
            .first ?? displayName
    }

    /// The plot's first slice colour.
    public override func drawSwatch(in context: any DrawingContext, rect: Rect) {
        drawSwatch(forEntryAt: 0, in: context, rect: rect)
    }

    /// A square in the slice's fill and outline.
    public override func drawSwatch(forEntryAt index: Int, in context: any DrawingContext, rect: Rect) {
        let shape = Path(rect: rect)
        let fill = sliceFill(forRecord: index)
        if !fill.isInvisible { context.fill(shape, with: fill) }
        if let borderLineStyle, !borderLineStyle.isInvisible, borderLineStyle.lineColor != .white {
            context.stroke(shape, with: borderLineStyle)
        }
    }
}
