/// Gathers the envelope columns of a line one point at a time, as long as x does not decrease.
struct EnvelopeBuilder {
    /// The column width in points.
    let columnWidth: Double
    private let inverseWidth: Double
    private var columns: [EnvelopeColumn] = []
    private var hasCurrent = false
    private var isAscending = true
    private var index = 0.0
    private var first = Point.zero
    private var last = Point.zero
    private var lowest = Point.zero
    private var highest = Point.zero

    /// Makes a builder for columns of a width.
    init(columnWidth: Double) {
        self.columnWidth = columnWidth
        self.inverseWidth = 1 / columnWidth
    }

    /// Takes in the next point of the line.
    @inline(__always)
    mutating func add(_ point: Point) {
        let column = (point.x * inverseWidth).rounded(.down)
        if hasCurrent, column == index {
            last = point
            if point.y < lowest.y { lowest = point }
            if point.y > highest.y { highest = point }
            return
        }
        guard isAscending else { return }
        if hasCurrent {
            guard column > index else {
                isAscending = false
                columns.removeAll()
                return
            }
            columns.append(EnvelopeColumn(index: index, first: first, last: last, lowest: lowest, highest: highest))
        }
        hasCurrent = true
        index = column
        first = point
        last = point
        lowest = point
        highest = point
    }

    /// The columns, or nil when x decreased somewhere or no point was added.
    mutating func finish() -> [EnvelopeColumn]? {
        guard isAscending, hasCurrent else { return nil }
        columns.append(EnvelopeColumn(index: index, first: first, last: last, lowest: lowest, highest: highest))
        hasCurrent = false
        return columns
    }
}
