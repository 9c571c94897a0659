import PlotlineValues

/// Renders errors as Swift and Rust compilers do: message, position, source line, caret and hint.
///
/// ```
/// error: XYGraph has no property 'titel'
///  --> cell [4], line 2, column 7
///   |
/// 2 | graph.titel = "Sales"
///   |       ^^^^^ did you mean 'title'?
/// ```
extension ScriptError {
    /// The whole error as text, with the call chain and any further errors of the cell.
    public var rendered: String {
        renderedLines.joined(separator: "\n")
    }

    /// The rendered error, one line per element.
    public var renderedLines: [String] {
        var lines = ["error: \(message)"]
        if let range {
            lines += ScriptError.snippet(for: range, label: hint)
        } else if let hint {
            lines.append("hint: \(hint)")
        }
        lines += renderedCallStack
        for other in additionalErrors {
            lines.append("")
            lines += other.renderedLines
        }
        return lines
    }

    /// The most frames shown at each end of a long call chain.
    static let shownFrames = 3

    private var renderedCallStack: [String] {
        var frames = callStack
        var omitted = 0
        if frames.count > 2 * ScriptError.shownFrames {
            omitted = frames.count - 2 * ScriptError.shownFrames
            frames = Array(callStack.prefix(ScriptError.shownFrames)) + Array(callStack.suffix(ScriptError.shownFrames))
        }
        var lines: [String] = []
        for (index, frame) in frames.enumerated() {
            if omitted > 0 && index == ScriptError.shownFrames {
                lines.append("note: ... \(omitted) more calls ...")
            }
            lines.append("note: in '\(frame.function)', called from here")
            lines += ScriptError.snippet(for: frame.callSite, label: nil)
        }
        return lines
    }

    /// ` --> file, line L, column C`, the source line and a caret line under `range`.
    static func snippet(for range: SourceRange, label: String?) -> [String] {
        let lineNumber = String(range.start.line)
        let gutter = String(repeating: " ", count: lineNumber.count)
        var lines = ["\(gutter)--> \(range.file.name), line \(range.start.line), column \(range.start.column)"]
        guard let source = range.file.line(range.start.line) else {
            if let label { lines.append("\(gutter) = \(label)") }
            return lines
        }
        lines.append("\(gutter) |")
        // A password written in a URL never shows; the mask keeps the line's length, so the caret stays put.
        lines.append("\(lineNumber) | \(SecretText.masked(source, keepingLength: true))")
        let characters = Array(source)
        let startIndex = min(max(0, range.start.column - 1), characters.count)
        let indent = String(characters[..<startIndex].map { $0 == "\t" ? "\t" : " " })
        let width: Int
        if range.end.line == range.start.line {
            width = max(1, range.end.column - range.start.column)
        } else {
            width = max(1, characters.count - startIndex)
        }
        var caretLine = "\(gutter) | \(indent)\(String(repeating: "^", count: width))"
        if let label { caretLine += " \(label)" }
        lines.append(caretLine)
        return lines
    }
}
