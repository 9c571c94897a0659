import PlotlineValues

/// Builds one column of a CSV file cell by cell in the syntax the sniffer found for it (`CellSyntax`): numbers,
/// Booleans and dates are parsed as they come, text is kept as written, missing values (`MissingValues`) are nil.
///
/// A column whose sample held nothing but missing values takes the syntax of its first value (see `CSVColumnType`). A value that does not
/// fit the syntax means the sample did not show the whole column: the builder stops storing and asks the reader for
/// a second look at every value of the column (`needsSecondLook`), which decides its type over all of them. A value
/// that does not fit the type a user gave is an error pointing at it.
struct CSVColumnBuilder {
    /// The field's name.
    let name: String
    /// How the column's cells are read.
    private(set) var type: CSVColumnType
    /// True once a value did not fit the column's syntax: the column is read again by the reader.
    private(set) var needsSecondLook = false
    private var numbers: [Double] = []
    private var strings: [String?] = []
    private var hasStarted = false
    private var fastPath = FastPath.none

    /// The syntaxes most columns have, read without the general path's checks; a value that does not read this way
    /// (a missing value, NaN, a misfit) takes the general path.
    private enum FastPath {
        case none
        /// Numbers as programs write them, in a column whose type was not given.
        case plainNumbers
        /// ISO 8601 dates.
        case isoDates
    }
    private var leadingMissing = 0
    private var isIntegral = true
    private let expectedCount: Int

    /// A builder expecting about `expectedCount` rows, reading in `syntax` (nil: decided by the first value) in a
    /// file separated by `delimiter`.
    init(name: String, given: ColumnType?, syntax: CellSyntax?, expectedCount: Int, delimiter: UInt8) {
        self.name = name
        self.expectedCount = expectedCount
        type = CSVColumnType(given: given, syntax: syntax, delimiter: delimiter)
        startIfDecided()
    }

    /// The type the user gave the column, if any.
    var given: ColumnType? { type.given }

    /// Adds one cell.
    ///
    /// - Throws: a `DataSyntaxError` at the cell when it does not fit the type the user gave the column.
    mutating func add(_ field: CSVField, in bytes: UnsafeBufferPointer<UInt8>, missing: MissingValues) throws {
        guard !needsSecondLook else { return }
        if let raw = field.rawBytes(in: bytes) {
            try add(raw, field: field, missing: missing)
        } else {
            try field.textBytes(in: bytes).withUnsafeBufferPointer { try add($0, field: field, missing: missing) }
        }
    }

    private mutating func add(_ value: UnsafeBufferPointer<UInt8>, field: CSVField, missing: MissingValues) throws {
        switch fastPath {
        case .plainNumbers:
            if let number = NumberScanner.number(in: value) {
                if !number.isIntegral { isIntegral = false }
                return appendNumber(number.value)
            }
        case .isoDates:
            if let seconds = ISODateText.seconds(from: value) { return appendNumber(seconds) }
        case .none:
            break
        }
        let reading = type.read(value, missing: missing)
        if !hasStarted { startIfDecided() }
        switch reading {
        case .missing:
            appendMissing()
        case .misfit:
            guard type.given == nil else {
                throw type.misfit(value, field: field, name: name, decidedBy: "")
            }
            markForSecondLook()
        case .cell(.number(let number, let integral)):
            if !integral { isIntegral = false }
            appendNumber(number)
        case .cell(.boolean(let bool)):
            appendNumber(bool ? 1 : 0)
        case .cell(.text(let text)):
            appendString(text)
        case .cell(.missing):
            appendMissing()
        }
    }

    /// The finished column of `count` rows, its values moved out of the builder (so that trimming their spare
    /// capacity copies nothing that is still held).
    mutating func takeColumn(count: Int) -> FeedColumn {
        var taken = (numbers: numbers, strings: strings)
        numbers = []
        strings = []
        var column: FeedColumn
        switch type.syntax {
        case nil:
            column = FeedColumn(name: name, count: count)
        case .text?:
            pad(&taken.strings, to: count, with: nil)
            column = FeedColumn(name: name, strings: ColumnBuffer(taken.strings))
        case let syntax?:
            pad(&taken.numbers, to: count, with: FeedColumn.missingNumber)
            column = FeedColumn(
                name: name, kind: syntax.kind, numbers: ColumnBuffer(taken.numbers), isIntegral: isIntegral,
                isBoolean: syntax == .bool, dateFormat: CSVColumnBuilder.dateFormat(of: syntax))
        }
        taken = ([], [])
        column.shrinkToFit()
        return column
    }

    /// Appends the values of the same column read from the next stretch of the file (the second half of a file
    /// read in two at once). Halves that found different syntaxes, or one that met a value its syntax does not
    /// take, leave the column to a second look.
    /// `next` is left empty, so each half's values are freed as soon as they are copied.
    mutating func append(_ next: inout CSVColumnBuilder) {
        defer { next.markForSecondLook() }
        guard !needsSecondLook, !next.needsSecondLook else { return markForSecondLook() }
        let integral = isIntegral && next.isIntegral
        defer { isIntegral = integral }
        switch (type.syntax, next.type.syntax) {
        case (nil, nil):
            leadingMissing += next.leadingMissing
        case (_?, nil):
            for _ in 0..<next.leadingMissing { appendMissing() }
        case (nil, let syntax?):
            let missingBefore = leadingMissing
            self = next
            next.numbers = []
            next.strings = []
            if syntax == .text {
                strings.insert(contentsOf: repeatElement(nil, count: missingBefore), at: 0)
            } else {
                numbers.insert(contentsOf: repeatElement(FeedColumn.missingNumber, count: missingBefore), at: 0)
            }
        case (let mine?, let theirs?) where mine == theirs:
            if mine == .text {
                strings.append(contentsOf: next.strings)
            } else {
                numbers.append(contentsOf: next.numbers)
            }
        default:
            markForSecondLook()
        }
    }

    private mutating func markForSecondLook() {
        needsSecondLook = true
        numbers = []
        strings = []
    }

    // MARK: - Storage

    /// Makes room for the values once the column's syntax is known, with the missing values before it.
    private mutating func startIfDecided() {
        guard let syntax = type.syntax else { return }
        hasStarted = true
        switch syntax {
        case .number(.plain) where type.given == nil: fastPath = .plainNumbers
        case .date(.iso8601): fastPath = .isoDates
        default: fastPath = .none
        }
        if syntax == .text {
            strings.reserveCapacity(expectedCount)
            strings.append(contentsOf: repeatElement(nil, count: leadingMissing))
        } else {
            numbers.reserveCapacity(expectedCount)
            numbers.append(contentsOf: repeatElement(FeedColumn.missingNumber, count: leadingMissing))
        }
    }

    private mutating func appendMissing() {
        switch type.syntax {
        case nil: leadingMissing += 1
        case .text?: appendString(nil)
        default: appendNumber(FeedColumn.missingNumber)
        }
    }

    /// Appends a stored number, growing a full array by a quarter rather than doubling it, so a column whose
    /// length was underestimated never holds twice its values for long.
    @inline(__always)
    private mutating func appendNumber(_ number: Double) {
        if numbers.count == numbers.capacity { numbers.reserveCapacity(CSVColumnBuilder.grownCapacity(numbers.count)) }
        numbers.append(number)
    }

    @inline(__always)
    private mutating func appendString(_ string: String?) {
        if strings.count == strings.capacity { strings.reserveCapacity(CSVColumnBuilder.grownCapacity(strings.count)) }
        strings.append(string)
    }

    private static func grownCapacity(_ count: Int) -> Int {
        count + count / 4 + 1_024
    }

    private func pad<Element>(_ values: inout [Element], to count: Int, with filler: Element) {
        guard values.count < count else { return }
        values.append(contentsOf: repeatElement(filler, count: count - values.count))
    }

    private static func dateFormat(of syntax: CellSyntax) -> DateFormat? {
        if case .date(let format) = syntax { return format }
        return nil
    }
}
