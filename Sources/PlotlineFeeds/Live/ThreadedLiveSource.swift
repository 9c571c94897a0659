import PlotlineValues

/// A live source that reads on a background thread of its own: a followed file, a ZeroMQ subscription, an SQL
/// poller or listener. The source says how to open what it reads and what one turn of reading does; this protocol's
/// extension does the rest, once for all of them: `start` opens the reader and starts the thread, which runs turns
/// until `stop`, reports a failed turn to the feed's inbox and recovers as the source says, and closes the reader
/// when it ends; `stop` asks the thread to end and waits for it.
///
/// The reader is made on the thread calling `start` and handed over to the background thread, which alone uses it
/// from then on (`LiveSourceThread.start` checks that the caller keeps no reference to it). The source itself is
/// shared by both threads, so it is `Sendable`.
public protocol ThreadedLiveSource: LiveSource, Sendable {
    /// What the thread reads: a file's tail, a database connection, a subscription.
    associatedtype Reader

    /// The thread the source reads on; `start`, `stop` and `isRunning` go through it, and a turn may pause on it.
    var thread: LiveSourceThread { get }

    /// Opens what the thread will read, on the thread calling `start`, delivering into `inbox` anything to be there
    /// before `start` returns (a followed file's existing records).
    ///
    /// - Throws: an error that refuses the start (nothing runs then): a missing file, a database that cannot be
    ///   opened, an endpoint that cannot be subscribed to.
    func openReader(delivering inbox: FeedInbox) throws -> sending Reader

    /// One turn of the background thread's loop: waits a little for what arrives (or until `stop` cuts a pause short)
    /// and delivers it into `inbox`. Called on the background thread only, again and again until `stop`.
    ///
    /// - Throws: when reading failed; the error's message is reported to `inbox` as a bad record, and `recovery` says
    ///   what the thread does next.
    func readTurn(from reader: Reader, into inbox: FeedInbox) throws

    /// What the thread does after a turn threw; by default it ends.
    var recovery: LiveSourceRecovery { get }

    /// Closes the reader when the loop ends, on the background thread; by default it does nothing (the reader is
    /// released with the thread's closure).
    func closeReader(_ reader: Reader)
}

extension ThreadedLiveSource {
    /// True from a successful `start` until the thread ends (stopped, or given up after a failure).
    public var isRunning: Bool { thread.isRunning }

    /// The thread ends after a failed turn.
    public var recovery: LiveSourceRecovery { .end }

    /// Nothing to close.
    public func closeReader(_ reader: Reader) {}

    /// Opens the reader and starts the thread that reads it.
    ///
    /// - Throws: `openReader`'s error, or an `IOError` when the source already runs.
    public func start(delivering inbox: FeedInbox) throws {
        try thread.start(describedAs: description) {
            try openReader(delivering: inbox)
        } body: { [self] reader in
            readUntilStopped(reader, into: inbox)
        }
    }

    /// Asks the thread to end and waits for it (at most five seconds).
    public func stop() {
        thread.stop()
    }

    /// The background thread's loop: turns until `stop` or a failure the source does not recover from, then the
    /// reader is closed.
    private func readUntilStopped(_ reader: Reader, into inbox: FeedInbox) {
        while !thread.shouldStop {
            do {
                try readTurn(from: reader, into: inbox)
            } catch {
                inbox.reportBadRecord(ModelError.message(of: error))
                guard case .retry(let seconds) = recovery else { break }
                thread.pause(seconds: seconds)
            }
        }
        closeReader(reader)
    }
}
