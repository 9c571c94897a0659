extension FeedColumn {
    /// A column of the same field, kind and number form (Ints, Doubles or Bools; a date column's format) holding
    /// the values at `rows`, in that order: a group's share of a column.
    func gathering(rows: [Int]) -> FeedColumn {
        switch kind {
        case .undetermined:
            return FeedColumn(name: name, count: rows.count)
        case .string:
            return FeedColumn(name: name, strings: ColumnBuffer(rows.map { string(at: $0) }))
        case .number, .date:
            let numbers = withStoredNumbers { stored in rows.map { stored[$0] } } ?? []
            return FeedColumn(
                name: name, kind: kind, numbers: ColumnBuffer(numbers), isIntegral: isIntegral,
                isBoolean: isBoolean, dateFormat: dateFormat)
        }
    }
}
