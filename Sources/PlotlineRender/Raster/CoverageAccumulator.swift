import PlotlineCore

/// Finds how much of each pixel a set of polygons covers, exactly by area, the way font rasterizers do: every edge
/// adds, to the cells of each pixel row it crosses, how much it changes the covered area from one pixel to the
/// next, and a running sum along each row turns those changes into coverage.
///
/// An edge costs a few cells per row it crosses, whatever its slope: the inside of a million-point line's envelope,
/// whose outline climbs and falls thousands of pixels, is covered in about a millisecond, where cairo's scan
/// converter steps each edge through 15 sub-rows per pixel row.
///
/// Overlapping polygons add up (non-zero winding with coverage capped at one), as in FreeType's rasterizer: exact
/// for shapes that do not overlap themselves, too dark along edges where two overlapping parts are both partly
/// inside one pixel, so it is used only for shapes that do not overlap themselves (an envelope's inside).
struct CoverageAccumulator {
    /// The width in pixels.
    let width: Int
    /// The height in pixels.
    let height: Int
    /// Per row, `width + 1` changes of coverage from the pixel before (the last cell takes what falls beyond).
    private var cells: [Float]

    /// An accumulator for a mask of `width` × `height` pixels, with nothing covered.
    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = [Float](repeating: 0, count: (self.width + 1) * self.height)
    }

    /// Adds a polygon in pixel coordinates of the mask (x to the right, y down), closed from its last point back to
    /// its first.
    mutating func addPolygon(_ points: [Point]) {
        guard points.count >= 3, var previous = points.last else { return }
        for point in points {
            addEdge(from: previous, to: point)
            previous = point
        }
    }

    /// Adds one edge of a polygon; its direction says whether it adds or removes coverage to its right.
    mutating func addEdge(from start: Point, to end: Point) {
        guard start.y != end.y, start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return }
        let sign: Double = end.y > start.y ? 1 : -1
        let (top, bottom) = end.y > start.y ? (start, end) : (end, start)
        let slope = (bottom.x - top.x) / (bottom.y - top.y)
        let firstRow = max(0, Int(top.y.rounded(.down)))
        let lastRow = min(height, Int(bottom.y.rounded(.up)))
        guard firstRow < lastRow else { return }
        for row in firstRow..<lastRow {
            let y0 = max(top.y, Double(row))
            let y1 = min(bottom.y, Double(row + 1))
            guard y1 > y0 else { continue }
            let x0 = top.x + (y0 - top.y) * slope
            let x1 = top.x + (y1 - top.y) * slope
            addRowPiece(row: row, from: min(x0, x1), to: max(x0, x1), height: (y1 - y0) * sign)
        }
    }

    /// Adds the part of an edge within one pixel row, spanning `low`…`high` across the row and `height` down it
    /// (negative for an edge going up).
    private mutating func addRowPiece(row: Int, from low: Double, to high: Double, height: Double) {
        let base = row * (width + 1)
        var column = Int(low.rounded(.down))
        let lastColumn = min(width, Int(high.rounded(.down)) + 1)
        if column > width { return }
        var before = 0.0
        if column < 0 {
            // Everything left of the mask lands in its first cell.
            before = CoverageAccumulator.coveredFraction(rightOf: 0, low: low, high: high)
            cells[base] += Float(height * before)
            column = 0
        }
        while column <= lastColumn {
            let covered = CoverageAccumulator.coveredFraction(rightOf: Double(column + 1), low: low, high: high)
            cells[base + column] += Float(height * (covered - before))
            before = covered
            column += 1
        }
    }

    /// The share of a pixel row's height that an edge, running evenly from `low` to `high` across the row, leaves
    /// covered in the pixel that ends at `edge` (the coverage lies to the edge's right).
    @inline(__always)
    private static func coveredFraction(rightOf edge: Double, low: Double, high: Double) -> Double {
        guard high > low else { return min(1, max(0, edge - low)) }
        return (rampIntegral(edge - low) - rampIntegral(edge - high)) / (high - low)
    }

    /// The integral from −∞ to `z` of min(1, max(0, t)).
    @inline(__always)
    private static func rampIntegral(_ z: Double) -> Double {
        if z <= 0 { return 0 }
        if z <= 1 { return z * z / 2 }
        return z - 0.5
    }

    /// Writes the coverage into `mask` (which must be as large), compounding with what it holds as painting one
    /// shape over another does (a + b − ab), and leaves the accumulator empty for the next shape.
    mutating func drain(into mask: inout CoverageMask) {
        precondition(mask.width == width && mask.height == height, "the mask and the accumulator differ in size")
        let stride = mask.stride
        let rowLength = width + 1
        cells.withUnsafeMutableBufferPointer { cells in
            mask.bytes.withUnsafeMutableBufferPointer { bytes in
                for row in 0..<height {
                    var sum: Float = 0
                    let cellRow = row * rowLength
                    let byteRow = row * stride
                    for column in 0..<width {
                        sum += cells[cellRow + column]
                        cells[cellRow + column] = 0
                        let value = Int32(min(1, abs(sum)) * 255 + 0.5)
                        let held = Int32(bytes[byteRow + column])
                        bytes[byteRow + column] = UInt8(truncatingIfNeeded: held + value - (held * value + 127) / 255)
                    }
                    cells[cellRow + width] = 0
                }
            }
        }
    }
}
