import PlotlineValues

/// The rectangle where data is drawn, inside the plot area frame's padding; it hosts the axis set and the plots
/// and draws them in Core Plot's order (Core Plot's `CPTPlotArea`).
public final class PlotArea: Layer {
    /// The scripting description of this class.
    public override class var descriptor: TypeDescriptor { plotAreaTable }

    /// The background of the data rectangle, or nil for none.
    public var fill: Fill? { didSet { invalidate() } }
    /// A border around the data rectangle, or nil for none.
    public var borderLineStyle: LineStyle? { didSet { invalidate() } }
    /// The axes, or nil for a graph without axes (a pie chart).
    public var axisSet: AxisSet? {
        didSet {
            if oldValue !== axisSet { release(oldValue) }
            adopt(axisSet)
            invalidate()
        }
    }
    /// The plots, in drawing order (later plots draw on top).
    public private(set) var plots: [Plot] = []

    /// Makes a plot area with an axis set.
    public init(axisSet: AxisSet?) {
        self.axisSet = axisSet
        super.init()
        adopt(axisSet)
    }

    /// Inserts a plot at an index (clamped to the valid range).
    func insert(_ plot: Plot, at index: Int) {
        plots.removeAll { $0 === plot }
        plots.insert(plot, at: min(max(0, index), plots.count))
        adopt(plot)
        invalidate()
    }

    /// Removes a plot; returns false when it was not here.
    @discardableResult
    func remove(_ plot: Plot) -> Bool {
        guard plots.contains(where: { $0 === plot }) else { return false }
        plots.removeAll { $0 === plot }
        release(plot)
        invalidate()
        return true
    }
}
