internal import CFreeType
import PlotlineCore

/// Turns polylines in device pixels into the polygons their strokes add around them, with FreeType's stroker: for
/// a closed contour only the outside border of its stroke, so that a long filled and stroked outline (a dense
/// line's envelope) costs cairo one fill of that border instead of a stroke of both sides of every edge.
final class FreeTypeStroker {
    /// How a stroke's pen is shaped, in device pixels.
    struct Pen: Equatable {
        /// Half the line width.
        var radius: Double
        /// How the ends of open polylines are drawn.
        var cap: LineCapStyle
        /// How corners are drawn.
        var join: LineJoinStyle
        /// The longest miter, as a multiple of the line width, before a corner is bevelled (as in cairo).
        var miterLimit: Double
    }

    /// Why a stroke cannot be outlined here; the caller draws it with cairo instead.
    struct Refusal: Error, CustomStringConvertible {
        let description: String
    }

    /// The most points one FreeType outline holds (its counts are C `short`s).
    static let maximumOutlinePoints = Int(Int16.max)
    /// The most segments given to the stroker at once, so that their outline fits the point limit.
    static let segmentsPerBatch = 2_000
    /// How far from the origin a vertex may lie, in pixels: FreeType works in 26.6 fixed point.
    static let coordinateLimit = Double(1 << 20)
    /// The largest distance between a round join's curve and the segments that replace it, in pixels.
    static let flatness = 0.05

    private let library: FT_Library
    private let stroker: FT_Stroker

    /// Starts a FreeType library instance and stroker for this object alone (FreeType objects are not shared
    /// across threads).
    init() throws {
        var library: FT_Library?
        let error = FT_Init_FreeType(&library)
        guard error == 0, let library else { throw Refusal(description: "FreeType did not start (error \(error))") }
        var stroker: FT_Stroker?
        let strokerError = FT_Stroker_New(library, &stroker)
        guard strokerError == 0, let stroker else {
            FT_Done_FreeType(library)
            throw Refusal(description: "FreeType has no stroker (error \(strokerError))")
        }
        self.library = library
        self.stroker = stroker
    }

    deinit {
        FT_Stroker_Done(stroker)
        FT_Done_FreeType(library)
    }

    /// The polygons, in device pixels relative to `origin` (y down), that fill what filling the contours and then
    /// stroking them with `pen` covers: for each closed contour the outside border of its stroke (which encloses the
    /// contour and its stroke), for each open segment its whole stroke. Fill them with the non-zero rule, after the
    /// contours themselves where their fill shows (the contour's edge and the outside border are apart by the
    /// pen's radius, so their anti-aliasing compounds as painting twice does). Borders of neighbouring parts overlap
    /// where a gap between them is narrower than the pen; fill them with exact non-zero winding (cairo), not by
    /// adding coverage.
    ///
    /// A closed contour of more segments than a batch (a zoomed-in envelope can have tens of thousands) is cut into
    /// vertical strips of about a batch each: each strip's piece of the contour, widened by the pen's reach, is
    /// stroked alone and its border cut back to the strip, so the pieces fit FreeType's outlines and together fill
    /// what the whole border would. With `strip`, only the polygons within it are made (cut to it), from the
    /// contours within the pen's reach of it: two strips side by side can be made on two threads, each with its
    /// own stroker.
    ///
    /// Throws a `Refusal` for what only cairo draws exactly: open polylines of more than one segment (their
    /// strokes may overlap themselves), and closed contours whose border is more than one outline holds.
    func dilation(
        of contours: [DeviceContour], with pen: Pen, origin: Point, within strip: VerticalStrip = .everything
    ) throws -> [[Point]] {
        guard pen.radius > 0 else { return [] }
        let reach = FreeTypeStroker.reach(of: pen)
        let near = strip.widened(by: reach)
        var closed: [Subpath] = []
        var long: [Subpath] = []
        var open: [Subpath] = []
        for contour in contours {
            guard var subpath = try Subpath(contour, origin: origin, cap: pen.cap) else { continue }
            let (low, high) = subpath.horizontalExtent
            guard high >= near.low, low <= near.high else { continue }
            if subpath.isClosed {
                if subpath.signedArea < 0 { subpath.points.reverse() }
                let crossesStrip = low < strip.low || high > strip.high
                if subpath.segments > Self.segmentsPerBatch || crossesStrip {
                    long.append(subpath)
                } else {
                    closed.append(subpath)
                }
            } else if subpath.points.count == 2 {
                open.append(subpath)
            } else {
                throw Refusal(description: "an open polyline of \(subpath.points.count) points")
            }
        }
        var polygons: [[Point]] = []
        for subpath in long { try strokeOutsideBorderInStrips(subpath, with: pen, reach: reach, within: strip, into: &polygons) }
        // The strokes of the rest may reach past the strip (a contour inside it, near its edge): cut to it, so that a
        // strip beside it, which makes them too, does not cover the same pixels twice.
        var whole: [[Point]] = []
        try forEachBatch(of: closed) { try strokeOutsideBorders($0, with: pen, into: &whole) }
        try forEachBatch(of: open) { try strokeWhole($0, with: pen, into: &whole) }
        polygons += strip == .everything ? whole : whole.map(strip.clip).filter { !$0.isEmpty }
        return polygons
    }

    /// How far a stroke with `pen` may paint from its polyline (miter joins, square caps), plus two pixels for
    /// anti-aliasing and the corners of pieces cut into strips.
    static func reach(of pen: Pen) -> Double {
        let corner = pen.join == .miter ? max(1, pen.miterLimit) : 1
        let end = pen.cap == .square ? 2.squareRoot() : 1
        return pen.radius * max(corner, end) + 2
    }

    // MARK: - Subpaths

    /// A polyline in FreeType's 26.6 fixed point (y up, as FreeType's outlines are), without repeated points.
    private struct Subpath {
        var points: [FT_Vector]
        var isClosed: Bool

        var segments: Int { isClosed ? points.count : points.count - 1 }

        /// The least and greatest x of its points, in pixels.
        var horizontalExtent: (low: Double, high: Double) {
            var low = Int.max
            var high = Int.min
            for point in points {
                low = min(low, point.x)
                high = max(high, point.x)
            }
            return (Double(low) / 64, Double(high) / 64)
        }

        /// Twice the area the closed polyline encloses, positive when it runs counter-clockwise (y up).
        var signedArea: Double {
            var sum = 0.0
            var previous = points[points.count - 1]
            for point in points {
                sum += Double(previous.x) * Double(point.y) - Double(point.x) * Double(previous.y)
                previous = point
            }
            return sum
        }

        /// A closed subpath through points in pixels (y up, relative to the origin), counter-clockwise, or nil when
        /// fewer than three distinct points remain.
        init?(outline: [Point]) {
            var points: [FT_Vector] = []
            points.reserveCapacity(outline.count)
            for point in outline {
                let fixed = FT_Vector(x: FT_Pos((point.x * 64).rounded()), y: FT_Pos((point.y * 64).rounded()))
                if let last = points.last, last.x == fixed.x, last.y == fixed.y { continue }
                points.append(fixed)
            }
            if points.count > 1, let first = points.first, let last = points.last, first.x == last.x, first.y == last.y {
                points.removeLast()
            }
            guard points.count > 2 else { return nil }
            self.points = points
            self.isClosed = true
            if signedArea < 0 { self.points.reverse() }
        }

        /// The contour relative to `origin`, or nil when it draws nothing.
        init?(_ contour: DeviceContour, origin: Point, cap: LineCapStyle) throws {
            var points: [FT_Vector] = []
            points.reserveCapacity(contour.points.count)
            for point in contour.points {
                let x = point.x - origin.x
                let y = origin.y - point.y
                guard abs(x) < FreeTypeStroker.coordinateLimit, abs(y) < FreeTypeStroker.coordinateLimit else {
                    throw Refusal(description: "a point more than \(Int(FreeTypeStroker.coordinateLimit)) pixels from the picture")
                }
                let fixed = FT_Vector(x: FT_Pos((x * 64).rounded()), y: FT_Pos((y * 64).rounded()))
                if let last = points.last, last.x == fixed.x, last.y == fixed.y { continue }
                points.append(fixed)
            }
            if contour.isClosed, points.count > 1, let first = points.first, let last = points.last,
                first.x == last.x, first.y == last.y
            {
                points.removeLast()
            }
            guard points.count >= 2 else {
                // A single point: cairo draws a dot for round or square caps and nothing for butt caps.
                if points.count == 1, contour.isClosed || cap != .butt {
                    throw Refusal(description: "a stroke of a single point")
                }
                return nil
            }
            guard !contour.isClosed || points.count > 2 else {
                // Cairo strokes a closed back-and-forth line with joins at both ends; only cairo draws that as it does.
                throw Refusal(description: "a closed contour of two points")
            }
            self.points = points
            self.isClosed = contour.isClosed
        }
    }

    // MARK: - Stroking

    /// Calls `body` with the subpaths in batches of at most `segmentsPerBatch` segments (a longer subpath alone).
    private func forEachBatch(of subpaths: [Subpath], _ body: (ArraySlice<Subpath>) throws -> Void) throws {
        var start = subpaths.startIndex
        var segments = 0
        for index in subpaths.indices {
            if segments + subpaths[index].segments > Self.segmentsPerBatch, index > start {
                try body(subpaths[start..<index])
                start = index
                segments = 0
            }
            segments += subpaths[index].segments
        }
        if start < subpaths.endIndex { try body(subpaths[start...]) }
    }

    /// Strokes closed subpaths (all counter-clockwise) and keeps the border that encloses the other.
    private func strokeOutsideBorders(_ batch: ArraySlice<Subpath>, with pen: Pen, into polygons: inout [[Point]]) throws {
        configure(pen)
        for subpath in batch { add(subpath) }
        defer { FT_Stroker_Rewind(stroker) }
        var borders: [[[Point]]] = []
        for border in [FT_STROKER_BORDER_LEFT, FT_STROKER_BORDER_RIGHT] {
            var pointCount: FT_UInt = 0
            var contourCount: FT_UInt = 0
            let error = FT_Stroker_GetBorderCounts(stroker, border, &pointCount, &contourCount)
            guard error == 0 else { throw Refusal(description: "FreeType could not stroke the path (error \(error))") }
            borders.append(try export(points: Int(pointCount), contours: Int(contourCount)) { outline in
                FT_Stroker_ExportBorder(stroker, border, &outline)
            })
        }
        func enclosedArea(_ border: [[Point]]) -> Double {
            border.reduce(0) { total, polygon in total + abs(FreeTypeStroker.signedArea(polygon)) }
        }
        polygons.append(contentsOf: enclosedArea(borders[0]) >= enclosedArea(borders[1]) ? borders[0] : borders[1])
    }

    /// Strokes a closed subpath strip by strip within `strip`: the subpath cut to each strip widened by the pen's
    /// reach, its outside border cut back to the strip. Strips hold about `segmentsPerBatch` vertices each (split
    /// at x quantiles of the vertices).
    private func strokeOutsideBorderInStrips(
        _ subpath: Subpath, with pen: Pen, reach: Double, within strip: VerticalStrip, into polygons: inout [[Point]]
    ) throws {
        let outline = strip.widened(by: reach).clip(subpath.points.map { Point(x: Double($0.x) / 64, y: Double($0.y) / 64) })
        guard !outline.isEmpty else { return }
        let xs = outline.map(\.x).sorted()
        let stripCount = (outline.count + Self.segmentsPerBatch - 1) / Self.segmentsPerBatch
        let bounds = (1..<max(1, stripCount)).map { xs[$0 * xs.count / stripCount] }.filter { $0 > strip.low && $0 < strip.high }
        let lows = [strip.low] + bounds
        let highs = bounds + [strip.high]
        for (low, high) in zip(lows, highs) where low < high {
            let piece = VerticalStrip(low: low, high: high)
            guard let pieceSubpath = Subpath(outline: piece.widened(by: reach).clip(outline)) else { continue }
            var borders: [[Point]] = []
            try strokeOutsideBorders([pieceSubpath][...], with: pen, into: &borders)
            // The borders are in pixels with y down; x is as in the outline.
            polygons.append(contentsOf: borders.map(piece.clip).filter { !$0.isEmpty })
        }
    }

    /// Strokes open subpaths and keeps their whole outlines.
    private func strokeWhole(_ batch: ArraySlice<Subpath>, with pen: Pen, into polygons: inout [[Point]]) throws {
        configure(pen)
        for subpath in batch { add(subpath) }
        defer { FT_Stroker_Rewind(stroker) }
        var pointCount: FT_UInt = 0
        var contourCount: FT_UInt = 0
        let error = FT_Stroker_GetCounts(stroker, &pointCount, &contourCount)
        guard error == 0 else { throw Refusal(description: "FreeType could not stroke the path (error \(error))") }
        polygons.append(contentsOf: try export(points: Int(pointCount), contours: Int(contourCount)) { outline in
            FT_Stroker_Export(stroker, &outline)
        })
    }

    private static func signedArea(_ polygon: [Point]) -> Double {
        guard var previous = polygon.last else { return 0 }
        var sum = 0.0
        for point in polygon {
            sum += previous.x * point.y - point.x * previous.y
            previous = point
        }
        return sum / 2
    }

    /// Sets the pen (which also empties the stroker).
    private func configure(_ pen: Pen) {
        let join: FT_Stroker_LineJoin
        switch pen.join {
        case .miter: join = FT_STROKER_LINEJOIN_MITER_FIXED
        case .round: join = FT_STROKER_LINEJOIN_ROUND
        case .bevel: join = FT_STROKER_LINEJOIN_BEVEL
        }
        let lineCap: FT_Stroker_LineCap
        switch pen.cap {
        case .butt: lineCap = FT_STROKER_LINECAP_BUTT
        case .round: lineCap = FT_STROKER_LINECAP_ROUND
        case .square: lineCap = FT_STROKER_LINECAP_SQUARE
        }
        let radius = FT_Fixed((pen.radius * 64).rounded())
        let miterLimit = FT_Fixed((max(1, pen.miterLimit) * 65_536).rounded())
        FT_Stroker_Set(stroker, radius, lineCap, join, miterLimit)
    }

    private func add(_ subpath: Subpath) {
        var first = subpath.points[0]
        FT_Stroker_BeginSubPath(stroker, &first, subpath.isClosed ? 0 : 1)
        for index in 1..<subpath.points.count {
            var point = subpath.points[index]
            FT_Stroker_LineTo(stroker, &point)
        }
        FT_Stroker_EndSubPath(stroker)
    }

    /// An outline of the given size that `fill` writes, as polygons with its curves flattened into short segments.
    private func export(points: Int, contours: Int, _ fill: (inout FT_Outline) -> Void) throws -> [[Point]] {
        guard points <= Self.maximumOutlinePoints, contours <= Self.maximumOutlinePoints else {
            throw Refusal(description: "a stroke outline of \(points) points is more than one outline holds")
        }
        guard points > 0 else { return [] }
        var vectors = [FT_Vector](repeating: FT_Vector(), count: points)
        var tags = [CChar](repeating: 0, count: points)
        var ends = [Int16](repeating: 0, count: max(1, contours))
        let flattener = Flattener()
        var error: FT_Error = 0
        vectors.withUnsafeMutableBufferPointer { vectors in
            tags.withUnsafeMutableBufferPointer { tags in
                ends.withUnsafeMutableBufferPointer { ends in
                    var outline = FT_Outline(
                        n_contours: 0, n_points: 0, points: vectors.baseAddress, tags: tags.baseAddress,
                        contours: ends.baseAddress, flags: FT_OUTLINE_NONE)
                    fill(&outline)
                    error = flattener.decompose(&outline)
                }
            }
        }
        guard error == 0 else { throw Refusal(description: "FreeType could not walk the stroke (error \(error))") }
        flattener.finishPolygon()
        return flattener.polygons
    }
}

/// Collects an outline's contours as polygons in pixels (y down), replacing its curves by short segments.
private final class Flattener {
    private(set) var polygons: [[Point]] = []
    private var current: [Point] = []

    func decompose(_ outline: inout FT_Outline) -> FT_Error {
        var functions = FT_Outline_Funcs()
        functions.move_to = { to, user in
            guard let to, let user else { return 0 }
            let flattener = Unmanaged<Flattener>.fromOpaque(user).takeUnretainedValue()
            flattener.finishPolygon()
            flattener.current.append(Flattener.point(to.pointee))
            return 0
        }
        functions.line_to = { to, user in
            guard let to, let user else { return 0 }
            Unmanaged<Flattener>.fromOpaque(user).takeUnretainedValue().current.append(Flattener.point(to.pointee))
            return 0
        }
        functions.conic_to = { control, to, user in
            guard let control, let to, let user else { return 0 }
            let flattener = Unmanaged<Flattener>.fromOpaque(user).takeUnretainedValue()
            flattener.addConic(control: Flattener.point(control.pointee), to: Flattener.point(to.pointee))
            return 0
        }
        functions.cubic_to = { control1, control2, to, user in
            guard let control1, let control2, let to, let user else { return 0 }
            let flattener = Unmanaged<Flattener>.fromOpaque(user).takeUnretainedValue()
            flattener.addCubic(
                Flattener.point(control1.pointee), Flattener.point(control2.pointee), to: Flattener.point(to.pointee))
            return 0
        }
        return FT_Outline_Decompose(&outline, &functions, Unmanaged.passUnretained(self).toOpaque())
    }

    func finishPolygon() {
        if current.count >= 3 { polygons.append(current) }
        current.removeAll(keepingCapacity: true)
    }

    private static func point(_ vector: FT_Vector) -> Point {
        Point(x: Double(vector.x) / 64, y: -Double(vector.y) / 64)
    }

    private func addConic(control: Point, to end: Point) {
        guard let start = current.last else { return }
        let bend = Point(x: start.x - 2 * control.x + end.x, y: start.y - 2 * control.y + end.y)
        let steps = Flattener.steps(forBend: (bend.x * bend.x + bend.y * bend.y).squareRoot() / 4)
        for step in 1...steps {
            let t = Double(step) / Double(steps)
            let u = 1 - t
            current.append(Point(
                x: u * u * start.x + 2 * u * t * control.x + t * t * end.x,
                y: u * u * start.y + 2 * u * t * control.y + t * t * end.y))
        }
    }

    private func addCubic(_ control1: Point, _ control2: Point, to end: Point) {
        guard let start = current.last else { return }
        let bend1 = Point(x: start.x - 2 * control1.x + control2.x, y: start.y - 2 * control1.y + control2.y)
        let bend2 = Point(x: control1.x - 2 * control2.x + end.x, y: control1.y - 2 * control2.y + end.y)
        let bend = max(
            (bend1.x * bend1.x + bend1.y * bend1.y).squareRoot(), (bend2.x * bend2.x + bend2.y * bend2.y).squareRoot())
        let steps = Flattener.steps(forBend: bend * 3 / 4)
        for step in 1...steps {
            let t = Double(step) / Double(steps)
            let u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            current.append(Point(
                x: a * start.x + b * control1.x + c * control2.x + d * end.x,
                y: a * start.y + b * control1.y + c * control2.y + d * end.y))
        }
    }

    /// How many segments keep a curve whose control polygon bends by `bend` pixels within the flatness.
    private static func steps(forBend bend: Double) -> Int {
        guard bend.isFinite, bend > FreeTypeStroker.flatness else { return 1 }
        return min(64, Int((bend / FreeTypeStroker.flatness).squareRoot().rounded(.up)))
    }
}
