/// The text of one cell (or script file) with the name errors print for it (`cell [4]`).
///
/// Source ranges point at their file, so an error raised by a function declared in an earlier cell still
/// shows that cell's line.
public final class SourceFile: Sendable {
    /// The name errors print, `cell [4]` or a file path.
    public let name: String
    /// The full text.
    public let text: String
    /// The text split into lines, without line terminators.
    public let lines: [String]
    /// The path a debugger knows the cell by (breakpoints name it), when it has one.
    public let sourcePath: String?

    /// Makes a source file from its name and text, and the path a debugger knows it by.
    public init(name: String, text: String, sourcePath: String? = nil) {
        self.name = name
        self.text = text
        self.sourcePath = sourcePath
        self.lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
    }

    /// The text of line `number` (counted from 1), or nil when there is no such line.
    public func line(_ number: Int) -> String? {
        lines.indices.contains(number - 1) ? lines[number - 1] : nil
    }
}
