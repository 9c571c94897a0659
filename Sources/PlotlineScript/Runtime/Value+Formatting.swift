import PlotlineCore
import PlotlineValues

/// The text of a value as a REPL shows it: strings quoted, objects by their summary.
///
/// ```swift
/// displayText(of: .string("hi"))                       // "hi" with quotes
/// displayText(of: .array([.int(1), .double(2.5)]))      // [1, 2.5]
/// ```
public func displayText(of value: Value) -> String {
    value.debugText
}

extension Value {
    /// The most bytes of text a display shows of one value (`text/plain` of a result, `print`, the REPL): about
    /// a tenth of what Jupyter lets a kernel send in a second, and more lines than anyone reads.
    public static let displayTextLimit = 100_000

    /// The text `print` and string interpolation produce: strings as they are, everything else as displayed.
    ///
    /// Text longer than `SizeLimits.current.maximumStringBytes` is cut off with `… (N more elements)`.
    public var printText: String {
        var writer = TextWriter(limit: SizeLimits.current.maximumStringBytes)
        writer.writePrint(self)
        return writer.finished
    }

    /// The text a REPL or a notebook shows: strings quoted and escaped, collections with their elements' debug
    /// text, cut off after `displayTextLimit` bytes with `… (N more elements)` (or `bytes`, for a string).
    ///
    /// Collections nested more than `TextWriter.maximumDepth` deep are shown as `[…]`.
    public var debugText: String {
        var writer = TextWriter(limit: Value.displayTextLimit)
        writer.writeDebug(self)
        return writer.finished
    }

    /// The print text as a value of its own (`String(x)`), asking the session's memory budget as it grows.
    ///
    /// - Throws: a `ValueError` when it would be longer than `SizeLimits.current.maximumStringBytes`; a `MemoryError`;
    ///   `Interrupted`.
    public func checkedPrintText() throws -> String {
        var writer = TextWriter(limit: SizeLimits.current.maximumStringBytes, asksBudget: true)
        writer.writePrint(self)
        return try Value.checked(writer)
    }

    /// The debug text as a value of its own (`String(reflecting: x)`), asking the session's memory budget as it grows.
    ///
    /// - Throws: a `ValueError` when it would be longer than `SizeLimits.current.maximumStringBytes`; a `MemoryError`;
    ///   `Interrupted`.
    public func checkedDebugText() throws -> String {
        var writer = TextWriter(limit: SizeLimits.current.maximumStringBytes, asksBudget: true)
        writer.writeDebug(self)
        return try Value.checked(writer)
    }

    /// The print texts of `items` joined by `separator` and followed by `terminator`, as a value of its own
    /// (interpolation, `joined`), asking the session's memory budget as it grows.
    ///
    /// - Throws: a `ValueError` when the text would be longer than `SizeLimits.current.maximumStringBytes`; a
    ///   `MemoryError`; `Interrupted`.
    public static func joinedPrintText(_ items: [Value], separator: String, terminator: String = "") throws -> String {
        var writer = TextWriter(limit: SizeLimits.current.maximumStringBytes, asksBudget: true)
        for (index, item) in items.enumerated() {
            if index > 0 { writer.write(separator) }
            writer.writePrint(item)
            writer.tick()
            if writer.isTruncated { break }
        }
        writer.write(terminator)
        return try checked(writer)
    }

    /// What `print` writes: the print texts of `items` joined by `separator`, each cut off after
    /// `displayTextLimit` bytes as a display is, then `terminator`.
    public static func displayedPrintText(_ items: [Value], separator: String, terminator: String) -> String {
        var text = ""
        for (index, item) in items.enumerated() {
            if index > 0 { text += separator }
            var writer = TextWriter(limit: displayTextLimit)
            writer.writePrint(item)
            text += writer.finished
        }
        return text + terminator
    }

    /// The writer's text, or the error that cut it short.
    private static func checked(_ writer: TextWriter) throws -> String {
        if let failure = writer.failure { throw failure }
        if writer.isTruncated { throw SizeLimits.textTooLong() }
        try writer.askBudgetForShortText()
        return writer.text
    }

    /// Swift's spelling of a Double: `1.0`, `0.1`, `1e-05`, `inf`, `nan`.
    static func format(_ double: Double) -> String {
        "\(double)"
    }

    /// A range as Swift prints it: `1...3`, `0.0..<1.0`, and a one-sided one as its type with its bound,
    /// `PartialRangeFrom<Int>(lowerBound: 2)`.
    static func format(_ range: ValueRange) -> String {
        switch (range.extent, range.bounds) {
        case (.bounded, _): return range.spelling
        case (.lowerOnly, .integer(let lower, _)): return "\(range.typeName)(lowerBound: \(lower))"
        case (.lowerOnly, .real(let lower, _)): return "\(range.typeName)(lowerBound: \(format(lower)))"
        case (.upperOnly, .integer(_, let upper)): return "\(range.typeName)(upperBound: \(upper))"
        case (.upperOnly, .real(_, let upper)): return "\(range.typeName)(upperBound: \(format(upper)))"
        }
    }

    /// A character as it is written inside a string literal: `\"`, `\\`, `\n`, `\t`, `\r`, `\0` escaped.
    static func escaped(_ character: Character) -> String {
        switch character {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\t": return "\\t"
        case "\r": return "\\r"
        case "\0": return "\\0"
        default: return String(character)
        }
    }
}
