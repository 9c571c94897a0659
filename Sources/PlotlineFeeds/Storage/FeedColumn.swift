import PlotlineValues

/// One field of a feed, stored by column: Doubles for numbers and dates (seconds since 1970), optional
/// strings for text. A missing number is a NaN with a private payload, so numeric columns need no extra bitmap
/// and read as NaN (a gap) to anything that plots them.
struct FeedColumn {
    /// The field's name.
    let name: String
    /// What the column holds.
    private(set) var kind: FieldKind
    /// True while every number in a number column was an integer; such a column reads as Ints.
    private(set) var isIntegral = true
    /// True while every value in a number column was a Boolean; such a column reads as Bools.
    private(set) var isBoolean = true
    /// How the source wrote a date column's dates, when a file's column was read in a format (for `columnTypes`).
    var dateFormat: DateFormat?
    private var numbers = ColumnBuffer<Double>()
    private var strings = ColumnBuffer<String?>()

    /// The bit pattern of a missing number: a quiet NaN whose payload spells "NIL", unlike any NaN arithmetic makes.
    static let missingBits: UInt64 = 0x7FF8_0000_004E_494C
    /// The stored form of a missing number or date.
    static let missingNumber = Double(bitPattern: missingBits)

    /// True when a stored Double marks a missing value.
    static func isMissing(_ number: Double) -> Bool {
        number.bitPattern == missingBits
    }

    /// A column of `count` missing values.
    init(name: String, kind: FieldKind = .undetermined, count: Int) {
        self.name = name
        self.kind = kind
        if kind == .string {
            strings = ColumnBuffer(repeating: nil, count: count)
        } else {
            numbers = ColumnBuffer(repeating: FeedColumn.missingNumber, count: count)
        }
    }

    /// A number or date column over stored Doubles (missing values already marked); a Boolean column stores 1
    /// and 0.
    init(
        name: String, kind: FieldKind, numbers: ColumnBuffer<Double>, isIntegral: Bool, isBoolean: Bool = false,
        dateFormat: DateFormat? = nil
    ) {
        self.name = name
        self.kind = kind
        self.numbers = numbers
        self.isIntegral = isIntegral || isBoolean
        self.isBoolean = isBoolean && kind == .number
        self.dateFormat = kind == .date ? dateFormat : nil
    }

    /// A string column.
    init(name: String, strings: ColumnBuffer<String?>) {
        self.name = name
        self.kind = .string
        self.strings = strings
    }

    /// The number of values.
    var count: Int { kind == .string ? strings.count : numbers.count }

    /// The bytes the column's buffers hold, spare capacity included (string contents beyond their inline
    /// storage are not counted).
    var byteCount: Int { numbers.byteCount + strings.byteCount }

    // MARK: - Reading

    /// The value at a row as the language sees it.
    func value(at row: Int) -> Value {
        switch kind {
        case .undetermined:
            return .none
        case .string:
            return strings[row].map(Value.string) ?? .none
        case .number:
            let number = numbers[row]
            if FeedColumn.isMissing(number) { return .none }
            if isBoolean { return .bool(number != 0) }
            return isIntegral ? .int(Int(number)) : .double(number)
        case .date:
            let seconds = numbers[row]
            return FeedColumn.isMissing(seconds) ? .none : FeedDates.value(fromSeconds: seconds)
        }
    }

    /// The value at a row as a typed field value.
    func fieldValue(at row: Int) -> FieldValue {
        switch kind {
        case .undetermined: return .missing
        case .string: return strings[row].map(FieldValue.string) ?? .missing
        case .number:
            let number = numbers[row]
            if FeedColumn.isMissing(number) { return .missing }
            if isBoolean { return .bool(number != 0) }
            return isIntegral ? .int(Int(number)) : .double(number)
        case .date:
            let seconds = numbers[row]
            return FeedColumn.isMissing(seconds) ? .missing : .date(seconds)
        }
    }

    /// The stored Double at a row (missing values as the marker NaN), or NaN for a string column.
    func storedNumber(at row: Int) -> Double {
        kind == .string ? .nan : numbers[row]
    }

    /// The number at a row: the number, the date in seconds, or NaN when missing or text.
    func number(at row: Int) -> Double {
        let number = storedNumber(at: row)
        return FeedColumn.isMissing(number) ? .nan : number
    }

    /// The text at a row of a string column, or nil.
    func string(at row: Int) -> String? {
        kind == .string ? strings[row] : nil
    }

    /// The stored Doubles of a number or date column (missing values as the marker NaN) as an array sharing the
    /// column's storage when it can (no rows dropped from its front since it was last compacted), else nil.
    var storedNumberArray: [Double]? {
        kind == .string ? nil : numbers.sharedElements
    }

    /// Calls `body` with the stored Doubles of a number or date column (missing values as the marker NaN), or
    /// returns nil for a string column.
    func withStoredNumbers<R>(_ body: (UnsafeBufferPointer<Double>) throws -> R) rethrows -> R? {
        kind == .string ? nil : try numbers.withUnsafeBufferPointer(body)
    }

    // MARK: - Changing

    /// Gives an undetermined column its kind; other columns keep theirs.
    mutating func adopt(_ newKind: FieldKind) {
        guard kind == .undetermined, newKind != .undetermined else { return }
        kind = newKind
        if newKind == .string {
            strings = ColumnBuffer(repeating: nil, count: numbers.count)
            numbers = ColumnBuffer()
        }
    }

    /// Inserts cells before a row.
    mutating func insert(_ cells: [FeedCell], at row: Int) {
        if kind == .string {
            strings.insert(contentsOf: cells.map(FeedColumn.text(of:)), at: row)
        } else {
            let stored = storedNumbers(of: cells)
            numbers.insert(contentsOf: stored, at: row)
        }
    }

    /// Appends cells.
    mutating func append(_ cells: [FeedCell]) {
        if kind == .string {
            strings.append(contentsOf: cells.lazy.map(FeedColumn.text(of:)))
        } else {
            let stored = storedNumbers(of: cells)
            numbers.append(contentsOf: stored)
        }
    }

    /// Replaces the value at a row.
    mutating func replace(at row: Int, with cell: FeedCell) {
        if kind == .string {
            strings[row] = FeedColumn.text(of: cell)
        } else {
            let stored = storedNumbers(of: [cell])
            numbers[row] = stored[0]
        }
    }

    /// Removes the rows in a range.
    mutating func removeSubrange(_ rows: Range<Int>) {
        if kind == .string { strings.removeSubrange(rows) } else { numbers.removeSubrange(rows) }
    }

    /// Removes every row, keeping the kind.
    mutating func removeAll() {
        strings.removeAll()
        numbers.removeAll()
    }

    /// Releases spare capacity after a load.
    mutating func shrinkToFit() {
        numbers.shrinkToFit()
        strings.shrinkToFit()
    }

    /// The stored Doubles of cells; a non-integral number makes the column read as Doubles from now on, and a
    /// number in a column of Booleans makes it read as numbers.
    private mutating func storedNumbers(of cells: [FeedCell]) -> [Double] {
        var allIntegral = true
        var allBoolean = true
        let stored = cells.map { cell -> Double in
            switch cell {
            case .missing, .text:
                return FeedColumn.missingNumber
            case .boolean(let bool):
                return bool ? 1 : 0
            case .number(let number, let integral):
                if !integral { allIntegral = false }
                allBoolean = false
                return number
            }
        }
        if !allIntegral { isIntegral = false }
        if !allBoolean { isBoolean = false }
        return stored
    }

    /// The text a string column stores for a cell. Static, so that mapping cells with it captures no copy of the
    /// column (a copy would share the column's storage and make every append copy all of it).
    private static func text(of cell: FeedCell) -> String? {
        switch cell {
        case .missing: return nil
        case .text(let text): return text
        case .boolean(let bool): return String(bool)
        case .number(let number, let integral):
            return integral ? String(Int(number)) : formatNumber(number)
        }
    }
}
