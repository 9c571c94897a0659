import PlotlineValues

/// The axes of a graph, drawn by the plot area (Core Plot's `CPTAxisSet`).
open class AxisSet: Layer {
    /// The scripting description of this class.
    open override class var descriptor: TypeDescriptor { axisSetTable }

    /// Every axis, in drawing order. Axes added to the axis set of a themed graph take the theme's styles for
    /// the styles they still have from construction.
    public var axes: [Axis] {
        didSet {
            for axis in oldValue where !axes.contains(where: { $0 === axis }) { release(axis) }
            for axis in axes where !oldValue.contains(where: { $0 === axis }) { graph?.styleNewAxis(axis) }
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

    /// The graph this axis set belongs to, if any.
    var graph: Graph? {
        var current: ModelObject? = owner
        while let object = current {
            if let graph = object as? Graph { return graph }
            current = object.owner
        }
        return nil
    }

    /// Adds an axis at the end.
    public func addAxis(_ axis: Axis) {
        guard !axes.contains(where: { $0 === axis }) else { return }
        axes.append(axis)
    }

    /// Removes an axis; does nothing when it is not in the set.
    public func removeAxis(_ axis: Axis) {
        axes.removeAll { $0 === axis }
    }

    /// The first axis of a coordinate, or the `index`th one.
    public func axis(for coordinate: Coordinate, at index: Int = 0) -> Axis? {
        let matching = axes.filter { $0.coordinate == coordinate }
        return matching.indices.contains(index) ? matching[index] : nil
    }
}
