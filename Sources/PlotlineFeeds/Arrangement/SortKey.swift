/// One sort descriptor resolved to its column: compares the records at two content indexes.
struct SortKey {
    /// The column sorted by.
    let column: FeedColumn
    /// True for smallest first.
    let ascending: Bool

    /// Negative, zero or positive as the record at `a` sorts before, with or after the one at `b`; nil (and
    /// NaN) sort before everything.
    func compare(_ a: Int, _ b: Int) -> Int {
        let result: Int
        if column.kind == .string {
            result = SortKey.compare(column.string(at: a), column.string(at: b))
        } else {
            result = SortKey.compare(column.number(at: a), column.number(at: b))
        }
        return ascending ? result : -result
    }

    private static func compare(_ a: Double, _ b: Double) -> Int {
        switch (a.isNaN, b.isNaN) {
        case (true, true): return 0
        case (true, false): return -1
        case (false, true): return 1
        case (false, false): return a < b ? -1 : (a > b ? 1 : 0)
        }
    }

    private static func compare(_ a: String?, _ b: String?) -> Int {
        switch (a, b) {
        case (nil, nil): return 0
        case (nil, _): return -1
        case (_, nil): return 1
        case let (a?, b?): return a < b ? -1 : (a == b ? 0 : 1)
        }
    }
}
