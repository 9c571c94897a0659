import Foundation
import PlotlineKernel
import Synchronization

/// A `MessageSubscription` the test feeds: messages queued with `publish`, a break with `breakOff`; it records when
/// it was closed, and whether on the main thread (the test's) or another (the reader's).
final class QueuedSubscription: MessageSubscription, Sendable {
    /// What `receive` throws once the subscription broke.
    struct Broken: Error, CustomStringConvertible {
        let description: String
    }

    private struct State {
        var messages: [[[UInt8]]] = []
        var failure: Broken?
        var closedOnMainThread: Bool?
    }

    private let state = Mutex(State())

    /// Queues a one-frame message holding `text`.
    func publish(_ text: String) {
        state.withLock { $0.messages.append([Array(text.utf8)]) }
    }

    /// Makes the next `receive` throw `Broken(description: reason)`.
    func breakOff(_ reason: String) {
        state.withLock { $0.failure = Broken(description: reason) }
    }

    /// True when the main thread closed the subscription, false when another did, nil while it is open.
    var closedOnMainThread: Bool? {
        state.withLock { $0.closedOnMainThread }
    }

    func receive(timeout: Duration) throws -> [[UInt8]]? {
        let (message, failure) = state.withLock { state in
            (state.messages.isEmpty ? nil : state.messages.removeFirst(), state.failure)
        }
        if let failure { throw failure }
        if message == nil { Thread.sleep(forTimeInterval: 0.002) }
        return message
    }

    func close() {
        let onMainThread = Thread.isMainThread
        state.withLock { $0.closedOnMainThread = onMainThread }
    }
}
