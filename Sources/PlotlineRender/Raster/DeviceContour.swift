import PlotlineCore

/// A polyline in device pixels (x to the right, y down), open or closed: one subpath of a path made only of
/// straight segments, after the drawing transform.
struct DeviceContour: Equatable {
    /// The vertices in drawing order; a closed contour does not repeat its first vertex.
    var points: [Point]
    /// True when the last vertex joins back to the first.
    var isClosed: Bool

    /// The subpaths of `path` in device pixels (`device = user × scale + offset`), or nil when the path has curves.
    static func contours(
        of path: Path, scaleX: Double, scaleY: Double, offsetX: Double, offsetY: Double
    ) -> [DeviceContour]? {
        var contours: [DeviceContour] = []
        var current = DeviceContour(points: [], isClosed: false)
        // A lone move draws nothing; a closed lone point stays, for the rasterizer to refuse (cairo may draw a dot).
        func finishCurrent() {
            if current.points.count > 1 || (current.isClosed && !current.points.isEmpty) { contours.append(current) }
            current = DeviceContour(points: [], isClosed: false)
        }
        for element in path.elements {
            switch element {
            case .move(let point):
                finishCurrent()
                current.points.append(Point(x: point.x * scaleX + offsetX, y: point.y * scaleY + offsetY))
            case .line(let point):
                current.points.append(Point(x: point.x * scaleX + offsetX, y: point.y * scaleY + offsetY))
            case .closeSubpath:
                guard let start = current.points.first else { continue }
                current.isClosed = true
                finishCurrent()
                // As in cairo, drawing after a close goes on from the subpath's start.
                current.points.append(start)
            case .curve:
                return nil
            }
        }
        finishCurrent()
        return contours
    }
}
