/// A position in a cell's source: line and column for people, offset for tools.
public struct SourceLocation: Hashable, Sendable {
    /// The line, counted from 1.
    public var line: Int
    /// The column, counted from 1 in characters (grapheme clusters).
    public var column: Int
    /// The offset from the start of the source, counted from 0 in characters.
    public var offset: Int

    /// Makes a location.
    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    /// The first character of a source.
    public static let start = SourceLocation(line: 1, column: 1, offset: 0)
}
