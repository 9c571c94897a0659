/// A square of the grid `DataLabelPlacer` files boxes under.
struct GridCell: Hashable {
    /// The column, counted from x = 0.
    var column: Int
    /// The row, counted from y = 0.
    var row: Int
}
