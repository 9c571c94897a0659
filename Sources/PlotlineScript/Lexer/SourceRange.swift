/// A span of source text in one file, from `start` up to (not including) `end`.
public struct SourceRange: Sendable {
    /// The file the range lies in.
    public let file: SourceFile
    /// The first character of the range.
    public let start: SourceLocation
    /// The location just after the last character of the range.
    public let end: SourceLocation

    /// Makes a range.
    public init(file: SourceFile, start: SourceLocation, end: SourceLocation) {
        self.file = file
        self.start = start
        self.end = max(start, end)
    }

    /// The smallest range covering this range and `other` (which must lie in the same file).
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(file: file, start: min(start, other.start), end: max(end, other.end))
    }

    /// The empty range at this range's start.
    public var startRange: SourceRange { SourceRange(file: file, start: start, end: start) }

    /// The empty range at this range's end.
    public var endRange: SourceRange { SourceRange(file: file, start: end, end: end) }

    /// The source text the range covers.
    public var text: String {
        let characters = Array(file.text)
        let lower = min(start.offset, characters.count)
        let upper = min(max(end.offset, lower), characters.count)
        return String(characters[lower..<upper])
    }
}
