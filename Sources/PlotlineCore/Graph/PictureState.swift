/// What a graph's picture was drawn from, apart from the records appended to its plots since: comparing the state
/// of a picture with the graph's state now tells whether the picture can be brought up to date by drawing again
/// only where the appended records go (`Graph.regionChanged(since:)`).
public struct PictureState: Equatable, Sendable {
    /// One plot as drawn: where its data mapped and how many records it had.
    struct PlotState: Equatable, Sendable {
        let plot: ObjectIdentifier
        let mapping: PlotSpaceMapping?
        let recordCount: Int
    }

    /// The graph's `structureRevision` when the picture was drawn.
    let structureRevision: UInt64
    /// The graph's size.
    let bounds: Rect
    /// The plots in drawing order.
    let plots: [PlotState]
    /// False when some plot's data had still to be fetched, so the picture cannot be trusted to be extended.
    let isSettled: Bool
}
