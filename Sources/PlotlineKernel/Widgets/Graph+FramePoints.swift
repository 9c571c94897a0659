import PlotlineCore

/// Points of a widget frame (points from the picture's top left, as the view reports them) and the graph's own
/// device space, whose origin is the graph's bounds origin.
extension Graph {
    /// The device point at a point of the picture.
    func devicePoint(atFramePoint point: Point) -> Point {
        point.offsetBy(dx: bounds.minX, dy: bounds.minY)
    }

    /// The point of the picture at a device point.
    func framePoint(atDevicePoint point: Point) -> Point {
        point.offsetBy(dx: -bounds.minX, dy: -bounds.minY)
    }
}
