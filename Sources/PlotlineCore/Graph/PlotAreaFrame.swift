import PlotlineValues

/// The bordered layer around the plot area; its padding holds the axis labels and titles
/// (Core Plot's `CPTPlotAreaFrame`).
///
/// Sides whose padding is not set are sized automatically at layout, from the measured tick labels, axis titles
/// and graph title, so labels are never clipped. Setting a padding (`paddingLeft = 50`) fixes that side; setting
/// it to nil makes it automatic again.
public final class PlotAreaFrame: BorderedLayer {
    /// The scripting description of this class.
    public override class var descriptor: TypeDescriptor { plotAreaFrameTable }

    /// The data rectangle inside the padding.
    public let plotArea: PlotArea

    /// Makes a frame around a plot area.
    public init(plotArea: PlotArea) {
        self.plotArea = plotArea
        super.init()
        masksToBorder = true
        adopt(plotArea)
    }

    /// The margin automatic padding keeps between a visible border or rounded corners and what the frame holds,
    /// so labels and titles never touch the border or get cut by the corners: 0 without either.
    var automaticContentInset: Double {
        let border = borderLineStyle.map { $0.isInvisible ? 0 : $0.lineWidth } ?? 0
        guard border > 0 || cornerRadius > 0 else { return 0 }
        return max(8, cornerRadius / 2 + border).rounded(.up)
    }

    /// The axis set of the plot area.
    public var axisSet: AxisSet? {
        get { plotArea.axisSet }
        set { plotArea.axisSet = newValue }
    }
}
