import PlotlineValues

/// The text of a feed's cells as tables show them: integers without a fraction, numbers as the language writes
/// them, dates in ISO 8601, text as it is, nil as no text at all; long text cut.
///
/// A column's dates read alike: the date alone when every date of the column among the rows shown is at midnight
/// (days), else the date and time, so that a column of timestamps never mixes `2024-01-05` with
/// `2024-01-05T10:30:00Z`.
public enum FeedCellText {
    /// A cell's text, cut to `limit` characters with "…", or nil for a missing value; a date at midnight is the date
    /// alone when `datesAlone`.
    public static func text(of value: Value, limit: Int, datesAlone: Bool = true) -> String? {
        if let seconds = FeedDates.seconds(from: value) {
            return ISODateText.string(fromSeconds: seconds, dateAloneAtMidnight: datesAlone)
        }
        switch value {
        case .none: return nil
        case .int(let int): return String(int)
        case .double(let double): return formatNumber(double)
        case .bool(let bool): return bool ? "true" : "false"
        case .string(let string): return cut(string, to: limit)
        default: return value.typeName  // feeds hold none other; a type name beats nothing
        }
    }

    /// The cells of arranged records `rows` in the given columns, row by row (nil for missing values); rows past
    /// the feed's end are left out.
    public static func rows(
        of feed: Feed, arranged rows: Range<Int>, columns: [FeedTableColumn], limit: Int
    ) -> [[String?]] {
        self.rows(of: feed, arranged: Array(rows), columns: columns, limit: limit)
    }

    /// The cells of the arranged records at `indexes` in the given columns, row by row (nil for missing values);
    /// indexes past the feed's end are left out.
    public static func rows(
        of feed: Feed, arranged indexes: [Int], columns: [FeedTableColumn], limit: Int
    ) -> [[String?]] {
        let contentIndexes = indexes.filter { (0..<feed.arrangedCount).contains($0) }.map(feed.contentIndex(ofArrangedIndex:))
        let values = columns.map { column in contentIndexes.map { feed.value(at: $0, field: column.field) } }
        let datesAlone = values.map { column in column.allSatisfy { FeedDates.seconds(from: $0).map(isMidnight) ?? true } }
        return contentIndexes.indices.map { row in
            columns.indices.map { column in
                text(of: values[column][row], limit: limit, datesAlone: datesAlone[column])
            }
        }
    }

    /// True for an instant at 00:00:00 UTC.
    static func isMidnight(_ seconds: Double) -> Bool {
        seconds.truncatingRemainder(dividingBy: 86_400) == 0
    }

    /// `text` with at most `limit` characters (and at most four Unicode scalars a character, so that a run of
    /// combining marks is bounded too), ending in "…" when it was cut.
    public static func cut(_ text: String, to limit: Int) -> String {
        let limit = max(limit, 1)
        var characters = 0
        var scalars = 0
        var keptEnd = text.startIndex
        for index in text.indices {
            characters += 1
            scalars += text[index].unicodeScalars.count
            if characters > limit || scalars > 4 * limit { return String(text[..<keptEnd]) + "…" }
            if characters < limit { keptEnd = text.index(after: index) }
        }
        return text
    }
}
