import Foundation
import Synchronization

/// The one thread a session runs on: a long-lived thread with a large stack (so deep but bounded recursion ends in
/// a recursion error rather than a crash) that runs the session's work one piece at a time while the caller waits.
/// Cells, rendering, live-feed drains and idle updates of a session all run here, whichever thread asks.
///
/// The thread starts on first use and ends when its session goes. Work asked for from a large-stack thread (this
/// one, or a test's) runs in place; should the thread not start, work runs on the caller's thread, and
/// `ExecutionThread.isOnLargeStack` says so.
final class SessionThread: Sendable {
    private enum State {
        case notStarted
        case running
        case failedToStart
    }

    /// What the caller and the thread share; the thread holds it, not the `SessionThread`, so that the session's
    /// going ends the thread.
    ///
    /// `@unchecked Sendable`: `job` and `isClosed` are plain fields written on one side and read on the other, and
    /// the semaphores order them. A caller writes `job` while it holds `submission` and before it signals `wake`;
    /// the thread reads and clears it only after `wake`, runs it (the job writes its result into the waiting
    /// caller's frame), then signals `finished`, which the caller waits for before it reads the result and lets the
    /// next caller in. `isClosed` is written only by `SessionThread.deinit`, when no caller is left,
    /// before a last `wake`. The semaphores themselves are thread-safe.
    private final class Channel: @unchecked Sendable {
        var job: (() -> Void)?
        var isClosed = false
        let wake = DispatchSemaphore(value: 0)
        let finished = DispatchSemaphore(value: 0)
    }

    private let channel = Channel()
    private let submission = NSLock()
    private let state = Mutex(State.notStarted)

    /// A session thread, not started yet.
    init() {}

    deinit {
        guard state.withLock({ $0 == .running }) else { return }
        channel.isClosed = true
        channel.wake.signal()
    }

    /// Runs `body` on the thread and returns its result (in place on a large-stack thread; on the caller's thread
    /// when the thread cannot start). Calls from several threads run one after another.
    func perform<T>(_ body: () -> T) -> T {
        if ExecutionThread.isOnLargeStack { return body() }
        submission.lock()
        defer { submission.unlock() }
        guard startIfNeeded() else { return body() }
        return handOver(body)
    }

    /// Runs `body` on the thread unless other work runs or waits there (then false, without running it): for
    /// a debugger's look at the session from another thread, which must never wait behind a running cell.
    func performIfIdle(_ body: () -> Void) -> Bool {
        if ExecutionThread.isOnLargeStack { return false }
        guard submission.try() else { return false }
        defer { submission.unlock() }
        guard startIfNeeded() else { return false }
        handOver(body)
        return true
    }

    /// Runs `body` on the running thread and waits for its result; the caller holds `submission`.
    private func handOver<T>(_ body: () -> T) -> T {
        withoutActuallyEscaping(body) { body in
            var result: T?
            channel.job = { result = body() }
            channel.wake.signal()
            channel.finished.wait()
            guard let result else { preconditionFailure("the session thread returned without running the work") }
            return result
        }
    }

    /// Starts the thread the first time; false when it is not running.
    private func startIfNeeded() -> Bool {
        state.withLock { state in
            if state == .notStarted { state = start() ? .running : .failedToStart }
            return state == .running
        }
    }

    /// Starts the thread and waits until it runs.
    private func start() -> Bool {
        let started = DispatchSemaphore(value: 0)
        let channel = self.channel
        let thread = Thread {
            Thread.current.threadDictionary[ExecutionThread.threadKey] = true
            started.signal()
            SessionThread.serve(channel)
        }
        thread.name = "Plotline session"
        thread.stackSize = ExecutionThread.stackSize
        thread.start()
        return started.wait(timeout: .now() + ExecutionThread.startTimeout) == .success
    }

    /// Runs each submitted job until the channel closes.
    private static func serve(_ channel: Channel) {
        while true {
            channel.wake.wait()
            if channel.isClosed { return }
            runJob(in: channel)
            channel.finished.signal()
        }
    }

    /// Takes the job out of the channel and runs it; the job is released before this returns, so the caller's
    /// non-escaping closure inside it has not escaped when the caller resumes.
    private static func runJob(in channel: Channel) {
        let job = channel.job
        channel.job = nil
        job?()
    }
}
