/// The plot area's place in its frame, held steady while a user zooms and pans an interactive chart.
///
/// Automatic padding follows the widest tick label, so a gesture that changes the labels ("0.5" becoming "0.25")
/// would move the plot area under the user's pointer by a few points at every frame. A view takes a hold when the
/// first gesture begins (`Graph.plotAreaHold()`) and lays every later frame out inside it
/// (`Graph.holdingPlotArea(_:_:)`): each automatic side of the frame's padding is then at least what it was when
/// the gesture began, and grows only when a label or title would otherwise be clipped. It never shrinks, so the
/// plot area moves at most once for each wider label and never back. The view drops the hold when the user resets
/// the chart, and with the view itself when the cell is run again; a static picture never uses one.
public struct PlotAreaHold: Hashable, Sendable {
    /// The least padding each side of the plot area frame keeps, in points.
    public private(set) var insets: EdgeInsets

    /// A hold keeping at least `insets` of padding on each side.
    public init(insets: EdgeInsets) {
        self.insets = insets
    }

    /// The padding for a layout that needs `needed`: the larger of the two on each side.
    func padding(fitting needed: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            left: max(insets.left, needed.left), top: max(insets.top, needed.top),
            right: max(insets.right, needed.right), bottom: max(insets.bottom, needed.bottom))
    }

    /// Grows the held insets to the padding a layout ended with, so that the plot area never moves back.
    mutating func grow(toFit padding: EdgeInsets) {
        insets = self.padding(fitting: padding)
    }
}
