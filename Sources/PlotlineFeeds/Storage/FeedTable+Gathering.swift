extension FeedTable {
    /// A table of the same fields, in order, holding the records at `rows`, in that order.
    func gathering(rows: [Int]) -> FeedTable {
        FeedTable(columns: columns.map { $0.gathering(rows: rows) })
    }
}
