import Foundation
import PlotlineValues

/// An axis of an x-y graph, crossing the other coordinate at `orthogonalPosition`, or pinned to the plot area by
/// `axisConstraints` (Core Plot's `CPTXYAxis`).
///
/// An axis whose orthogonal position lies outside the visible range sticks to the nearest edge of the plot area,
/// so an axis never disappears because the data moved away from zero.
public final class XYAxis: Axis {
    /// The scripting description of this class.
    public override class var descriptor: TypeDescriptor { xyAxisTable }

    /// The data value of the other coordinate where this axis crosses it (an x axis at y = 0 by default).
    public var orthogonalPosition: Double = 0 { didSet { invalidate() } }
    /// Pins the axis to the plot area (points from its lower or upper edge, or a fraction across), overriding
    /// `orthogonalPosition`; nil to follow the data.
    public var axisConstraints: Constraints? { didSet { invalidate() } }

    /// The smallest gap between two labels, in points; a label closer than this to the previous one is skipped.
    static let minimumLabelGap = 4.0
    /// How many times ticks may be spaced further apart to make labels fit.
    static let maximumCoarsening = 9
    /// The smallest gap between the labels and the title, in points.
    static let titleGap = 6.0
    /// The rotation crowded labels that cannot be thinned (categories, given locations) fall back to.
    static let crowdedLabelRotation = Double.pi / 4
    /// How far a limit line's label keeps from the plot area's edge and from its line, in points.
    static let limitLabelInset = (edge: 4.0, line: 2.0)

    /// Makes an axis for a coordinate.
    public override init(coordinate: Coordinate) {
        super.init(coordinate: coordinate)
    }

    /// Lays the axis out for a plot area, or returns nil when it has no plot space or nothing visible.
    ///
    /// An axis on an edge of the plot area keeps its ticks, labels and title outside the plot area. An axis crossing
    /// inside it draws its line and ticks where it crosses, but its labels never go over the data: they move to
    /// the plot area's edge on their side (x labels below it, y labels left of it, by default), and the automatic
    /// padding makes room for them there; see `keepsLabelsAtAxis` for how to keep them beside the line. Labels that
    /// would overlap are thinned by spacing the ticks further apart; labels that cannot be thinned (categories,
    /// given locations) are first slanted by 45° on an x axis whose labels are upright.
    /// - Throws: the error of a label formatter that fails.
    public func layout(in plotArea: Rect, measurer: any TextMeasurer) throws -> AxisLayout? {
        guard !hidden, let space = effectivePlotSpace, let range = coveredRange(in: space) else { return nil }
        let mapping = space.mapping(in: plotArea)
        let scale = space.scaleType(for: coordinate)
        let position = crossingPosition(space: space, mapping: mapping)
        let edge = edgeSide(of: position, in: plotArea)
        let axisLength = coordinate == .x ? plotArea.width : plotArea.height
        let along = { (value: Double) in mapping.viewCoordinate(value, for: self.coordinate) }
        let lineEnds = [along(range.location), along(range.end)]
        guard position.isFinite, lineEnds.allSatisfy(\.isFinite), let gridSpan = gridSpan(space: space, mapping: mapping)
        else { return nil }
        let labelSide = sideOnEdge(
            effectiveLabelDirection, edge: edge, isExplicit: explicitlySetStyles.contains(\.tickLabelDirection))
        var layout = AxisLayout(
            coordinate: coordinate, mapping: mapping, position: position, isInterior: edge == nil,
            tickSide: tickSideOnEdge(edge: edge), labelSide: labelSide,
            labelsAtEdge: edge == nil && !keepsLabelsAtAxis, edgePosition: edgePosition(on: labelSide, of: plotArea),
            lineSpan: min(lineEnds[0], lineEnds[1])...max(lineEnds[0], lineEnds[1]), gridSpan: gridSpan,
            range: range, ticks: .empty, majorPositions: [], minorPositions: [], labels: [], title: nil)
        let canCoarsen = canCoarsenTicks(scale: scale)
        for coarsening in 0...XYAxis.maximumCoarsening {
            layout.ticks = ticks(in: range, scale: scale, axisLength: axisLength, coarsening: coarsening)
            layout.majorPositions = layout.ticks.major.map(along).filter(\.isFinite)
            layout.minorPositions = layout.ticks.minor.map(along).filter(\.isFinite)
            var (labels, skipped) = try placeLabels(layout: layout, space: space, rotation: labelRotation, measurer: measurer)
            if skipped, !canCoarsen, coordinate == .x, labelRotation == 0 {
                (labels, skipped) = try placeLabels(
                    layout: layout, space: space, rotation: XYAxis.crowdedLabelRotation, measurer: measurer)
            }
            layout.labels = labels
            if !skipped || !canCoarsen { break }
        }
        layout.limitLines = placeLimitLines(mapping: mapping, plotArea: plotArea, measurer: measurer)
        layout.title = placeTitle(layout: layout, range: range, plotArea: plotArea, measurer: measurer)
        return layout
    }

    /// True when the labels of an axis crossing inside the plot area stay beside its line rather than moving to
    /// the plot area's edge: the user pinned the axis with `axisConstraints` or chose the side of the line its
    /// labels go on with `tickLabelDirection` (a theme's choice does not count).
    public var keepsLabelsAtAxis: Bool {
        axisConstraints != nil || explicitlySetStyles.contains(\.tickLabelDirection)
    }

    // MARK: - Drawing phases

    /// Paints `alternatingBandFills` between consecutive major ticks across the plot area.
    public func drawBands(_ layout: AxisLayout, in context: any DrawingContext) {
        let fills = alternatingBandFills
        guard !fills.isEmpty else { return }
        let range = layout.range
        let majors = layout.ticks.major.filter { $0 > range.minLimit && $0 < range.maxLimit }
        let boundaries = [range.minLimit] + majors + [range.maxLimit]
        let leadingPartial = majors.first.map { $0 > range.minLimit } ?? false
        var shift = 0
        if let anchor = alternatingBandAnchor, let first = majors.first, let step = layout.ticks.majorInterval, step > 0 {
            shift = Int(((first - anchor) / step).rounded())
        }
        for index in 0..<(boundaries.count - 1) {
            let bandIndex = index - (leadingPartial ? 1 : 0) + shift
            let count = fills.count
            guard let fill = fills[((bandIndex % count) + count) % count], !fill.isInvisible else { continue }
            context.fill(Path(rect: bandRect(from: boundaries[index], to: boundaries[index + 1], layout: layout)), with: fill)
        }
    }

    /// Paints the background limit bands across the plot area.
    public func drawLimitBands(_ layout: AxisLayout, in context: any DrawingContext) {
        for band in backgroundLimitBands {
            guard let fill = band.fill, !fill.isInvisible, let visible = band.range.intersection(layout.range) else { continue }
            context.fill(Path(rect: bandRect(from: visible.minLimit, to: visible.maxLimit, layout: layout)), with: fill)
        }
    }

    /// Draws the limit lines meant for one phase (behind the data or over it), with their labels.
    public func drawLimitLines(_ layout: AxisLayout, behindData: Bool, in context: any DrawingContext) {
        for placed in layout.limitLines where placed.line.drawsBehindData == behindData {
            context.stroke(
                context.alignedSegment(from: placed.start, to: placed.end, lineWidth: placed.line.lineStyle.lineWidth),
                with: placed.line.lineStyle)
            placed.label?.draw(in: context)
        }
    }

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

    /// The device rectangle between two values along the axis, across the grid span.
    private func bandRect(from low: Double, to high: Double, layout: AxisLayout) -> Rect {
        let a = layout.mapping.viewCoordinate(low, for: coordinate)
        let b = layout.mapping.viewCoordinate(high, for: coordinate)
        let span = layout.gridSpan
        let start = point(along: min(a, b), across: span.lowerBound)
        let end = point(along: max(a, b), across: span.upperBound)
        return Rect(x: min(start.x, end.x), y: min(start.y, end.y), width: abs(end.x - start.x), height: abs(end.y - start.y))
    }

    private func crossingPosition(space: XYPlotSpace, mapping: PlotSpaceMapping) -> Double {
        let area = mapping.plotArea
        if let axisConstraints {
            return coordinate == .x
                ? axisConstraints.position(lower: area.maxY, upper: area.minY)
                : axisConstraints.position(lower: area.minX, upper: area.maxX)
        }
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

    // MARK: - Labels

    /// One label to place: its value, text and any per-label overrides.
    private struct LabelItem {
        let value: Double
        let text: String
        let style: TextStyle
        let offset: Double?
        let rotation: Double?
    }

    /// The labels to draw: the custom `axisLabels` under the `.none` policy or when the delegate made them, else one
    /// per major tick.
    private func labelItems(layout: AxisLayout, space: XYPlotSpace) throws -> [LabelItem] {
        guard let style = labelTextStyle else { return [] }
        if try labelingPolicy == .none || delegateLabels(at: layout.ticks.major) {
            return axisLabels.filter { label in
                layout.range.contains(label.tickLocation) && !labelExclusionRanges.contains { $0.contains(label.tickLocation) }
            }.map { LabelItem(value: $0.tickLocation, text: $0.text, style: $0.textStyle ?? style, offset: $0.offset, rotation: $0.rotation) }
        }
        return try layout.ticks.major.map { value in
            LabelItem(value: value, text: try labelText(for: value, ticks: layout.ticks, space: space), style: style, offset: nil, rotation: nil)
        }
    }

    /// The labels, skipping any that would overlap the previous one; `skipped` tells whether any was.
    private func placeLabels(
        layout: AxisLayout, space: XYPlotSpace, rotation: Double, measurer: any TextMeasurer
    ) throws -> (labels: [PlacedText], skipped: Bool) {
        let side = outwardFactor(layout.labelSide)
        let towardsAxis = coordinate == .x ? Point(x: 0, y: -side) : Point(x: -side, y: 0)
        var placed: [PlacedText] = []
        var skipped = false
        for item in try labelItems(layout: layout, space: space) {
            guard !item.text.isEmpty else { continue }
            let along = layout.mapping.viewCoordinate(item.value, for: coordinate)
            guard along.isFinite else { continue }
            let distance = (item.offset ?? labelOffset) + labelDistance(for: layout) - labelOffset
            let across = layout.labelPosition + side * distance
            let size = measurer.measure(item.text, style: item.style).size
            let turn = item.rotation ?? rotation
            let label = PlacedText(
                text: item.text, style: item.style, size: size, point: point(along: along, across: across),
                anchor: labelAnchor(facing: towardsAxis, size: size, rotation: turn), rotation: turn)
            if let previous = placed.last, previous.overlaps(label, gap: XYAxis.minimumLabelGap) {
                skipped = true
                continue
            }
            placed.append(label)
        }
        return (placed, skipped)
    }

    /// The distance from `labelPosition` to the near edge of the labels: past the ticks at the axis line, and at
    /// the plot area's edge as far as outward ticks would reach, so that moved labels sit as an edge axis's do.
    private func labelDistance(for layout: AxisLayout) -> Double {
        let tickSide = layout.labelsAtEdge ? layout.labelSide : layout.tickSide
        return labelDistance(tickSide: tickSide, labelSide: layout.labelSide)
    }

    /// The device coordinate across the axis of the plot area's edge on `side` (the bottom or left edge for
    /// `.negative`, the top or right edge for `.positive`).
    private func edgePosition(on side: Sign, of plotArea: Rect) -> Double {
        let positive = side == .positive
        return coordinate == .x ? (positive ? plotArea.minY : plotArea.maxY) : (positive ? plotArea.maxX : plotArea.minX)
    }

    /// The anchor of a label: on its edge facing the axis, slid along the axis by `labelAlignment`; slanted
    /// labels of an x axis end at their tick.
    private func labelAnchor(facing towardsAxis: Point, size: Size, rotation: Double) -> Point {
        let turns = rotation / (Double.pi / 2)
        let isSlanted = coordinate == .x && abs(turns - turns.rounded()) > 1e-6
        if isSlanted {
            let risesToTheRight = sin(rotation) > 0
            let below = towardsAxis.y < 0
            return Point(x: risesToTheRight == below ? 1 : 0, y: 0.5)
        }
        var anchor = PlacedText.anchor(facing: towardsAxis, size: size, rotation: rotation)
        if let labelAlignment, rotation == 0 {
            if coordinate == .x { anchor.x = labelAlignment.alongFraction } else { anchor.y = labelAlignment.alongFraction }
        }
        return anchor
    }

    // MARK: - Limit lines

    /// The limit lines whose value lies inside the plot area, with labels at the positions they ask for.
    private func placeLimitLines(mapping: PlotSpaceMapping, plotArea: Rect, measurer: any TextMeasurer) -> [PlacedLimitLine] {
        limitLines.compactMap { line in
            let along = mapping.viewCoordinate(line.value, for: coordinate)
            let (low, high) = coordinate == .x ? (plotArea.minX, plotArea.maxX) : (plotArea.minY, plotArea.maxY)
            guard along.isFinite, along >= low - 0.5, along <= high + 0.5 else { return nil }
            let isHorizontal = coordinate == .y
            let start = isHorizontal ? Point(x: plotArea.minX, y: along) : Point(x: along, y: plotArea.maxY)
            let end = isHorizontal ? Point(x: plotArea.maxX, y: along) : Point(x: along, y: plotArea.minY)
            var placed = PlacedLimitLine(line: line, start: start, end: end, label: nil)
            if let text = line.label, !text.isEmpty {
                let size = measurer.measure(text, style: line.labelTextStyle).size
                let (point, anchor) = limitLabelPosition(line.labelPosition, at: along, horizontal: isHorizontal, plotArea: plotArea, lineWidth: line.lineStyle.lineWidth)
                placed.label = PlacedText(text: text, style: line.labelTextStyle, size: size, point: point, anchor: anchor, rotation: 0)
            }
            return placed
        }
    }

    private func limitLabelPosition(
        _ position: LimitLabelPosition, at along: Double, horizontal: Bool, plotArea: Rect, lineWidth: Double
    ) -> (point: Point, anchor: Point) {
        let inset = XYAxis.limitLabelInset
        let gap = inset.line + lineWidth / 2
        if horizontal {
            let x = position.isLeft ? plotArea.minX + inset.edge : plotArea.maxX - inset.edge
            let y = position.isTop ? along - gap : along + gap
            return (Point(x: x, y: y), Point(x: position.isLeft ? 0 : 1, y: position.isTop ? 1 : 0))
        }
        let x = position.isLeft ? along - gap : along + gap
        let y = position.isTop ? plotArea.minY + inset.edge : plotArea.maxY - inset.edge
        return (Point(x: x, y: y), Point(x: position.isLeft ? 1 : 0, y: position.isTop ? 0 : 1))
    }

    // MARK: - Title

    /// Places the title beyond the labels, at least `titleOffset` from the axis line (or from the plot area's
    /// edge, for labels moved there, as on an edge axis). The title of an axis crossing the plot area at a data
    /// value with its labels beside it goes beyond the far end of its line, or, with a `titleLocation` or
    /// `titleRotation`, outside the plot area's edge on the label side (an axis pinned by `axisConstraints`
    /// keeps its title beside its labels).
    private func placeTitle(layout: AxisLayout, range: PlotRange, plotArea: Rect, measurer: any TextMeasurer) -> PlacedText? {
        guard let title, !title.isEmpty else { return nil }
        let crossesWithItsLabels = layout.isInterior && !layout.labelsAtEdge && axisConstraints == nil
        if crossesWithItsLabels, titleLocation == nil, titleRotation == nil {
            return placeTitleAtEnd(title, layout: layout, measurer: measurer)
        }
        let side = outwardFactor(layout.labelSide)
        let reach = { (base: Double) -> Double in
            layout.labels.map { label -> Double in
                let box = label.bounds
                let far = self.coordinate == .x ? (side > 0 ? box.maxY : box.minY) : (side > 0 ? box.maxX : box.minX)
                return side * (far - base)
            }.max() ?? 0
        }
        let base = layout.labelPosition
        var across = base + side * max(titleOffset, max(reach(base), labelDistance(for: layout)) + XYAxis.titleGap)
        if crossesWithItsLabels {
            let edge = coordinate == .x ? (side > 0 ? plotArea.maxY : plotArea.minY) : (side > 0 ? plotArea.maxX : plotArea.minX)
            across = edge + side * (max(0, reach(edge)) + XYAxis.titleGap)
        }
        let middle = (layout.lineSpan.lowerBound + layout.lineSpan.upperBound) / 2
        let along = titleLocation.map { layout.mapping.viewCoordinate($0, for: coordinate) } ?? middle
        let rotation = titleRotation ?? (coordinate == .y ? Double.pi / 2 : 0)
        let size = measurer.measure(title, style: titleTextStyle).size
        let towardsAxis = coordinate == .x ? Point(x: 0, y: -side) : Point(x: -side, y: 0)
        return PlacedText(
            text: title, style: titleTextStyle, size: size, point: point(along: along, across: across),
            anchor: PlacedText.anchor(facing: towardsAxis, size: size, rotation: rotation), rotation: rotation)
    }

    /// Places the title of an axis crossing the plot area just beyond the far end of its line, as textbooks
    /// label crossing axes: right of an x axis, above a y axis.
    private func placeTitleAtEnd(_ title: String, layout: AxisLayout, measurer: any TextMeasurer) -> PlacedText {
        let size = measurer.measure(title, style: titleTextStyle).size
        let gap = XYAxis.titleGap
        if coordinate == .x {
            return PlacedText(
                text: title, style: titleTextStyle, size: size,
                point: Point(x: layout.lineSpan.upperBound + gap, y: layout.position), anchor: Point(x: 0, y: 0.5), rotation: 0)
        }
        return PlacedText(
            text: title, style: titleTextStyle, size: size,
            point: Point(x: layout.position, y: layout.lineSpan.lowerBound - gap), anchor: Point(x: 0.5, y: 1), rotation: 0)
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

    /// The side labels go on: as set by the user, else turned outwards when they would point from an edge into
    /// the plot area.
    private func sideOnEdge(_ side: Sign, edge: Sign?, isExplicit: Bool) -> Sign {
        guard !isExplicit, let edge, side != .none, side != edge else { return side }
        return edge
    }

    /// The side ticks go on: as the user set `tickDirection`; otherwise (the default or a theme's) `.negative`
    /// means outside the plot area and `.positive` inside it on whichever edge the axis lies.
    private func tickSideOnEdge(edge: Sign?) -> Sign {
        guard !explicitlySetStyles.contains(\.tickDirection), let edge, tickDirection != .none else { return tickDirection }
        if tickDirection == .negative { return edge }
        return edge == .negative ? .positive : .negative
    }
}
