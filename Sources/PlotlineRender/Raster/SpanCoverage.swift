import PlotlineCore

/// Finds what filling closed contours and stroking them and lone segments with a round-joined pen covers, as one
/// vertical span per sixteenth of a pixel column: the quick way to draw a dense line's envelope.
///
/// A closed contour whose x first rises and then falls (x-monotone, as an envelope's outline through its columns'
/// highest and lowest points is) meets every vertical line in one span, and so does its stroke with round joins
/// (the union of a capsule around each edge): each sample column takes the least top and greatest bottom of the
/// capsules that reach it, and the contour's own edges give the span of its fill. Spans of different contours at
/// one sample are joined where they overlap and counted apart where they do not, so overlapping contours fill with
/// the non-zero rule. Each span covers its pixel rows exactly by height; the sixteen samples of a pixel column
/// average its width. The fill's coverage is compounded with the stroke's (a + b − ab), as cairo's fill and then
/// stroke paint twice.
///
/// A handful of arithmetic per sample and capsule, and four additions per span: the envelope of a million-point
/// line is covered in well under a millisecond, where stroking its outline (FreeType) and filling the border (cairo)
/// took several.
struct SpanCoverage {
    /// Samples per pixel column.
    static let samplesPerPixel = 16

    /// A part of the picture, in pixels of the mask.
    private enum Shape {
        /// A closed contour, filled and stroked.
        case polygon([Point])
        /// An open segment, stroked with the pen's caps.
        case segment(Point, Point)
    }

    private let shapes: [Shape]
    private let radius: Double
    private let cap: LineCapStyle

    /// The shapes of `contours` (device pixels) relative to `origin`, the mask's top left corner; nil when they are
    /// not all for this to draw: a pen with other than round joins around a closed contour, a closed contour that
    /// is not x-monotone or has fewer than three distinct points, an open polyline of more than one segment, a lone
    /// point with round or square caps, a point that is not finite.
    init?(contours: [DeviceContour], pen: FreeTypeStroker.Pen, origin: Point) {
        guard pen.radius > 0, pen.radius.isFinite else { return nil }
        var shapes: [Shape] = []
        shapes.reserveCapacity(contours.count)
        for contour in contours {
            var points: [Point] = []
            points.reserveCapacity(contour.points.count)
            for point in contour.points {
                let moved = Point(x: point.x - origin.x, y: point.y - origin.y)
                guard moved.x.isFinite, moved.y.isFinite else { return nil }
                if points.last != moved { points.append(moved) }
            }
            if contour.isClosed {
                if points.count > 1, points.first == points.last { points.removeLast() }
                guard pen.join == .round, points.count > 2, SpanCoverage.isMonotoneInX(points) else { return nil }
                shapes.append(.polygon(points))
            } else if points.count == 2 {
                shapes.append(.segment(points[0], points[1]))
            } else if points.count > 2 || pen.cap != .butt {
                return nil
            }
        }
        self.shapes = shapes
        radius = pen.radius
        cap = pen.cap
    }

    /// True when x, going round the closed polygon, rises and falls at most once each.
    static func isMonotoneInX(_ points: [Point]) -> Bool {
        var turns = 0
        var direction = 0
        var firstDirection = 0
        guard var previous = points.last else { return true }
        for point in points {
            let step = point.x > previous.x ? 1 : (point.x < previous.x ? -1 : 0)
            previous = point
            guard step != 0 else { continue }
            if firstDirection == 0 { firstDirection = step }
            if direction != 0, step != direction { turns += 1 }
            direction = step
        }
        // Going round, the last direction meets the first.
        if direction != 0, direction != firstDirection { turns += 1 }
        return turns <= 2
    }

    /// Writes the coverage into `mask`, whose size the shapes were placed in.
    func draw(into mask: inout CoverageMask) {
        guard !mask.isEmpty else { return }
        let samples = mask.width * SpanCoverage.samplesPerPixel
        var stroked = SampleSpans(count: samples)
        var filled = SampleSpans(count: samples)
        var scratch = ShapeSpans(count: samples)
        for shape in shapes {
            scratch.start()
            switch shape {
            case .polygon(let points):
                addPolygon(points, to: &scratch)
            case .segment(let start, let end):
                addSegment(from: start, to: end, to: &scratch)
            }
            scratch.finish(stroked: &stroked, filled: &filled)
        }
        var column = ColumnCoverage(height: mask.height)
        let perPixel = SpanCoverage.samplesPerPixel
        let stride = mask.stride
        mask.bytes.withUnsafeMutableBufferPointer { bytes in
            for pixel in 0..<mask.width {
                let samples = (pixel * perPixel)..<((pixel + 1) * perPixel)
                filled.forEachSpan(in: samples) { column.add(top: $0, bottom: $1, toFill: true) }
                stroked.forEachSpan(in: samples) { column.add(top: $0, bottom: $1, toFill: false) }
                column.write(into: bytes, offset: pixel, stride: stride)
            }
        }
    }

    // MARK: - Shapes

    /// The samples whose x lies within `low`…`high`.
    private static func samples(from low: Double, to high: Double, count: Int) -> ClosedRange<Int>? {
        let perPixel = Double(samplesPerPixel)
        let first = max(0, (low * perPixel - 0.5).rounded(.up))
        let last = min(Double(count - 1), (high * perPixel - 0.5).rounded(.down))
        guard first <= last else { return nil }
        return Int(first)...Int(last)
    }

    /// The x of a sample's centre.
    @inline(__always)
    private static func x(ofSample sample: Int) -> Double {
        (Double(sample) + 0.5) / Double(samplesPerPixel)
    }

    /// Calls `body` with each sample the segment from `start` to `end` crosses and the segment's y there; a vertical
    /// segment crosses none.
    @inline(__always)
    private static func forEachSample(
        along start: Point, _ end: Point, count: Int, _ body: (_ sample: Int, _ y: Double) -> Void
    ) {
        let (a, b) = start.x <= end.x ? (start, end) : (end, start)
        let dx = b.x - a.x
        guard dx > 0, let range = samples(from: a.x, to: b.x, count: count) else { return }
        let slope = (b.y - a.y) / dx
        for sample in range { body(sample, a.y + (x(ofSample: sample) - a.x) * slope) }
    }

    /// A closed contour: its stroke as a disc at each vertex and a band along each edge (together the capsules of
    /// its edges, each vertex's disc worked out once), and its edges for the span of its fill.
    private func addPolygon(_ points: [Point], to spans: inout ShapeSpans) {
        guard var previous = points.last else { return }
        for point in points {
            addDisc(at: point, to: &spans)
            addBand(from: previous, to: point, to: &spans)
            addEdgeToFill(from: previous, to: point, to: &spans)
            previous = point
        }
    }

    /// The polygon's own edge, for the span of its fill.
    private func addEdgeToFill(from start: Point, to end: Point, to spans: inout ShapeSpans) {
        SpanCoverage.forEachSample(along: start, end, count: spans.count) { sample, y in
            spans.fill(sample, top: y, bottom: y)
        }
    }

    /// What a round pen covers along a segment: a disc at each end and the band between.
    private func addCapsule(from start: Point, to end: Point, to spans: inout ShapeSpans) {
        addDisc(at: start, to: &spans)
        addDisc(at: end, to: &spans)
        addBand(from: start, to: end, to: &spans)
    }

    /// The pen's disc at a point.
    private func addDisc(at point: Point, to spans: inout ShapeSpans) {
        guard let range = SpanCoverage.samples(from: point.x - radius, to: point.x + radius, count: spans.count) else {
            return
        }
        let radiusSquared = radius * radius
        for sample in range {
            let across = SpanCoverage.x(ofSample: sample) - point.x
            let reach = radiusSquared - across * across
            guard reach >= 0 else { continue }
            let half = reach.squareRoot()
            spans.stroke(sample, top: point.y - half, bottom: point.y + half)
        }
    }

    /// The pen's band along a segment: its two sides, the segment moved by the radius either way, square to it (the
    /// discs at its ends, or its caps, are the rest of its stroke).
    private func addBand(from start: Point, to end: Point, to spans: inout ShapeSpans) {
        guard let across = across(from: start, to: end) else { return }
        addSide(from: moved(start, by: across), to: moved(end, by: across), to: &spans)
        addSide(from: moved(start, by: across, times: -1), to: moved(end, by: across, times: -1), to: &spans)
    }

    /// An open segment's stroke: a capsule for round caps, else a rectangle, the band closed by its ends (longer by
    /// the pen's radius at both ends for square caps). The rectangle is convex: each sample's span is the hull of
    /// where its sides cross the sample.
    private func addSegment(from start: Point, to end: Point, to spans: inout ShapeSpans) {
        if cap == .round {
            addCapsule(from: start, to: end, to: &spans)
            return
        }
        guard let across = across(from: start, to: end) else { return }
        let along = Point(x: across.y, y: -across.x)
        let extend = cap == .square ? 1.0 : 0.0
        let a = moved(start, by: along, times: -extend)
        let b = moved(end, by: along, times: extend)
        addBand(from: a, to: b, to: &spans)
        addSide(from: moved(a, by: across), to: moved(a, by: across, times: -1), to: &spans)
        addSide(from: moved(b, by: across), to: moved(b, by: across, times: -1), to: &spans)
    }

    /// The pen's radius square to the segment from `start` to `end`, or nil when it has no length.
    private func across(from start: Point, to end: Point) -> Point? {
        let dx = end.x - start.x
        let dy = end.y - start.y
        let length = (dx * dx + dy * dy).squareRoot()
        guard length > 0 else { return nil }
        return Point(x: -dy / length * radius, y: dx / length * radius)
    }

    /// `point` moved by `offset` `times` over.
    private func moved(_ point: Point, by offset: Point, times: Double = 1) -> Point {
        Point(x: point.x + offset.x * times, y: point.y + offset.y * times)
    }

    /// One side of a stroke's outline: each sample it crosses is covered at least to there.
    private func addSide(from start: Point, to end: Point, to spans: inout ShapeSpans) {
        SpanCoverage.forEachSample(along: start, end, count: spans.count) { sample, y in
            spans.stroke(sample, top: y, bottom: y)
        }
    }
}

/// The spans one shape gives each sample: the hull of its stroke's pieces and of its fill's edges.
private struct ShapeSpans {
    let count: Int
    private var strokeTops: [Double]
    private var strokeBottoms: [Double]
    private var fillTops: [Double]
    private var fillBottoms: [Double]
    private var low = Int.max
    private var high = Int.min

    init(count: Int) {
        self.count = count
        strokeTops = [Double](repeating: .infinity, count: count)
        strokeBottoms = [Double](repeating: -.infinity, count: count)
        fillTops = strokeTops
        fillBottoms = strokeBottoms
    }

    /// Begins a shape.
    mutating func start() {
        low = Int.max
        high = Int.min
    }

    @inline(__always)
    mutating func stroke(_ sample: Int, top: Double, bottom: Double) {
        strokeTops[sample] = min(strokeTops[sample], top)
        strokeBottoms[sample] = max(strokeBottoms[sample], bottom)
        low = min(low, sample)
        high = max(high, sample)
    }

    @inline(__always)
    mutating func fill(_ sample: Int, top: Double, bottom: Double) {
        fillTops[sample] = min(fillTops[sample], top)
        fillBottoms[sample] = max(fillBottoms[sample], bottom)
        low = min(low, sample)
        high = max(high, sample)
    }

    /// Hands the shape's spans to the picture's and clears them for the next shape.
    mutating func finish(stroked: inout SampleSpans, filled: inout SampleSpans) {
        guard low <= high else { return }
        for sample in low...high {
            if strokeTops[sample] < strokeBottoms[sample] {
                // The fill lies inside the stroke: a sample the fill reaches is one the stroke reaches.
                stroked.add(sample, top: strokeTops[sample], bottom: strokeBottoms[sample])
                if fillTops[sample] < fillBottoms[sample] {
                    filled.add(sample, top: fillTops[sample], bottom: fillBottoms[sample])
                }
            }
            strokeTops[sample] = .infinity
            strokeBottoms[sample] = -.infinity
            fillTops[sample] = .infinity
            fillBottoms[sample] = -.infinity
        }
    }
}

/// Per sample, the union of spans given to it: one span in the common case, more kept aside where shapes meet the
/// sample apart.
private struct SampleSpans {
    private var tops: [Double]
    private var bottoms: [Double]
    /// True for the samples with spans kept aside.
    private var hasApart: [Bool]
    /// Spans that did not overlap a sample's first span when added.
    private var apart: [Int: [(top: Double, bottom: Double)]] = [:]

    init(count: Int) {
        tops = [Double](repeating: .infinity, count: count)
        bottoms = [Double](repeating: -.infinity, count: count)
        hasApart = [Bool](repeating: false, count: count)
    }

    mutating func add(_ sample: Int, top: Double, bottom: Double) {
        if tops[sample] > bottoms[sample] {
            tops[sample] = top
            bottoms[sample] = bottom
        } else if top <= bottoms[sample], bottom >= tops[sample] {
            tops[sample] = min(tops[sample], top)
            bottoms[sample] = max(bottoms[sample], bottom)
        } else {
            hasApart[sample] = true
            apart[sample, default: []].append((top, bottom))
        }
    }

    /// Calls `body` with the spans of the samples in `samples`, overlapping ones joined.
    func forEachSpan(in samples: Range<Int>, _ body: (_ top: Double, _ bottom: Double) -> Void) {
        for sample in samples where tops[sample] <= bottoms[sample] {
            guard hasApart[sample], let others = apart[sample] else {
                body(tops[sample], bottoms[sample])
                continue
            }
            var spans = others + [(tops[sample], bottoms[sample])]
            spans.sort { $0.top < $1.top }
            var current = spans[0]
            for span in spans.dropFirst() {
                if span.top <= current.bottom {
                    current.bottom = max(current.bottom, span.bottom)
                } else {
                    body(current.top, current.bottom)
                    current = span
                }
            }
            body(current.top, current.bottom)
        }
    }
}

/// One pixel column's coverage by the fill and by the stroke, built from spans as changes from row to row and
/// summed down the rows they reach.
private struct ColumnCoverage {
    let height: Int
    /// Per row (and two more), the change of the fill's coverage from the row above.
    private var fill: [Float]
    /// Per row (and two more), the change of the stroke's coverage from the row above.
    private var stroke: [Float]
    /// The rows that changes were added to.
    private var low = Int.max
    private var high = Int.min

    init(height: Int) {
        self.height = height
        fill = [Float](repeating: 0, count: height + 2)
        stroke = fill
    }

    /// Adds a span to the fill's or the stroke's changes: it covers the rows it crosses by the height it has in them,
    /// over a sample's share of the pixel column.
    mutating func add(top: Double, bottom: Double, toFill: Bool) {
        let top = min(Double(height), max(0, top))
        let bottom = min(Double(height), max(0, bottom))
        guard bottom > top else { return }
        let weight = 1 / Float(SpanCoverage.samplesPerPixel)
        let topRow = top.rounded(.down)
        let bottomRow = bottom.rounded(.down)
        let topFraction = Float(top - topRow)
        let bottomFraction = Float(bottom - bottomRow)
        let first = Int(topRow)
        let last = Int(bottomRow)
        if toFill {
            fill[first] += weight * (1 - topFraction)
            fill[first + 1] += weight * topFraction
            fill[last] -= weight * (1 - bottomFraction)
            fill[last + 1] -= weight * bottomFraction
        } else {
            stroke[first] += weight * (1 - topFraction)
            stroke[first + 1] += weight * topFraction
            stroke[last] -= weight * (1 - bottomFraction)
            stroke[last + 1] -= weight * bottomFraction
        }
        low = min(low, first)
        high = max(high, last + 1)
    }

    /// Writes fill + stroke − fill × stroke down the column of the mask's bytes starting at `offset` (rows `stride`
    /// apart), as painting one over the other does, and clears the changes for the next column.
    mutating func write(into bytes: UnsafeMutableBufferPointer<UInt8>, offset: Int, stride: Int) {
        guard low <= high else { return }
        var a: Float = 0
        var b: Float = 0
        fill.withUnsafeMutableBufferPointer { fill in
            stroke.withUnsafeMutableBufferPointer { stroke in
                for row in low...high {
                    a += fill[row]
                    b += stroke[row]
                    fill[row] = 0
                    stroke[row] = 0
                    guard row < height else { continue }
                    let covered = min(1, max(0, a)) + min(1, max(0, b)) * (1 - min(1, max(0, a)))
                    bytes[offset + row * stride] = UInt8(truncatingIfNeeded: Int32(covered * 255 + 0.5))
                }
            }
        }
        low = Int.max
        high = Int.min
    }
}
