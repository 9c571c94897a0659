/// A grid of Unicode braille cells, each 2 dots wide and 4 high, on which lines are drawn dot by dot: the
/// text/plain drawing of a chart for consoles.
public struct BrailleCanvas: Hashable, Sendable {
    /// The width in cells.
    public let columns: Int
    /// The height in cells.
    public let rows: Int
    private var bits: [UInt8]

    /// The dot bits of a cell, by column (0, 1) and row (0…3), as Unicode numbers them.
    private static let dotBits: [[UInt8]] = [[0x01, 0x02, 0x04, 0x40], [0x08, 0x10, 0x20, 0x80]]

    /// Makes an empty canvas.
    public init(columns: Int, rows: Int) {
        self.columns = max(1, columns)
        self.rows = max(1, rows)
        self.bits = [UInt8](repeating: 0, count: self.columns * self.rows)
    }

    /// The width in dots.
    public var dotWidth: Int { columns * 2 }
    /// The height in dots.
    public var dotHeight: Int { rows * 4 }

    /// Sets the dot at a column and row of dots (row 0 at the top); dots outside the canvas are ignored.
    public mutating func set(x: Int, y: Int) {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return }
        bits[(y / 4) * columns + x / 2] |= BrailleCanvas.dotBits[x % 2][y % 4]
    }

    /// True when the dot is set.
    public func isSet(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < dotWidth, y < dotHeight else { return false }
        return bits[(y / 4) * columns + x / 2] & BrailleCanvas.dotBits[x % 2][y % 4] != 0
    }

    /// Draws a straight line between two points in dot coordinates (fractions allowed), clipped to the canvas.
    public mutating func drawLine(from start: Point, to end: Point) {
        guard start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite else { return }
        guard let (a, b) = clipped(start, end) else { return }
        let steps = Int(max(abs(b.x - a.x), abs(b.y - a.y)).rounded(.up))
        guard steps > 0 else {
            set(x: Int(a.x.rounded(.down)), y: Int(a.y.rounded(.down)))
            return
        }
        for step in 0...steps {
            let t = Double(step) / Double(steps)
            set(x: Int((a.x + (b.x - a.x) * t).rounded(.down)), y: Int((a.y + (b.y - a.y) * t).rounded(.down)))
        }
    }

    /// The canvas as lines of braille characters.
    public var lines: [String] {
        (0..<rows).map { row in
            String(String.UnicodeScalarView((0..<columns).compactMap { column in
                Unicode.Scalar(0x2800 + UInt32(bits[row * columns + column]))
            }))
        }
    }

    /// The segment inside the canvas (Liang–Barsky), or nil when it misses it.
    private func clipped(_ start: Point, _ end: Point) -> (Point, Point)? {
        let maxX = Double(dotWidth) - 1e-9
        let maxY = Double(dotHeight) - 1e-9
        let dx = end.x - start.x
        let dy = end.y - start.y
        var low = 0.0
        var high = 1.0
        for (p, q) in [(-dx, start.x), (dx, maxX - start.x), (-dy, start.y), (dy, maxY - start.y)] {
            if p == 0 {
                if q < 0 { return nil }
                continue
            }
            let r = q / p
            if p < 0 { low = max(low, r) } else { high = min(high, r) }
            if low > high { return nil }
        }
        return (Point(x: start.x + dx * low, y: start.y + dy * low), Point(x: start.x + dx * high, y: start.y + dy * high))
    }
}
