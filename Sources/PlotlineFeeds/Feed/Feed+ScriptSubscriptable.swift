import PlotlineValues

extension Feed: ScriptSubscriptable {
    /// `feed[i]` is the record at a content index (a proxy); `feed[a..<b]` an array of them.
    public func subscriptValue(at key: Value) throws -> Value {
        switch key {
        case .int(let index):
            try checkSubscript(index)
            return .object(record(at: index))
        case .range(let oneOrTwoSided):
            let range = oneOrTwoSided.resolved(count: count)
            if oneOrTwoSided.extent == .lowerOnly, case .integer(let lower, _) = range.bounds, lower > count {
                try checkSubscript(lower)
            }
            guard let integers = range.integers else {
                throw ModelError(.typeError, "a feed slice needs an integer range, not '\(range.typeName)'")
            }
            let indices = Array(integers)
            guard let first = indices.first, let last = indices.last else { return .array([]) }
            try checkSubscript(first)
            try checkSubscript(last)
            return .array(indices.map { .object(record(at: $0)) })
        default:
            throw ModelError(
                .typeError, "cannot subscript a Feed with an argument of type '\(key.typeName)'",
                hint: "use an Int index: feed[0].\(fields.first ?? "field")")
        }
    }

    /// `feed[i] = ["t": 1, "y": 2]` replaces the record at a content index.
    public func setSubscriptValue(_ value: Value, at key: Value) throws {
        guard case .int(let index) = key else {
            throw ModelError(.typeError, "cannot assign to a Feed through an argument of type '\(key.typeName)'")
        }
        try checkSubscript(index)
        try replace(at: index, with: try FeedRecord(value))
    }

    private func checkSubscript(_ index: Int) throws {
        guard index >= 0 && index < count else {
            throw ModelError(
                .valueError, "index \(index) is out of range for a feed of \(count) records",
                hint: count == 0 ? "the feed is empty" : "valid indices are 0...\(count - 1)")
        }
    }
}
