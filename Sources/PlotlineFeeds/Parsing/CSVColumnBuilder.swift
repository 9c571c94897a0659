import PlotlineValues

/// Builds one column of a CSV file cell by cell, guessing its kind from the first value: numbers and dates are
/// parsed as they come; a column that turns out to mix kinds is marked, and its text is collected in a second
/// pass, so a string column keeps every cell exactly as written (`007`, `1.50`).
struct CSVColumnBuilder {
    /// What the column has looked like so far.
    enum State {
        /// Only missing values so far.
        case undetermined
        /// Numbers.
        case numbers
        /// Dates.
        case dates
        /// Text from the start.
        case strings
        /// Text after all: a value did not fit the kind guessed first; the text is read in a second pass.
        case mixed
    }

    /// The field's name.
    let name: String
    /// What the column holds so far.
    private(set) var state = State.undetermined
    private var missingCount = 0
    private var numbers: [Double] = []
    private var strings: [String?] = []
    private var isIntegral = true
    private let expectedCount: Int

    /// A builder expecting about `expectedCount` rows.
    init(name: String, expectedCount: Int) {
        self.name = name
        self.expectedCount = expectedCount
    }

    /// Adds one cell.
    mutating func add(_ field: CSVField, in bytes: UnsafeBufferPointer<UInt8>) {
        if field.isBlank(in: bytes) {
            addMissing()
            return
        }
        switch state {
        case .undetermined: start(with: field, in: bytes)
        case .numbers: addNumber(field, in: bytes)
        case .dates: addDate(field, in: bytes)
        case .strings: strings.append(field.text(in: bytes))
        case .mixed: break
        }
    }

    /// Adds the text of a cell in the second pass of a mixed column.
    mutating func addText(_ field: CSVField, in bytes: UnsafeBufferPointer<UInt8>) {
        strings.append(field.isBlank(in: bytes) ? nil : field.text(in: bytes))
    }

    /// Gets ready for the second pass of a mixed column.
    mutating func beginTextPass() {
        numbers = []
        strings = []
        strings.reserveCapacity(expectedCount)
    }

    /// The finished column of `count` rows.
    func column(count: Int) -> FeedColumn {
        switch state {
        case .undetermined:
            return FeedColumn(name: name, count: count)
        case .numbers, .dates:
            return FeedColumn(
                name: name, kind: state == .dates ? .date : .number, numbers: ColumnBuffer(numbers),
                isIntegral: state == .numbers && isIntegral)
        case .strings, .mixed:
            return FeedColumn(name: name, strings: ColumnBuffer(strings))
        }
    }

    private mutating func addMissing() {
        switch state {
        case .undetermined: missingCount += 1
        case .numbers, .dates: numbers.append(FeedColumn.missingNumber)
        case .strings: strings.append(nil)
        case .mixed: break
        }
    }

    private mutating func start(with field: CSVField, in bytes: UnsafeBufferPointer<UInt8>) {
        if let raw = field.rawBytes(in: bytes) {
            if let number = NumberScanner.number(in: raw) {
                beginNumbers(.numbers)
                append(number)
                return
            }
            if let seconds = ISODateText.seconds(from: raw) {
                beginNumbers(.dates)
                numbers.append(seconds)
                return
            }
        }
        state = .strings
        strings.reserveCapacity(expectedCount)
        strings.append(contentsOf: repeatElement(nil, count: missingCount))
        strings.append(field.text(in: bytes))
    }

    private mutating func beginNumbers(_ kind: State) {
        state = kind
        numbers.reserveCapacity(expectedCount)
        numbers.append(contentsOf: repeatElement(FeedColumn.missingNumber, count: missingCount))
    }

    private mutating func addNumber(_ field: CSVField, in bytes: UnsafeBufferPointer<UInt8>) {
        guard let raw = field.rawBytes(in: bytes), let number = NumberScanner.number(in: raw) else {
            becomeMixed()
            return
        }
        append(number)
    }

    private mutating func append(_ number: NumberScanner.Number) {
        if !number.isIntegral { isIntegral = false }
        numbers.append(number.value)
    }

    private mutating func addDate(_ field: CSVField, in bytes: UnsafeBufferPointer<UInt8>) {
        guard let raw = field.rawBytes(in: bytes), let seconds = ISODateText.seconds(from: raw) else {
            becomeMixed()
            return
        }
        numbers.append(seconds)
    }

    private mutating func becomeMixed() {
        state = .mixed
        numbers = []
    }
}
