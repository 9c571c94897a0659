import PlotlineValues

/// Collection operators computed on a column for a set of rows, without boxing a value per record.
///
/// The results match `CollectionOperator.apply(to:)` on the boxed values: nil is skipped, `@sum` of integers
/// is an Int, `@min`/`@max` of strings compare as strings, `@distinctUnionOfObjects` keeps first-seen order.
struct ColumnAggregation {
    /// The column.
    let column: FeedColumn
    /// The number of rows aggregated.
    let rowCount: Int
    /// The column row of each aggregated row.
    let row: (Int) -> Int

    /// The operator's result.
    ///
    /// - Throws: a `TypeError` for `@sum` or `@avg` of strings and `@sum` of dates.
    func apply(_ op: CollectionOperator) throws -> Value {
        if op == .count { return .int(rowCount) }
        if op == .distinctUnionOfObjects { return try distinctValues() }
        switch column.kind {
        case .undetermined:
            return op == .sum ? .int(0) : .none
        case .string:
            return try stringResult(op)
        case .number, .date:
            return try numberResult(op)
        }
    }

    private func numberResult(_ op: CollectionOperator) throws -> Value {
        var sum = 0.0
        var present = 0
        var smallest = Double.infinity
        var largest = -Double.infinity
        var loop = LoopGuard()
        for index in 0..<rowCount {
            try loop.tick()
            let number = column.storedNumber(at: row(index))
            if FeedColumn.isMissing(number) { continue }
            present += 1
            sum += number
            if number < smallest { smallest = number }
            if number > largest { largest = number }
        }
        let isDate = column.kind == .date
        switch op {
        case .sum:
            if isDate {
                throw ModelError(.typeError, "@sum cannot add dates (field '\(column.name)')", hint: "use @min, @max or @avg")
            }
            return column.isIntegral && abs(sum) < 9.0e15 ? .int(Int(sum)) : .double(sum)
        case .avg:
            guard present > 0 else { return .none }
            return number(sum / Double(present), isDate: isDate, isIntegral: false)
        case .min, .max:
            guard present > 0, smallest <= largest else { return present > 0 ? .double(.nan) : .none }
            return number(op == .min ? smallest : largest, isDate: isDate, isIntegral: column.isIntegral)
        case .count, .distinctUnionOfObjects:
            return .none
        }
    }

    private func number(_ value: Double, isDate: Bool, isIntegral: Bool) -> Value {
        if isDate { return FeedDates.value(fromSeconds: value) }
        return isIntegral ? .int(Int(value)) : .double(value)
    }

    private func stringResult(_ op: CollectionOperator) throws -> Value {
        guard op == .min || op == .max else {
            throw ModelError(
                .typeError, "\(op.rawValue) needs numbers, but field '\(column.name)' holds strings",
                hint: "use @count, @min, @max or @distinctUnionOfObjects with strings")
        }
        var best: String?
        var loop = LoopGuard()
        for index in 0..<rowCount {
            try loop.tick()
            guard let text = column.string(at: row(index)) else { continue }
            guard let current = best else {
                best = text
                continue
            }
            if op == .min ? text < current : text > current { best = text }
        }
        return best.map(Value.string) ?? .none
    }

    private func distinctValues() throws -> Value {
        var seen = Set<Value>()
        var distinct: [Value] = []
        var seenBits = Set<UInt64>()
        var loop = LoopGuard()
        for index in 0..<rowCount {
            try loop.tick()
            try loop.reserve(MemoryFootprint.entryBytes, for: "the distinct values")
            let columnRow = row(index)
            if column.kind.isNumeric {
                guard seenBits.insert(column.storedNumber(at: columnRow).bitPattern).inserted else { continue }
            }
            let value = column.value(at: columnRow)
            if seen.insert(value).inserted { distinct.append(value) }
        }
        return .array(distinct)
    }
}
