import Foundation

/// A resolution-independent outline made of lines and cubic curves, in device space (points, y down).
///
/// Layers build paths and hand them to a `DrawingContext` to fill, stroke or clip; paths are values, so tests can
/// compare what was drawn.
public struct Path: Hashable, Sendable {
    /// The instructions, in order.
    public private(set) var elements: [PathElement] = []

    /// Makes an empty path.
    public init() {}

    /// A closed rectangle.
    public init(rect: Rect) {
        addRect(rect)
    }

    /// A closed ellipse inscribed in a rectangle.
    public init(ellipseIn rect: Rect) {
        addEllipse(in: rect)
    }

    /// A closed rectangle with rounded corners; the radius is limited to half the shorter side.
    public init(roundedRect rect: Rect, cornerRadius: Double) {
        addRoundedRect(rect, cornerRadius: cornerRadius)
    }

    /// True when the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Starts a new subpath.
    public mutating func move(to point: Point) {
        elements.append(.move(to: point))
    }

    /// Adds a straight line from the current point.
    public mutating func addLine(to point: Point) {
        elements.append(.line(to: point))
    }

    /// Adds a cubic Bézier curve from the current point.
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes the current subpath.
    public mutating func closeSubpath() {
        elements.append(.closeSubpath)
    }

    /// Adds a straight segment as its own subpath.
    public mutating func addLineSegment(from start: Point, to end: Point) {
        move(to: start)
        addLine(to: end)
    }

    /// Adds a closed polygon through the points.
    public mutating func addPolygon(_ points: [Point]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
        closeSubpath()
    }

    /// Adds a closed rectangle.
    public mutating func addRect(_ rect: Rect) {
        addPolygon([
            Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
            Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
        ])
    }

    /// Adds a closed ellipse inscribed in `rect`, as four cubic curves.
    public mutating func addEllipse(in rect: Rect) {
        let kappa = 0.5522847498307936
        let rx = rect.width / 2
        let ry = rect.height / 2
        let c = rect.center
        let ox = rx * kappa
        let oy = ry * kappa
        move(to: Point(x: c.x + rx, y: c.y))
        addCurve(to: Point(x: c.x, y: c.y + ry), control1: Point(x: c.x + rx, y: c.y + oy), control2: Point(x: c.x + ox, y: c.y + ry))
        addCurve(to: Point(x: c.x - rx, y: c.y), control1: Point(x: c.x - ox, y: c.y + ry), control2: Point(x: c.x - rx, y: c.y + oy))
        addCurve(to: Point(x: c.x, y: c.y - ry), control1: Point(x: c.x - rx, y: c.y - oy), control2: Point(x: c.x - ox, y: c.y - ry))
        addCurve(to: Point(x: c.x + rx, y: c.y), control1: Point(x: c.x + ox, y: c.y - ry), control2: Point(x: c.x + rx, y: c.y - oy))
        closeSubpath()
    }

    /// Adds a closed rectangle with rounded corners.
    public mutating func addRoundedRect(_ rect: Rect, cornerRadius: Double) {
        let radius = min(max(0, cornerRadius), rect.width / 2, rect.height / 2)
        guard radius > 0 else {
            addRect(rect)
            return
        }
        let k = radius * (1 - 0.5522847498307936)
        move(to: Point(x: rect.minX + radius, y: rect.minY))
        addLine(to: Point(x: rect.maxX - radius, y: rect.minY))
        addCurve(
            to: Point(x: rect.maxX, y: rect.minY + radius),
            control1: Point(x: rect.maxX - k, y: rect.minY), control2: Point(x: rect.maxX, y: rect.minY + k))
        addLine(to: Point(x: rect.maxX, y: rect.maxY - radius))
        addCurve(
            to: Point(x: rect.maxX - radius, y: rect.maxY),
            control1: Point(x: rect.maxX, y: rect.maxY - k), control2: Point(x: rect.maxX - k, y: rect.maxY))
        addLine(to: Point(x: rect.minX + radius, y: rect.maxY))
        addCurve(
            to: Point(x: rect.minX, y: rect.maxY - radius),
            control1: Point(x: rect.minX + k, y: rect.maxY), control2: Point(x: rect.minX, y: rect.maxY - k))
        addLine(to: Point(x: rect.minX, y: rect.minY + radius))
        addCurve(
            to: Point(x: rect.minX + radius, y: rect.minY),
            control1: Point(x: rect.minX, y: rect.minY + k), control2: Point(x: rect.minX + k, y: rect.minY))
        closeSubpath()
    }

    /// Appends every element of another path.
    public mutating func addPath(_ other: Path) {
        elements.append(contentsOf: other.elements)
    }

    /// The smallest rectangle containing every point and control point, or nil for an empty path.
    public var boundingBox: Rect? {
        var points: [Point] = []
        for element in elements {
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case .curve(let point, let control1, let control2): points += [point, control1, control2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return nil }
        var box = Rect(origin: first, size: .zero)
        for point in points.dropFirst() { box = box.union(Rect(origin: point, size: .zero)) }
        return box
    }

    /// This path with every point transformed by `transform`.
    public func applying(_ transform: (Point) -> Point) -> Path {
        var copy = Path()
        copy.elements = elements.map { element in
            switch element {
            case .move(let point): return .move(to: transform(point))
            case .line(let point): return .line(to: transform(point))
            case .curve(let point, let control1, let control2):
                return .curve(to: transform(point), control1: transform(control1), control2: transform(control2))
            case .closeSubpath: return .closeSubpath
            }
        }
        return copy
    }

    /// The path's subpaths as polylines, curves split into straight pieces (closed subpaths end at their start).
    public func flattenedSubpaths(segmentsPerCurve: Int = 8) -> [[Point]] {
        var result: [[Point]] = []
        var current: [Point] = []
        for element in elements {
            switch element {
            case .move(let point):
                if !current.isEmpty { result.append(current) }
                current = [point]
            case .line(let point):
                current.append(point)
            case .curve(let point, let control1, let control2):
                let start = current.last ?? point
                for step in 1...max(1, segmentsPerCurve) {
                    let t = Double(step) / Double(max(1, segmentsPerCurve))
                    let u = 1 - t
                    let x = u * u * u * start.x + 3 * u * u * t * control1.x + 3 * u * t * t * control2.x + t * t * t * point.x
                    let y = u * u * u * start.y + 3 * u * u * t * control1.y + 3 * u * t * t * control2.y + t * t * t * point.y
                    current.append(Point(x: x, y: y))
                }
            case .closeSubpath:
                if let first = current.first { current.append(first) }
                result.append(current)
                current = []
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// The smallest rectangle containing the points, or nil when there are none.
    public static func boundingBox(of points: [Point]) -> Rect? {
        guard let first = points.first else { return nil }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in points.dropFirst() {
            minX = min(minX, point.x)
            maxX = max(maxX, point.x)
            minY = min(minY, point.y)
            maxY = max(maxY, point.y)
        }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
