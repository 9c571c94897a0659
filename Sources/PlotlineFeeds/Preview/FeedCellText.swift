import PlotlineValues

/// The text of a feed's cells as tables show them: integers without a fraction, numbers as the language writes
/// them, dates in ISO 8601 (the date alone at midnight), text as it is, nil as no text at all; long text cut.
public enum FeedCellText {
    /// A cell's text, cut to `limit` characters with "…", or nil for a missing value.
    public static func text(of value: Value, limit: Int) -> String? {
        if let seconds = FeedDates.seconds(from: value) { return ISODateText.string(fromSeconds: seconds) }
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
        let rows = rows.clamped(to: 0..<feed.arrangedCount)
        return rows.map { arrangedIndex in
            let index = feed.contentIndex(ofArrangedIndex: arrangedIndex)
            return columns.map { text(of: feed.value(at: index, field: $0.field), limit: limit) }
        }
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
