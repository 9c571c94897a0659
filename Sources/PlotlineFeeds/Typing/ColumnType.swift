import PlotlineValues

/// What a column of a feed holds, as `feed.columnTypes` reports it and `Feed(csv:types:)` overrides it:
/// `.integer`, `.number`, `.bool`, `.text`, or `.date` (`.date("dd.MM.yyyy")` with the pattern its text uses).
public enum ColumnType: Hashable, Sendable {
    /// Whole numbers.
    case integer
    /// Numbers (any decimal separator or grouping the column uses).
    case number
    /// `true`/`false` or `yes`/`no`.
    case bool
    /// Text, kept as written.
    case text
    /// Dates; the format their text uses, or nil to recognize it from the values (ISO 8601 or a common form).
    case date(DateFormat?)

    /// The type of a stored column, with the date format a file's column was read in; nil for a column that holds
    /// nothing but nil so far.
    init?(of column: FeedColumn) {
        switch column.kind {
        case .undetermined: return nil
        case .string: self = .text
        case .date: self = .date(column.dateFormat)
        case .number: self = column.isBoolean ? .bool : column.isIntegral ? .integer : .number
        }
    }

    /// The syntaxes a column given this type may be written in, for a file separated by `delimiter`.
    func syntaxes(delimiter: UInt8) -> [CellSyntax] {
        switch self {
        case .integer, .number: return CandidateLists.numbers(delimiter: delimiter)
        case .bool: return [.bool]
        case .text: return [.text]
        case .date(nil): return CandidateLists.dates
        case .date(let format?): return [.date(format)]
        }
    }

    /// The type a syntax reads as (integers are told by their values, so a number syntax reads as `.number`).
    init(_ syntax: CellSyntax) {
        switch syntax {
        case .bool: self = .bool
        case .number: self = .number
        case .date(let format): self = .date(format)
        case .text: self = .text
        }
    }

    /// What the type's values are called in messages: `a number`, `a date in the form "dd.MM.yyyy"`.
    var valueDescription: String {
        switch self {
        case .integer: return "a whole number"
        case .number: return "a number"
        case .bool: return "true, false, yes or no"
        case .text: return "text"
        case .date(nil): return "a date"
        case .date(.iso8601?): return "an ISO 8601 date"
        case .date(let format?): return "a date in the form \"\(format)\""
        }
    }

    /// A short name for summaries: `integer`, `number`, `bool`, `text`, `date`.
    public var name: String {
        switch self {
        case .integer: return "integer"
        case .number: return "number"
        case .bool: return "bool"
        case .text: return "text"
        case .date: return "date"
        }
    }

    /// The type as the language writes it: `.integer`, `.date("MMM d yyyy")`; an ISO 8601 column is
    /// `.date("iso8601")`.
    public var literal: String {
        switch self {
        case .integer: return ".integer"
        case .number: return ".number"
        case .bool: return ".bool"
        case .text: return ".text"
        case .date(nil): return ".date"
        case .date(let format?): return ".date(\"\(format)\")"
        }
    }

    /// The type `.date(pattern)` names: a Unicode date pattern, or `"iso8601"`.
    ///
    /// - Throws: a `ValueError` for a pattern Plotline does not read.
    public static func date(pattern: String) throws -> ColumnType {
        if pattern.lowercased() == "iso8601" { return .date(.iso8601) }
        return .date(.pattern(try DatePattern(pattern)))
    }
}
