/// A terminal window's size in character cells and, when the terminal reports it, in pixels.
public struct TerminalSize: Equatable, Sendable {
    /// The width in character cells.
    public var columns: Int
    /// The height in character cells.
    public var rows: Int
    /// The width in pixels, or 0 when the terminal does not say.
    public var pixelWidth: Int
    /// The height in pixels, or 0 when the terminal does not say.
    public var pixelHeight: Int

    /// Makes a size; pixel sizes of 0 mean unknown.
    public init(columns: Int, rows: Int, pixelWidth: Int = 0, pixelHeight: Int = 0) {
        self.columns = columns
        self.rows = rows
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    /// The size assumed when nothing tells it: 80 × 24 cells.
    public static let fallback = TerminalSize(columns: 80, rows: 24)

    /// The width of one cell in pixels, when the terminal reports its pixel size.
    public var cellPixelWidth: Double? {
        guard pixelWidth > 0, columns > 0 else { return nil }
        return Double(pixelWidth) / Double(columns)
    }

    /// The height of one cell in pixels, when the terminal reports its pixel size.
    public var cellPixelHeight: Double? {
        guard pixelHeight > 0, rows > 0 else { return nil }
        return Double(pixelHeight) / Double(rows)
    }
}
