/// The axes of a graph, drawn by the plot area (Core Plot's `CPTAxisSet`).
open class AxisSet: Layer {
    /// The scripting description of this class.
    open override class var descriptor: TypeDescriptor { axisSetTable }

    /// Every axis, in drawing order.
    public var axes: [Axis] {
        didSet {
            for axis in oldValue where !axes.contains(where: { $0 === axis }) { release(axis) }
            adopt(axes)
            invalidate()
        }
    }
    /// A border around the plot area drawn with the axes, or nil for none.
    public var borderLineStyle: LineStyle? { didSet { invalidate() } }

    /// Makes an axis set holding `axes`.
    public init(axes: [Axis]) {
        self.axes = axes
        super.init()
        adopt(axes)
    }

    /// The first axis of a coordinate, or the `index`th one.
    public func axis(for coordinate: Coordinate, at index: Int = 0) -> Axis? {
        let matching = axes.filter { $0.coordinate == coordinate }
        return matching.indices.contains(index) ? matching[index] : nil
    }
}
