import PlotlineValues

/// The type of one CSV column while it is read: the syntax its values are parsed in (found by the sniffer, or
/// taken from the column's first value when its first lines held nothing but missing values), and the type a user
/// gave it. The whole-file reader (`CSVColumnBuilder`) and the followed-file decoder read cells through it.
struct CSVColumnType {
    /// The type the user gave the column, if any.
    let given: ColumnType?
    /// The syntax values are read in; nil while the column has had nothing but missing values.
    private(set) var syntax: CellSyntax?
    private let delimiter: UInt8

    /// What one cell's text reads as.
    enum Reading {
        /// A missing value.
        case missing
        /// A value of the column's type.
        case cell(FeedCell)
        /// A value the column's type does not take.
        case misfit
    }

    /// A column read in `syntax` (nil: decided by its first value) in a file separated by `delimiter`.
    init(given: ColumnType?, syntax: CellSyntax?, delimiter: UInt8) {
        self.given = given
        self.syntax = syntax
        self.delimiter = delimiter
    }

    /// Reads one cell's text: missing values (and NaN outside number columns) are missing; the first value of a
    /// column without a syntax decides it.
    mutating func read(_ value: UnsafeBufferPointer<UInt8>, missing: MissingValues) -> Reading {
        if missing.isMissing(value) { return .missing }
        if syntax == nil {
            var candidates = SyntaxCandidates(given: given, delimiter: delimiter)
            candidates.narrow(by: value)
            syntax = candidates.best
        }
        guard let syntax else { return .missing }
        let isNotANumber = NumberScanner.isNotANumber(value)
        guard let cell = syntax.cell(value) else { return isNotANumber ? .missing : .misfit }
        if syntax == .text, isNotANumber { return .missing }
        if given == .integer, case .number(let number, false) = cell, !number.isNaN { return .misfit }
        return .cell(cell)
    }

    /// The error for a value that does not fit, at its field: what the value is not, and what to do.
    func misfit(_ value: UnsafeBufferPointer<UInt8>, field: CSVField, name: String, decidedBy decision: String) -> DataSyntaxError {
        let text = String(decoding: value.prefix(60), as: UTF8.self)
        let type = given ?? syntax.map(ColumnType.init) ?? .text
        let hint = given == nil
            ? "\(decision) made '\(name)' a column of \(type.literal); give the column's type with types: [\"\(name)\": .text] (or the type that fits every value)"
            : "the column was given as \(type.literal) in types:; fix the value, or leave '\(name)' out of types: and Plotline reads the column as what its values are"
        return DataSyntaxError(
            offset: field.offset, line: field.line, lineStart: field.lineStart,
            message: "'\(text)' in column '\(name)' is not \(type.valueDescription)", hint: hint)
    }

    /// The language's value of a cell read in this column.
    func fieldValue(of reading: Reading) -> FieldValue {
        guard case .cell(let cell) = reading else { return .missing }
        switch cell {
        case .missing: return .missing
        case .text(let text): return .string(text)
        case .boolean(let bool): return .bool(bool)
        case .number(let number, let integral):
            if case .date? = syntax { return .date(number) }
            return integral && abs(number) <= NumberScanner.exactIntegerLimit ? .int(Int(number)) : .double(number)
        }
    }
}
