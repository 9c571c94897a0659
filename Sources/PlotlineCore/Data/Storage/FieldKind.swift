/// What a feed column holds. A column's kind is inferred from its values and never changed by nil.
///
/// Inference when a whole source is loaded (a CSV or JSON file, `Feed(records:)`, `Feed(columns:)`): a column
/// whose values are all numbers is `.number`; all ISO 8601 dates or date-times, `.date`; anything else (text, or a
/// mix such as numbers and text) is `.string`, keeping each cell's text as written. A column with nothing but nil
/// stays `.undetermined` until a value arrives. Later appends must fit the column: a number column takes numbers,
/// a date column dates (ISO text, or numbers as seconds since 1970), a string column takes anything as text.
public enum FieldKind: String, Sendable, CaseIterable {
    /// Nothing but nil so far; the first value decides.
    case undetermined
    /// Double-precision numbers (integers are kept exact up to 2^53).
    case number
    /// Points in time, stored as seconds since 1970-01-01T00:00:00Z.
    case date
    /// Text.
    case string

    /// The kind's name as `help` and summaries show it.
    public var name: String {
        self == .undetermined ? "nil" : rawValue
    }

    /// True for kinds stored as Doubles (numbers and dates; undetermined columns hold missing markers).
    var isNumeric: Bool { self != .string }
}
