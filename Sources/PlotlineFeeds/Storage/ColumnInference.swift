import PlotlineValues

/// Builds a column from all of a field's values at once, as a load does (JSON, NDJSON, SQL rows, records and columns
/// from the language): numbers make a number column (Booleans alone a Boolean one), dates a date column, and strings
/// that all read as dates in one format (ISO 8601 or a common form: `SyntaxCandidates`, as for CSV files) a date
/// column too; anything else (text, or a mix) a string column keeping each value's text.
enum ColumnInference {
    /// The column for a field's values.
    static func column(named name: String, values: [FieldValue]) -> FeedColumn {
        var census = Census()
        for value in values { census.count(value) }
        switch census.kind {
        case .undetermined:
            return FeedColumn(name: name, count: values.count)
        case .number:
            return numberColumn(named: name, values: values, isBoolean: census.onlyBooleans)
        case .date:
            return dateColumn(named: name, values: values, format: nil)
        case .string:
            if let syntax = textSyntax(of: values, census: census) { return column(named: name, values: values, readIn: syntax) }
            let strings = values.map { value -> String? in
                if case .text(let text) = FeedCell.text(value) { return text }
                return nil
            }
            return FeedColumn(name: name, strings: ColumnBuffer(strings))
        }
    }

    /// What kinds of value a column holds.
    private struct Census {
        var numbers = 0
        var booleans = 0
        var dates = 0
        var strings = 0
        var untypedTexts = 0

        mutating func count(_ value: FieldValue) {
            switch value {
            case .missing: break
            case .int, .double: numbers += 1
            case .bool: booleans += 1
            case .date: dates += 1
            case .string: strings += 1
            case .text: untypedTexts += 1
            }
        }

        /// Numbers and Booleans alone make numbers; dates alone dates; anything with text, or dates with numbers,
        /// is text until the text is looked at.
        var kind: FieldKind {
            let texts = strings + untypedTexts
            if texts == 0 && dates == 0 { return numbers + booleans == 0 ? .undetermined : .number }
            if texts == 0 && numbers + booleans == 0 { return .date }
            return .string
        }

        var onlyBooleans: Bool { booleans > 0 && numbers == 0 }
    }

    /// The syntax every text of a column reads in, when there is one: a date format for strings (with dates
    /// beside them), any syntax for untyped text alone; nil for a column of text.
    private static func textSyntax(of values: [FieldValue], census: Census) -> CellSyntax? {
        guard census.numbers + census.booleans == 0 else { return nil }
        if census.untypedTexts > 0 && (census.strings > 0 || census.dates > 0) { return nil }
        var candidates = census.untypedTexts > 0
            ? SyntaxCandidates(delimiter: UInt8(ascii: ","))
            : SyntaxCandidates(CandidateLists.dates)
        for value in values {
            guard case .string(var text) = value else {
                if case .text(var text) = value { text.withUTF8 { candidates.narrow(by: $0) } }
                if candidates.hasValues, candidates.remaining.isEmpty { return nil }
                continue
            }
            text.withUTF8 { candidates.narrow(by: $0) }
            if candidates.remaining.isEmpty { return nil }
        }
        guard let best = candidates.best, best != .text else { return nil }
        return best
    }

    /// The column of values whose texts all read in `syntax`.
    private static func column(named name: String, values: [FieldValue], readIn syntax: CellSyntax) -> FeedColumn {
        let (numbers, isIntegral) = storedNumbers(of: values) { value in
            switch value {
            case .date(let seconds): return .number(seconds, isIntegral: false)
            case .string(var text), .text(var text): return text.withUTF8 { syntax.cell($0) }
            default: return nil
            }
        }
        let format: DateFormat? = if case .date(let format) = syntax { format } else { nil }
        return FeedColumn(
            name: name, kind: syntax.kind, numbers: numbers, isIntegral: isIntegral && syntax.kind == .number,
            isBoolean: syntax == .bool, dateFormat: format)
    }

    private static func numberColumn(named name: String, values: [FieldValue], isBoolean: Bool) -> FeedColumn {
        let (numbers, isIntegral) = storedNumbers(of: values) { try? FeedCell.converting($0, for: .number, field: name).0 }
        return FeedColumn(name: name, kind: .number, numbers: numbers, isIntegral: isIntegral, isBoolean: isBoolean)
    }

    private static func dateColumn(named name: String, values: [FieldValue], format: DateFormat?) -> FeedColumn {
        let (seconds, _) = storedNumbers(of: values) { try? FeedCell.converting($0, for: .date, field: name).0 }
        return FeedColumn(name: name, kind: .date, numbers: seconds, isIntegral: false, dateFormat: format)
    }

    /// The stored Doubles of values through `cell` (numbers and dates as they are, Booleans as 1 and 0, anything
    /// else missing), and whether every number was an integer.
    private static func storedNumbers(
        of values: [FieldValue], cell: (FieldValue) -> FeedCell?
    ) -> (ColumnBuffer<Double>, isIntegral: Bool) {
        var isIntegral = true
        var numbers = [Double]()
        numbers.reserveCapacity(values.count)
        for value in values {
            switch cell(value) {
            case .number(let number, let integral)?:
                if !integral { isIntegral = false }
                numbers.append(number)
            case .boolean(let bool)?:
                numbers.append(bool ? 1 : 0)
            case .missing?, .text?, nil:
                numbers.append(FeedColumn.missingNumber)
            }
        }
        return (ColumnBuffer(numbers), isIntegral)
    }
}
