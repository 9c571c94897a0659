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
    public var printText: String {
        if case .string(let string) = self { return string }
        return debugText
    }

    /// The text a REPL shows: strings quoted and escaped, collections with their elements' debug text.
    public var debugText: String {
        switch self {
        case .none: return "nil"
        case .bool(let bool): return String(bool)
        case .int(let int): return String(int)
        case .double(let double): return Value.format(double)
        case .string(let string): return Value.quoted(string)
        case .array(let elements): return "[" + elements.map(\.debugText).joined(separator: ", ") + "]"
        case .dictionary(let entries):
            if entries.isEmpty { return "[:]" }
            return "[" + entries.map { "\($0.key.debugText): \($0.value.debugText)" }.joined(separator: ", ") + "]"
        case .range(let range): return Value.format(range)
        case .object(let object): return object.summary
        case .model(let model): return model.summary
        case .callable(let callable): return callable.parameters == nil ? "(closure)" : "(function \(callable.signature))"
        case .type(let descriptor): return descriptor.name
        }
    }

    /// Swift's spelling of a Double: `1.0`, `0.1`, `1e-05`, `inf`, `nan`.
    static func format(_ double: Double) -> String {
        "\(double)"
    }

    private static func format(_ range: ValueRange) -> String {
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
