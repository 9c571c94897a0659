import Foundation
import PlotlineValues

/// A live source that tails a growing CSV or NDJSON file on a background thread (`feed.follow(path)`), polling
/// every `pollInterval` seconds: lines another process appends arrive within one interval; lines written in
/// pieces wait for their line break; a truncated file starts the feed over with the file's records, a rotated
/// one is read from its start as a continuation; malformed lines are reported to the inbox and skipped.
public final class FileFollower: LiveSource, Sendable {
    /// The absolute path followed.
    public let path: String
    /// The path as the user gave it, for messages.
    public let displayName: String
    /// How lines are read.
    public let format: FollowFormat
    /// True to read the records already in the file; false to deliver only what is appended from now on.
    public let readsExistingRecords: Bool
    /// The time between polls, in seconds.
    public let pollInterval: Double

    private let thread = LiveSourceThread(name: "plotline.follow")

    /// A follower of the file at `path` (resolved against the current directory).
    public init(
        path: String, format: FollowFormat? = nil, readsExistingRecords: Bool = true, pollInterval: Double = 0.02
    ) {
        self.path = DataFile.resolve(path)
        self.displayName = path
        self.format = format ?? FollowFormat.forPath(path)
        self.readsExistingRecords = readsExistingRecords
        self.pollInterval = max(0.001, pollInterval)
    }

    /// `following "latency.csv"`.
    public var description: String { "following \"\(displayName)\"" }

    /// True while the background thread runs.
    public var isRunning: Bool { thread.isRunning }

    /// Reads the records already in the file (when `readsExistingRecords`) into the inbox before returning,
    /// then starts the background thread that delivers what is appended.
    ///
    /// - Throws: an `IOError` when the file does not exist or the follower already runs.
    public func start(delivering inbox: FeedInbox) throws {
        guard FileIdentity.of(path) != nil else {
            throw ModelError(
                .ioError, "no such file '\(displayName)' to follow",
                hint: "create the file first; relative paths start in \(FileManager.default.currentDirectoryPath)")
        }
        try thread.start(describedAs: description) {
            let tail = FileTail(path: path, source: displayName, format: format)
            let existing = tail.poll()
            if readsExistingRecords {
                inbox.push(existing.records)
                for message in existing.errors { inbox.reportBadRecord(message) }
            }
            return tail
        } body: { [self] tail in
            self.run(tail, into: inbox)
        }
    }

    /// Stops the background thread and waits for it to end.
    public func stop() {
        thread.stop()
    }

    private func run(_ tail: FileTail, into inbox: FeedInbox) {
        while !thread.shouldStop {
            let chunk = tail.poll()
            if chunk.startsOver { inbox.startOver() }
            inbox.push(chunk.records)
            for message in chunk.errors { inbox.reportBadRecord(message) }
            thread.pause(seconds: pollInterval)
        }
        tail.close()
    }
}
