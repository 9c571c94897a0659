/// Builds a column from all of a field's values at once, as a load does: all numbers make a number column, all
/// ISO 8601 dates a date column, and anything else (text, or a mix) a string column keeping each value's text.
enum ColumnInference {
    /// The column for a field's values.
    static func column(named name: String, values: [FieldValue]) -> FeedColumn {
        switch kind(of: values) {
        case .undetermined:
            return FeedColumn(name: name, count: values.count)
        case .number:
            return numberColumn(named: name, values: values)
        case .date:
            return dateColumn(named: name, values: values)
        case .string:
            let strings = values.map { value -> String? in
                if case .text(let text) = FeedCell.text(value) { return text }
                return nil
            }
            return FeedColumn(name: name, strings: ColumnBuffer(strings))
        }
    }

    /// The kind every non-missing value fits, or `.string`.
    static func kind(of values: [FieldValue]) -> FieldKind {
        var kind = FieldKind.undetermined
        for value in values {
            let valueKind = FeedCell.inferredKind(of: value)
            if valueKind == .undetermined || valueKind == kind { continue }
            if kind != .undetermined { return .string }
            kind = valueKind
        }
        return kind
    }

    private static func numberColumn(named name: String, values: [FieldValue]) -> FeedColumn {
        var isIntegral = true
        var numbers = [Double]()
        numbers.reserveCapacity(values.count)
        for value in values {
            guard case .number(let number, let integral)? = try? FeedCell.converting(value, for: .number, field: name).0
            else {
                numbers.append(FeedColumn.missingNumber)
                continue
            }
            if !integral { isIntegral = false }
            numbers.append(number)
        }
        return FeedColumn(name: name, kind: .number, numbers: ColumnBuffer(numbers), isIntegral: isIntegral)
    }

    private static func dateColumn(named name: String, values: [FieldValue]) -> FeedColumn {
        let seconds = values.map { value -> Double in
            guard case .number(let seconds, _)? = try? FeedCell.converting(value, for: .date, field: name).0 else {
                return FeedColumn.missingNumber
            }
            return seconds
        }
        return FeedColumn(name: name, kind: .date, numbers: ColumnBuffer(seconds), isIntegral: false)
    }
}
