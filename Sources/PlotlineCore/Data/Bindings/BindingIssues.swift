import Foundation

/// Failures of bindings updating after a change (a transformer throwing, a value of the wrong kind): the change
/// itself cannot fail, so the kernel collects them here and shows them on stderr after the cell.
///
/// Each session's `ModelContext` has one. `@unchecked Sendable`: `messages` and `droppedCount` are read and written
/// under `lock`.
public final class BindingIssues: @unchecked Sendable {

    private let lock = NSLock()
    private var messages: [String] = []

    /// The most messages kept until taken; later ones are counted only.
    public static let capacity = 20
    private var droppedCount = 0

    /// Makes an empty collector.
    public init() {}

    /// Records a failure (the same message once until taken).
    public func report(_ message: String) {
        lock.lock()
        defer { lock.unlock() }
        guard !messages.contains(message) else { return }
        if messages.count < BindingIssues.capacity { messages.append(message) } else { droppedCount += 1 }
    }

    /// The failures recorded since the last call, oldest first, with a line counting any beyond the capacity.
    public func take() -> [String] {
        lock.lock()
        defer {
            messages = []
            droppedCount = 0
            lock.unlock()
        }
        return droppedCount > 0 ? messages + ["… and \(droppedCount) more binding failures"] : messages
    }

    /// The message of an error, for a report.
    static func message(of error: any Error) -> String {
        (error as? ModelError)?.message ?? "\(error)"
    }
}
