import PlotlineCore
import PlotlineFeeds

/// What the kernel tells a cell's stderr about live data: bad records live sources skipped since the last
/// report (once per feed per cell, with the last error), and bindings that failed to update.
final class LiveIssueReporter {
    private struct Seen {
        weak var feed: Feed?
        var reportedBadRecords: Int
    }

    private var seen: [ObjectIdentifier: Seen] = [:]
    private let context: ModelContext

    /// A reporter of one session's binding failures and live feeds.
    init(context: ModelContext) {
        self.context = context
    }

    /// The warning lines to show now, each ending in a newline; empty when there is nothing new.
    func warnings() -> String {
        var lines = context.bindingIssues.take().map { "warning: \($0)" }
        for feed in context.feeds.liveFeeds.feeds { track(feed) }
        for (key, entry) in seen {
            guard let feed = entry.feed else {
                seen[key] = nil
                continue
            }
            let count = feed.badRecordCount
            guard count > entry.reportedBadRecords else { continue }
            let new = count - entry.reportedBadRecords
            var line = "warning: a feed skipped \(new) bad record\(new == 1 ? "" : "s")"
            let sources = feed.liveSourceDescriptions
            if !sources.isEmpty { line += " (\(sources.joined(separator: ", ")))" }
            if let last = feed.lastError { line += "; the last: \(last)" }
            lines.append(line)
            seen[key]?.reportedBadRecords = count
        }
        return lines.map { $0 + "\n" }.joined()
    }

    private func track(_ feed: Feed) {
        let key = ObjectIdentifier(feed)
        guard seen[key]?.feed !== feed else { return }
        seen[key] = Seen(feed: feed, reportedBadRecords: 0)
    }
}
