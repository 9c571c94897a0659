/// Gathers the envelope columns of a line one point at a time, as long as x keeps one direction: never decreasing,
/// or never increasing (a reversed x axis), whose columns are handed back left to right as the same line drawn the
/// other way.
///
/// Only columns within `keptX` are kept (points outside are checked for order and dropped), so a chart zoomed
/// into a small window of a long line gathers the columns near the window rather than one per point of the line.
struct EnvelopeBuilder {
    /// The column width in points.
    let columnWidth: Double
    /// The device x range whose columns are kept.
    let keptX: ClosedRange<Double>
    private let inverseWidth: Double
    private var columns: [EnvelopeColumn] = []
    private var hasCurrent = false
    private var isMonotonic = true
    /// 1 while columns ascend, −1 while they descend, 0 until a point falls in a second column.
    private var direction = 0.0
    private var index = 0.0
    /// The column of the latest point, nil before the first.
    private var lastColumn: Double?
    private var first = Point.zero
    private var last = Point.zero
    private var lowest = Point.zero
    private var highest = Point.zero

    /// Makes a builder for columns of a width, keeping those within `keptX` (all by default).
    init(columnWidth: Double, keptX: ClosedRange<Double> = -Double.infinity...Double.infinity) {
        self.columnWidth = columnWidth
        self.keptX = keptX
        self.inverseWidth = 1 / columnWidth
    }

    /// The column a device x falls in, for columns `1 / inverseWidth` wide.
    @inline(__always)
    static func column(of x: Double, inverseWidth: Double) -> Double {
        (x * inverseWidth).rounded(.down)
    }

    /// Takes in the next point of the line.
    @inline(__always)
    mutating func add(_ point: Point) {
        let column = Self.column(of: point.x, inverseWidth: inverseWidth)
        if hasCurrent, column == index {
            last = point
            if point.y < lowest.y { lowest = point }
            if point.y > highest.y { highest = point }
            return
        }
        guard isMonotonic else { return }
        if let lastColumn, column != lastColumn {
            if direction == 0 { direction = column > lastColumn ? 1 : -1 }
            guard (column - lastColumn) * direction > 0 else {
                isMonotonic = false
                hasCurrent = false
                columns.removeAll()
                return
            }
        }
        lastColumn = column
        if hasCurrent {
            columns.append(EnvelopeColumn(index: index, first: first, last: last, lowest: lowest, highest: highest))
            hasCurrent = false
        }
        guard keptX.contains(point.x) else { return }
        hasCurrent = true
        index = column
        first = point
        last = point
        lowest = point
        highest = point
    }

    /// The columns kept, left to right, or nil when x turned back somewhere or no point was added. Columns gathered
    /// right to left are reversed, each with its first and last point swapped: the line drawn the other way.
    mutating func finish() -> [EnvelopeColumn]? {
        guard isMonotonic, lastColumn != nil else { return nil }
        if hasCurrent {
            columns.append(EnvelopeColumn(index: index, first: first, last: last, lowest: lowest, highest: highest))
            hasCurrent = false
        }
        guard direction < 0 else { return columns }
        return columns.reversed().map {
            EnvelopeColumn(index: $0.index, first: $0.last, last: $0.first, lowest: $0.lowest, highest: $0.highest)
        }
    }
}
