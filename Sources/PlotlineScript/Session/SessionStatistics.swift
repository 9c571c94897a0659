import PlotlineCore
import PlotlineValues

/// What the session's displays have cost so far, visible to programs as `session.statistics`: pictures rendered,
/// widget frames and display updates sent, and changes merged into a later picture.
///
/// The display owner of a kernel counts here (docs/displays.md, "One owner"): every picture it renders for a
/// display or a widget, every widget frame and `update_display_data` it sends for a graph, and every change it did
/// not draw on its own because a later picture showed it too (a gesture replaced by a newer one before it was
/// drawn, edits of a shown graph between two of its pictures). Snapshots and `graph.save` are not displays and
/// are not counted. Programs read the counts; only the kernel writes them.
///
/// ```swift
/// let before = session.statistics.renders
/// graph.title = "Throughput"      // at the end of the cell: one picture for every display of the graph
/// ```
public final class SessionStatistics: ScriptObject, StaticallyDescribed {
    /// Pictures rendered for displays and widgets (one per graph state, pixel size and format).
    public private(set) var renders = 0
    /// Frames sent to interactive charts' views.
    public private(set) var framesSent = 0
    /// `update_display_data` messages sent for graphs.
    public private(set) var displayUpdates = 0
    /// Changes not drawn on their own: merged into a later picture of the same graph.
    public private(set) var updatesCoalesced = 0

    /// Counts start at zero.
    public init() {}

    /// Counts one picture rendered for a display or a widget.
    public func countRender() { renders += 1 }

    /// Counts one frame sent to a widget's view.
    public func countFrameSent() { framesSent += 1 }

    /// Counts one `update_display_data` sent for a graph.
    public func countDisplayUpdate() { displayUpdates += 1 }

    /// Counts `changes` changes merged into a later picture (nothing when not positive).
    public func countCoalesced(_ changes: Int) { updatesCoalesced += max(0, changes) }

    /// The statistics' member table.
    public class var descriptor: TypeDescriptor { table }

    /// `statistics: renders 3, framesSent 2, displayUpdates 1, updatesCoalesced 0`.
    public var summary: String {
        "statistics: renders \(renders), framesSent \(framesSent), displayUpdates \(displayUpdates), "
            + "updatesCoalesced \(updatesCoalesced)"
    }

    private static let table = TypeDescriptor(
        name: "SessionStatistics", doc: "What the session's displays have cost so far.", kind: .object
    ) { members in
        members.properties = [
            .computed("renders", type: .int, doc: "Pictures rendered for displays and widgets.",
                      get: { (statistics: SessionStatistics) in .int(statistics.renders) }),
            .computed("framesSent", type: .int, doc: "Frames sent to interactive charts' views.",
                      get: { (statistics: SessionStatistics) in .int(statistics.framesSent) }),
            .computed("displayUpdates", type: .int, doc: "update_display_data messages sent for graphs.",
                      get: { (statistics: SessionStatistics) in .int(statistics.displayUpdates) }),
            .computed("updatesCoalesced", type: .int, doc: "Changes merged into a later picture of the same graph.",
                      get: { (statistics: SessionStatistics) in .int(statistics.updatesCoalesced) }),
        ]
    }
}
