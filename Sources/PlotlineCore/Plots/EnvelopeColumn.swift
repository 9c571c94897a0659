/// The points of one envelope column: where the line enters and leaves it, and its top and bottom points.
struct EnvelopeColumn {
    /// The column number (x divided by the column width, rounded down).
    let index: Double
    /// The first point in the column.
    let first: Point
    /// The last point in the column.
    let last: Point
    /// The point with the smallest device y (the top of the column on screen).
    let lowest: Point
    /// The point with the largest device y (the bottom of the column on screen).
    let highest: Point
}
