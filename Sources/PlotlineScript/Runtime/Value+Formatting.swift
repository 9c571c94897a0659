import PlotlineCore

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
    /// The text `print` and string interpolation produce: strings as they are, everything else as displayed.
    ///
    /// Text longer than `SizeLimits.maximumStringBytes` is cut off with `…`.
    public var printText: String {
        var writer = TextWriter(limit: SizeLimits.maximumStringBytes)
        writer.writePrint(self)
        return writer.finished
    }

    /// The text a REPL shows: strings quoted and escaped, collections with their elements' debug text.
    ///
    /// Text longer than `SizeLimits.maximumStringBytes` is cut off with `…`, and collections nested more than
    /// `TextWriter.maximumDepth` deep are shown as `[…]`.
    public var debugText: String {
        var writer = TextWriter(limit: SizeLimits.maximumStringBytes)
        writer.writeDebug(self)
        return writer.finished
    }

    /// The print text, or a `ValueError` when it would be longer than `SizeLimits.maximumStringBytes`.
    public func checkedPrintText() throws -> String {
        var writer = TextWriter(limit: SizeLimits.maximumStringBytes)
        writer.writePrint(self)
        if writer.isTruncated { throw SizeLimits.textTooLong() }
        return writer.text
    }

    /// The print texts of `items` joined by `separator` and followed by `terminator`, as `print` writes them.
    ///
    /// - Throws: a `ValueError` when the text would be longer than `SizeLimits.maximumStringBytes`.
    public static func joinedPrintText(_ items: [Value], separator: String, terminator: String = "") throws -> String {
        var writer = TextWriter(limit: SizeLimits.maximumStringBytes)
        for (index, item) in items.enumerated() {
            if index > 0 { writer.write(separator) }
            writer.writePrint(item)
            if writer.isTruncated { break }
        }
        writer.write(terminator)
        if writer.isTruncated { throw SizeLimits.textTooLong() }
        return writer.text
    }

    /// Swift's spelling of a Double: `1.0`, `0.1`, `1e-05`, `inf`, `nan`.
    static func format(_ double: Double) -> String {
        "\(double)"
    }

    static func format(_ range: ValueRange) -> String {
        let op = range.isClosed ? "..." : "..<"
        switch range.bounds {
        case .integer(let lower, let upper): return "\(lower)\(op)\(upper)"
        case .real(let lower, let upper): return "\(format(lower))\(op)\(format(upper))"
        }
    }

    /// A string in double quotes with Swift's escapes.
    static func quoted(_ string: String) -> String {
        var result = "\""
        for character in string {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case "\0": result += "\\0"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
