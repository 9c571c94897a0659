/// What a feed column holds. A column's kind is inferred from its values and never changed by nil.
///
/// Inference when a whole source is loaded (a CSV or JSON file, `Feed(records:)`, `Feed(columns:)`): a column
/// whose values are all numbers is `.number`; all ISO 8601 dates or date-times, `.date`; anything else (text, or a
/// mix such as numbers and text) is `.string`, keeping each cell's text as written. A column with nothing but nil
/// stays `.undetermined` until a value arrives.
///
/// Appends (and live records) never change a kind: a column without one takes the kind of its first value (a
/// number; a date, ISO 8601 text included; else a string), and later values must fit: a number column takes
/// numbers (CSV text that reads as one), a date column dates (ISO text, or numbers as seconds since 1970), a
/// string column anything, as text. A value that does not fit is a `TypeError` (a bad record for live sources).
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
