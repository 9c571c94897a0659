import Foundation

/// An axis of an x-y graph, crossing the other coordinate at `orthogonalPosition` (Core Plot's `CPTXYAxis`).
///
/// An axis whose orthogonal position lies outside the visible range sticks to the nearest edge of the plot area,
/// so an axis never disappears because the data moved away from zero.
public final class XYAxis: Axis {
    /// The scripting description of this class.
    public override class var descriptor: TypeDescriptor { xyAxisTable }

    /// The data value of the other coordinate where this axis crosses it (an x axis at y = 0 by default).
    public var orthogonalPosition: Double = 0 { didSet { invalidate() } }

    /// The smallest gap between two labels, in points; a label closer than this to the previous one is skipped.
    static let minimumLabelGap = 4.0
    /// How many times ticks may be spaced further apart to make labels fit.
    static let maximumCoarsening = 9
    /// The smallest gap between the labels and the title, in points.
    static let titleGap = 6.0

    /// Makes an axis for a coordinate.
    public override init(coordinate: Coordinate) {
        super.init(coordinate: coordinate)
    }

    /// Lays the axis out for a plot area, or returns nil when it has no plot space or nothing visible.
    ///
    /// An axis on an edge of the plot area keeps its ticks, labels and title outside the plot area.
    /// - Throws: the error of a label formatter that fails.
    public func layout(in plotArea: Rect, measurer: any TextMeasurer) throws -> AxisLayout? {
        guard !hidden, let space = effectivePlotSpace, let range = coveredRange(in: space) else { return nil }
        let mapping = space.mapping(in: plotArea)
        let position = crossingPosition(space: space, mapping: mapping)
        let edge = edgeSide(of: position, in: plotArea)
        let axisLength = coordinate == .x ? plotArea.width : plotArea.height
        let along = { (value: Double) in mapping.viewCoordinate(value, for: self.coordinate) }
        let lineEnds = [along(range.location), along(range.end)]
        guard position.isFinite, lineEnds.allSatisfy(\.isFinite), let gridSpan = gridSpan(space: space, mapping: mapping)
        else { return nil }
        var layout = AxisLayout(
            coordinate: coordinate, mapping: mapping, position: position, isInterior: edge == nil,
            tickSide: turnedOutwards(tickDirection, edge: edge), labelSide: turnedOutwards(effectiveLabelDirection, edge: edge),
            lineSpan: min(lineEnds[0], lineEnds[1])...max(lineEnds[0], lineEnds[1]), gridSpan: gridSpan,
            ticks: .empty, majorPositions: [], minorPositions: [], labels: [], title: nil)
        for coarsening in 0...XYAxis.maximumCoarsening {
            layout.ticks = ticks(in: range, axisLength: axisLength, coarsening: coarsening)
            layout.majorPositions = layout.ticks.major.map(along)
            layout.minorPositions = layout.ticks.minor.map(along)
            let (labels, skipped) = try placeLabels(layout: layout, measurer: measurer)
            layout.labels = labels
            if !skipped || !canCoarsenTicks { break }
        }
        layout.title = placeTitle(layout: layout, range: range, plotArea: plotArea, measurer: measurer)
        return layout
    }

    // MARK: - Drawing phases

    /// Draws grid lines across the plot area at the major or minor ticks.
    public func drawGridLines(_ layout: AxisLayout, minor: Bool, in context: any DrawingContext) {
        guard let style = minor ? minorGridLineStyle : majorGridLineStyle, !style.isInvisible else { return }
        var path = Path()
        for location in minor ? layout.minorPositions : layout.majorPositions {
            path.addPath(context.alignedSegment(
                from: point(along: location, across: layout.gridSpan.lowerBound),
                to: point(along: location, across: layout.gridSpan.upperBound), lineWidth: style.lineWidth))
        }
        if !path.isEmpty { context.stroke(path, with: style) }
    }

    /// Draws the major or minor tick marks.
    public func drawTicks(_ layout: AxisLayout, minor: Bool, in context: any DrawingContext) {
        guard let style = minor ? minorTickLineStyle : majorTickLineStyle, !style.isInvisible else { return }
        let length = minor ? minorTickLength : majorTickLength
        guard length > 0 else { return }
        let outward = outwardFactor(layout.tickSide == .none ? .positive : layout.tickSide)
        let start = layout.tickSide == .none ? layout.position - outward * length / 2 : layout.position
        let end = start + outward * length
        var path = Path()
        for location in minor ? layout.minorPositions : layout.majorPositions {
            path.addPath(context.alignedSegment(
                from: point(along: location, across: start), to: point(along: location, across: end),
                lineWidth: style.lineWidth))
        }
        if !path.isEmpty { context.stroke(path, with: style) }
    }

    /// Draws the axis line, extended by half its width at each end so that two axes meet in a square corner.
    public func drawAxisLine(_ layout: AxisLayout, in context: any DrawingContext) {
        guard let style = axisLineStyle, !style.isInvisible else { return }
        let overhang = style.lineWidth / 2
        let path = context.alignedSegment(
            from: point(along: layout.lineSpan.lowerBound - overhang, across: layout.position),
            to: point(along: layout.lineSpan.upperBound + overhang, across: layout.position),
            lineWidth: style.lineWidth)
        context.stroke(path, with: style)
    }

    /// Draws the tick labels.
    public func drawLabels(_ layout: AxisLayout, in context: any DrawingContext) {
        for label in layout.labels { label.draw(in: context) }
    }

    /// Draws the title.
    public func drawTitle(_ layout: AxisLayout, in context: any DrawingContext) {
        layout.title?.draw(in: context)
    }

    // MARK: - Geometry

    /// The device point at a position along the axis and a position across it.
    func point(along: Double, across: Double) -> Point {
        coordinate == .x ? Point(x: along, y: across) : Point(x: across, y: along)
    }

    /// The device direction (+1 or -1 across the axis) of a side: positive is up for an x axis, right for a y axis.
    func outwardFactor(_ side: Sign) -> Double {
        let positive: Double = coordinate == .x ? -1 : 1
        return side == .negative ? -positive : positive
    }

    private func crossingPosition(space: XYPlotSpace, mapping: PlotSpaceMapping) -> Double {
        let orthogonal = coordinate.orthogonal
        let range = space.plotRange(for: orthogonal)
        let clamped = min(max(orthogonalPosition, range.minLimit), range.maxLimit)
        return mapping.viewCoordinate(clamped.isNaN ? range.location : clamped, for: orthogonal)
    }

    private func gridSpan(space: XYPlotSpace, mapping: PlotSpaceMapping) -> ClosedRange<Double>? {
        let orthogonal = coordinate.orthogonal
        var range = space.plotRange(for: orthogonal)
        if let gridLinesRange { range = range.intersection(gridLinesRange) ?? gridLinesRange }
        let ends = [mapping.viewCoordinate(range.location, for: orthogonal), mapping.viewCoordinate(range.end, for: orthogonal)]
        guard ends.allSatisfy(\.isFinite) else { return nil }
        return min(ends[0], ends[1])...max(ends[0], ends[1])
    }

    /// The labels of the major ticks, skipping any that would overlap the previous one; `skipped` tells whether
    /// any was.
    private func placeLabels(layout: AxisLayout, measurer: any TextMeasurer) throws -> (labels: [PlacedText], skipped: Bool) {
        guard labelingPolicy != .none, let style = labelTextStyle else { return ([], false) }
        let side = outwardFactor(layout.labelSide)
        let across = layout.position + side * labelDistance(tickSide: layout.tickSide, labelSide: layout.labelSide)
        let towardsAxis = coordinate == .x ? Point(x: 0, y: -side) : Point(x: -side, y: 0)
        var placed: [PlacedText] = []
        var skipped = false
        for (value, along) in zip(layout.ticks.major, layout.majorPositions) {
            let text = try labelText(for: value, ticks: layout.ticks)
            guard !text.isEmpty else { continue }
            let size = measurer.measure(text, style: style).size
            let label = PlacedText(
                text: text, style: style, size: size, point: point(along: along, across: across),
                anchor: labelAnchor(facing: towardsAxis, size: size), rotation: labelRotation)
            if let previous = placed.last, overlaps(previous.bounds, label.bounds) {
                skipped = true
                continue
            }
            placed.append(label)
        }
        return (placed, skipped)
    }

    private func labelAnchor(facing towardsAxis: Point, size: Size) -> Point {
        let turns = labelRotation / (Double.pi / 2)
        let isSlanted = coordinate == .x && abs(turns - turns.rounded()) > 1e-6
        guard isSlanted else { return PlacedText.anchor(facing: towardsAxis, size: size, rotation: labelRotation) }
        // Slanted labels under (or over) an x axis end at their tick, as in most plotting libraries.
        let risesToTheRight = sin(labelRotation) > 0
        let below = towardsAxis.y < 0
        return Point(x: risesToTheRight == below ? 1 : 0, y: 0.5)
    }

    private func overlaps(_ first: Rect, _ second: Rect) -> Bool {
        let gap = XYAxis.minimumLabelGap
        return first.insetBy(dx: -gap / 2, dy: -gap / 2).intersects(second.insetBy(dx: -gap / 2, dy: -gap / 2))
    }

    /// Places the title beyond the labels, at least `titleOffset` from the axis line; the title of an axis
    /// inside the plot area goes outside the plot area's edge on the label side instead.
    private func placeTitle(layout: AxisLayout, range: PlotRange, plotArea: Rect, measurer: any TextMeasurer) -> PlacedText? {
        guard let title, !title.isEmpty else { return nil }
        let side = outwardFactor(layout.labelSide)
        let reach = { (base: Double) -> Double in
            layout.labels.map { label -> Double in
                let box = label.bounds
                let far = self.coordinate == .x ? (side > 0 ? box.maxY : box.minY) : (side > 0 ? box.maxX : box.minX)
                return side * (far - base)
            }.max() ?? 0
        }
        var across = layout.position
            + side * max(titleOffset, max(reach(layout.position), labelDistance(tickSide: layout.tickSide, labelSide: layout.labelSide)) + XYAxis.titleGap)
        if layout.isInterior {
            let edge = coordinate == .x ? (side > 0 ? plotArea.maxY : plotArea.minY) : (side > 0 ? plotArea.maxX : plotArea.minX)
            across = edge + side * (max(0, reach(edge)) + XYAxis.titleGap)
        }
        let along = layout.mapping.viewCoordinate(titleLocation ?? range.midPoint, for: coordinate)
        let rotation = titleRotation ?? (coordinate == .y ? Double.pi / 2 : 0)
        let size = measurer.measure(title, style: titleTextStyle).size
        let towardsAxis = coordinate == .x ? Point(x: 0, y: -side) : Point(x: -side, y: 0)
        return PlacedText(
            text: title, style: titleTextStyle, size: size, point: point(along: along, across: across),
            anchor: PlacedText.anchor(facing: towardsAxis, size: size, rotation: rotation), rotation: rotation)
    }

    /// The side of the plot area the axis line lies on (`.negative` for the left or bottom edge, `.positive` for
    /// the right or top edge), or nil when it lies inside.
    private func edgeSide(of position: Double, in plotArea: Rect) -> Sign? {
        let tolerance = 0.5
        let (low, high) = coordinate == .x ? (plotArea.maxY, plotArea.minY) : (plotArea.minX, plotArea.maxX)
        if abs(position - low) <= tolerance { return .negative }
        if abs(position - high) <= tolerance { return .positive }
        return nil
    }

    /// `side` flipped when it would point from an edge into the plot area.
    private func turnedOutwards(_ side: Sign, edge: Sign?) -> Sign {
        guard let edge, side != .none, side != edge else { return side }
        return edge
    }
}
