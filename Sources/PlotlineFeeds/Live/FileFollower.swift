import Foundation
import PlotlineValues

/// A live source that tails a growing CSV or NDJSON file on a background thread (`feed.follow(path)`), polling
/// every `pollInterval` seconds: lines another process appends arrive within one interval; lines written in
/// pieces wait for their line break; a truncated file starts the feed over with the file's records, a rotated
/// one is read from its start as a continuation; malformed lines are reported to the inbox and skipped.
public final class FileFollower: ThreadedLiveSource {
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
    /// The thread polling the file.
    public let thread = LiveSourceThread(name: "plotline.follow")

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

    /// Opens the file and reads the records already in it into the inbox (when `readsExistingRecords`), so they
    /// are there when `start` returns.
    ///
    /// - Throws: an `IOError` when the file does not exist.
    public func openReader(delivering inbox: FeedInbox) throws -> sending FileTail {
        guard FileIdentity.of(path) != nil else {
            throw ModelError(
                .ioError, "no such file '\(displayName)' to follow",
                hint: "create the file first; relative paths start in \(FileManager.default.currentDirectoryPath)")
        }
        let tail = FileTail(path: path, source: displayName, format: format)
        var existing = tail.poll()
        existing.startsOver = false  // nothing was read from the file before, so the feed has nothing of it to drop
        if readsExistingRecords { inbox.deliver(existing) }
        return tail
    }

    /// Delivers what was appended since the last turn, then waits `pollInterval` seconds.
    public func readTurn(from tail: FileTail, into inbox: FeedInbox) {
        inbox.deliver(tail.poll())
        thread.pause(seconds: pollInterval)
    }

    /// Closes the file.
    public func closeReader(_ tail: FileTail) {
        tail.close()
    }
}
