import PlotlineValues

/// The axes of an x-y graph: an x axis and a y axis, plus any extra axes (Core Plot's `CPTXYAxisSet`).
public final class XYAxisSet: AxisSet {
    /// The scripting description of this class.
    public override class var descriptor: TypeDescriptor { xyAxisSetTable }

    /// The horizontal axis (the first axis).
    public var xAxis: XYAxis {
        get { axes.first as? XYAxis ?? XYAxis(coordinate: .x) }
        set { replaceAxis(at: 0, with: newValue) }
    }
    /// The vertical axis (the second axis).
    public var yAxis: XYAxis {
        get { axes.count > 1 ? (axes[1] as? XYAxis ?? XYAxis(coordinate: .y)) : XYAxis(coordinate: .y) }
        set { replaceAxis(at: 1, with: newValue) }
    }

    /// Makes an x axis and a y axis, both with ticks on the negative side as Core Plot does.
    public init() {
        let x = XYAxis(coordinate: .x)
        let y = XYAxis(coordinate: .y)
        x.applyingTheme { x.tickDirection = .negative }
        y.applyingTheme { y.tickDirection = .negative }
        super.init(axes: [x, y])
    }

    /// The x-y axes in drawing order.
    public var xyAxes: [XYAxis] { axes.compactMap { $0 as? XYAxis } }

    private func replaceAxis(at index: Int, with axis: XYAxis) {
        var updated = axes
        while updated.count <= index { updated.append(XYAxis(coordinate: updated.count == 0 ? .x : .y)) }
        updated[index] = axis
        axes = updated
    }
}
