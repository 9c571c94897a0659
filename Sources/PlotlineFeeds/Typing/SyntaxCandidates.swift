import PlotlineValues

/// The syntaxes a column's values may still be written in, narrowed value by value (as DuckDB's sniffer narrows a
/// column's types over a sample): Booleans first, then numbers (each grouping and decimal separator), then every
/// common date format; what survives every value, first in that order, is the column's syntax, and text when
/// nothing does.
struct SyntaxCandidates {
    /// The syntaxes that fit every value seen so far, most specific first.
    private(set) var remaining: [CellSyntax]
    /// True once a value (not a missing one) has been seen.
    private(set) var hasValues = false
    /// The syntax when none fits every value: text for a column Plotline types itself, the type's own syntax for
    /// a column whose type was given (its values that do not fit are errors).
    private let fallback: CellSyntax

    /// Every syntax a file separated by `delimiter` may use.
    init(delimiter: UInt8) {
        self.init(CandidateLists.all(delimiter: delimiter))
    }

    /// The given syntaxes, in order of preference, falling back to `fallback` (text unless given).
    init(_ syntaxes: [CellSyntax], fallback: CellSyntax = .text) {
        remaining = syntaxes
        self.fallback = fallback
    }

    /// The syntaxes of a type a user gave, or every syntax when none was given.
    init(given: ColumnType?, delimiter: UInt8) {
        guard let given else {
            self.init(delimiter: delimiter)
            return
        }
        let syntaxes = given.syntaxes(delimiter: delimiter)
        self.init(syntaxes, fallback: syntaxes.first ?? .text)
    }

    /// Drops the syntaxes a value does not fit. NaN (`NaN`, `nan`) narrows nothing: it is a number's NaN, and
    /// missing in any other column.
    mutating func narrow(by bytes: UnsafeBufferPointer<UInt8>) {
        guard !NumberScanner.isNotANumber(bytes) else { return }
        hasValues = true
        guard !remaining.isEmpty else { return }
        remaining.removeAll { !$0.accepts(bytes) }
    }

    /// The column's syntax: the first that fits every value, else the fallback; nil when no value was seen.
    var best: CellSyntax? {
        hasValues ? remaining.first ?? fallback : nil
    }
}

/// The syntaxes `SyntaxCandidates` starts from, made once per delimiter.
enum CandidateLists {
    private static let commaFiles = make(delimiter: UInt8(ascii: ","))
    private static let semicolonFiles = make(delimiter: UInt8(ascii: ";"))

    /// Booleans, numbers in the order the delimiter suggests, then the common date formats.
    static func all(delimiter: UInt8) -> [CellSyntax] {
        delimiter == UInt8(ascii: ";") ? semicolonFiles : commaFiles
    }

    /// The number syntaxes alone (a column given as `.number`).
    static func numbers(delimiter: UInt8) -> [CellSyntax] {
        all(delimiter: delimiter).filter { if case .number = $0 { return true }; return false }
    }

    /// The date formats alone (a column given as `.date`).
    static let dates: [CellSyntax] = DateFormat.common.map(CellSyntax.date)

    private static func make(delimiter: UInt8) -> [CellSyntax] {
        [.bool] + NumberSyntax.candidates(delimiter: delimiter).map(CellSyntax.number) + dates
    }
}
