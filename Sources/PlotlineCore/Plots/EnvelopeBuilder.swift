/// Gathers the envelope columns of a line one point at a time, as long as x does not decrease.
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
    private var isAscending = true
    private var index = 0.0
    private var lastColumn = -Double.infinity
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
        guard isAscending else { return }
        guard column >= lastColumn else {
            isAscending = false
            hasCurrent = false
            columns.removeAll()
            return
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

    /// The columns kept, or nil when x decreased somewhere or no point was added.
    mutating func finish() -> [EnvelopeColumn]? {
        guard isAscending, lastColumn > -Double.infinity else { return nil }
        if hasCurrent {
            columns.append(EnvelopeColumn(index: index, first: first, last: last, lowest: lowest, highest: highest))
            hasCurrent = false
        }
        return columns
    }
}
