import PlotlineValues

/// A feed shown as a table, as pandas, Polars and DuckDB users expect to see their rows: `html` is a `<table>` of
/// the column names and types, the first and last arranged records and the row and column counts (notebooks,
/// exports); `text` is the feed's summary line over a fixed-width preview of its first records (consoles).
///
/// Both are bounded whatever the feed holds: at most `Limits.headRows + Limits.tailRows` records, and as many
/// columns from each end; long text is cut with "…". The records are the arranged ones (after the filter and
/// sort descriptors), numbered by their arranged index, and the counts say when a filter or an order applies.
///
/// ```swift
/// let preview = FeedTablePreview(feed)
/// bundle["text/html"] = preview.html      // <div class="plotline-table"><style>…</style><table>…
/// bundle["text/plain"] = preview.text     // Feed: 3 records; x (number), …\n   x  label\n0  1  a …
/// ```
public struct FeedTablePreview {
    /// How much of a feed a preview shows.
    public struct Limits: Sendable {
        /// The first arranged records shown.
        public var headRows = 10
        /// The last arranged records shown (all records are shown when there are no more than both together).
        public var tailRows = 10
        /// The first columns shown.
        public var headColumns = 10
        /// The last columns shown (all columns are shown when there are no more than both together).
        public var tailColumns = 10
        /// The most characters of a cell or a field name in the HTML table.
        public var cellCharacters = 50
        /// The records the text preview shows.
        public var textRows = 5
        /// The most characters of a cell or a field name in the text preview.
        public var textCellCharacters = 24
        /// The most characters of a line of the text preview's table.
        public var textWidth = 100

        /// The limits notebooks and consoles get.
        public static let standard = Limits()
    }

    /// The feed shown.
    public let feed: Feed
    /// How much of it is shown.
    public let limits: Limits
    /// Every column of the feed.
    let columns: [FeedTableColumn]

    /// A preview of `feed` as it is now.
    public init(_ feed: Feed, limits: Limits = .standard) {
        self.feed = feed
        self.limits = limits
        columns = FeedTableColumn.columns(of: feed)
    }

    /// A stretch of rows or columns that a table shows, or the gap standing for the ones it leaves out.
    enum Span: Equatable {
        /// Shown: indexes into the arranged records or the columns.
        case shown(Range<Int>)
        /// Left out: how many.
        case elided(Int)
    }

    /// The arranged records shown: all of them, or the first and last with the gap between.
    var rowSpans: [Span] {
        Self.spans(count: feed.arrangedCount, head: limits.headRows, tail: limits.tailRows)
    }

    /// The columns shown: all of them, or the first and last with the gap between.
    var columnSpans: [Span] {
        Self.spans(count: columns.count, head: limits.headColumns, tail: limits.tailColumns)
    }

    /// The whole of `0..<count` when it has no more than `head + tail` items, else its first `head` and last `tail`
    /// around the gap.
    static func spans(count: Int, head: Int, tail: Int) -> [Span] {
        let head = max(head, 0)
        let tail = max(tail, 0)
        guard count > head + tail else { return count == 0 ? [] : [.shown(0..<count)] }
        return [.shown(0..<head), .elided(count - head - tail), .shown((count - tail)..<count)]
            .filter { $0 != .shown(0..<0) }
    }

    /// "1,234 rows × 5 columns", with what arranges the rows: "12 rows × 5 columns, filtered from 1,234 records,
    /// sorted by t descending".
    public var countsDescription: String {
        let rows = feed.arrangedCount
        var text = "\(Self.grouped(rows)) \(rows == 1 ? "row" : "rows") × "
            + "\(Self.grouped(columns.count)) \(columns.count == 1 ? "column" : "columns")"
        if feed.filter != nil { text += ", filtered from \(Self.grouped(feed.count)) records" }
        if !feed.sortDescriptors.isEmpty {
            text += ", sorted by "
                + feed.sortDescriptors.map { $0.ascending ? $0.key : "\($0.key) descending" }.joined(separator: ", ")
        }
        return text
    }

    /// A count with thousands separated by commas: `1,234,567`.
    public static func grouped(_ count: Int) -> String {
        let digits = String(count.magnitude)
        var text = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return count < 0 ? "-" + text : text
    }

    /// The cells of arranged records `rows` in `columns`, cut to `limit` characters (nil for missing values).
    func cells(rows: Range<Int>, columns: [FeedTableColumn], limit: Int) -> [[String?]] {
        FeedCellText.rows(of: feed, arranged: rows, columns: columns, limit: limit)
    }
}
