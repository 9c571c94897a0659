import Synchronization
import PlotlineValues
import PlotlineFeeds

/// Failures of bindings updating after a change (a transformer throwing, a value of the wrong kind): the change
/// itself cannot fail, so the kernel collects them here and shows them on stderr after the cell.
///
/// Each session's `ModelContext` has one; any thread may report and take.
public final class BindingIssues: Sendable {
    private struct State {
        var messages: [String] = []
        var droppedCount = 0
    }

    private let state = Mutex(State())

    /// The most messages kept until taken; later ones are counted only.
    public static let capacity = 20

    /// Makes an empty collector.
    public init() {}

    /// Records a failure (the same message once until taken).
    public func report(_ message: String) {
        state.withLock { state in
            guard !state.messages.contains(message) else { return }
            if state.messages.count < BindingIssues.capacity {
                state.messages.append(message)
            } else {
                state.droppedCount += 1
            }
        }
    }

    /// The failures recorded since the last call, oldest first, with a line counting any beyond the capacity.
    public func take() -> [String] {
        let taken = state.withLock { state in
            defer { state = State() }
            return state
        }
        guard taken.droppedCount > 0 else { return taken.messages }
        return taken.messages + ["… and \(taken.droppedCount) more binding failures"]
    }
}
