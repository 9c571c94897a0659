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
        let decimals = values.map(sharedDecimals(of:))
        return contentIndexes.indices.map { row in
            columns.indices.map { column in
                if let places = decimals[column], case .double(let number) = values[column][row] {
                    return fixed(number, places: places)
                }
                return text(of: values[column][row], limit: limit, datesAlone: datesAlone[column])
            }
        }
    }

    /// The number of decimals that shows every Double of a column as the language writes it (`12.8` and `5` share
    /// one: `12.8`, `5.0`), so a column's decimal points line up; nil when a number needs an exponent or more than
    /// six decimals, or the column holds no Doubles.
    static func sharedDecimals(of values: [Value]) -> Int? {
        var places: Int?
        for value in values {
            guard case .double(let number) = value else { continue }
            guard number.isFinite else { continue }
            let text = formatNumber(number)
            if text.contains("e") { return nil }
            let digits = text.firstIndex(of: ".").map { text.distance(from: $0, to: text.endIndex) - 1 } ?? 0
            guard digits <= 6 else { return nil }
            places = max(places ?? 1, digits)
        }
        return places
    }

    /// A number with `places` decimals (NaN and the infinities as the language writes them).
    static func fixed(_ number: Double, places: Int) -> String {
        guard number.isFinite else { return formatNumber(number) }
        let text = formatNumber(number)
        let point = text.firstIndex(of: ".")
        let digits = point.map { text.distance(from: $0, to: text.endIndex) - 1 } ?? 0
        guard digits < places else { return text }
        return (point == nil ? text + "." : text) + String(repeating: "0", count: places - digits)
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
