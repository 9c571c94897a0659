/// The plot area's place in the picture, held steady while a user zooms and pans an interactive chart.
///
/// Automatic padding follows the widest tick label, so a gesture that changes the labels ("1" becoming "0.25")
/// would move the plot area under the user's pointer by several points at every frame. A view takes a hold when
/// the first gesture begins (`Graph.plotAreaHold()`) and lays every later frame out inside it
/// (`Graph.holdingPlotArea(_:_:)`):
/// - the plot area keeps its distances from the picture's edges (`insets`);
/// - labels that need more room than the plot area frame's padding had take it from the graph's padding around
///   the frame: the frame reaches out, the plot area stays;
/// - only labels that would be clipped even then move the plot area, and the hold grows to its new place, so it
///   moves at most once for each wider label and never back.
/// Sides whose padding the user set keep it. The view drops the hold when the user resets the chart, and with the
/// view itself when the cell is run again; a static picture never uses one.
public struct PlotAreaHold: Hashable, Sendable {
    /// The plot area's distances from the left, top, right and bottom edges of the graph's bounds, in points.
    public private(set) var insets: EdgeInsets

    /// A hold keeping the plot area `insets` from the graph's edges.
    public init(insets: EdgeInsets) {
        self.insets = insets
    }

    /// A hold keeping `plotArea` where it is in `bounds`.
    public init(plotArea: Rect, in bounds: Rect) {
        insets = EdgeInsets(
            left: plotArea.minX - bounds.minX, top: plotArea.minY - bounds.minY,
            right: bounds.maxX - plotArea.maxX, bottom: bounds.maxY - plotArea.maxY)
    }

    /// Grows the held distances to a plot area's that had to move inwards, so that it never moves back.
    mutating func grow(toFit plotArea: Rect, in bounds: Rect) {
        let moved = PlotAreaHold(plotArea: plotArea, in: bounds).insets
        insets = EdgeInsets(
            left: max(insets.left, moved.left), top: max(insets.top, moved.top),
            right: max(insets.right, moved.right), bottom: max(insets.bottom, moved.bottom))
    }

    /// One side of a held layout: how far the plot area frame's edge is from the graph's edge, and the frame's
    /// padding on that side.
    struct Side: Equatable {
        /// From the graph's edge to the plot area frame's edge.
        var frameInset: Double
        /// From the plot area frame's edge to the plot area's edge.
        var padding: Double
    }

    /// A side of the layout that keeps the plot area `held` from the graph's edge while its labels need `needed`
    /// between the plot area and the frame's edge: the frame's edge stays `graphPadding` in, reaches out as far as
    /// the graph's edge when the labels need it, and past that the plot area moves in. A padding the user set
    /// (`explicit`) is kept.
    static func side(held: Double, graphPadding: Double, needed: Double, explicit: Double?) -> Side {
        if let explicit { return Side(frameInset: graphPadding, padding: explicit) }
        let plotInset = max(held, needed)
        let frameInset = max(0, min(graphPadding, plotInset - needed))
        return Side(frameInset: frameInset, padding: plotInset - frameInset)
    }
}
