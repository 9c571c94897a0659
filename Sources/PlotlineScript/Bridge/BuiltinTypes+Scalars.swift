import Foundation
import PlotlineCore
import PlotlineValues

/// Numbers, Booleans and strings.
extension BuiltinTypes {
    /// `Int`: a 64-bit integer.
    public static let int = TypeDescriptor(name: "Int", doc: "A 64-bit signed integer.", kind: .value) { members in
        members.properties = [
            property("magnitude", .int, "The absolute value.") { value in .int(abs(try int(value))) },
            property("description", .string, "The number as text.") { value in .string(value.printText) },
        ]
        members.methods = [
            method("isMultiple", [Parameter("of", "other", type: .int)], returns: .bool, "True when divisible by the other number.") { value, arguments in
                .bool(try int(value).isMultiple(of: int(arguments[0])))
            },
            method("signum", [], returns: .int, "-1, 0 or 1 by the sign.") { value, _ in .int(try int(value).signum()) },
        ]
        members.staticProperties = [
            constant("max", "The largest Int.", .int(Int.max)),
            constant("min", "The smallest Int.", .int(Int.min)),
        ]
        members.staticMethods = [
            function("random", [Parameter("in", "range", type: .range)], returns: .int, "A random integer in a range.") { arguments in
                guard case .range(let range) = arguments[0], case .integer(let lower, let upper) = range.bounds,
                      !range.isOneSided, range.isClosed ? lower <= upper : lower < upper else {
                    throw ModelError(.valueError, "Int.random(in:) needs a non-empty integer range")
                }
                return .int(range.isClosed ? Int.random(in: lower...upper) : Int.random(in: lower..<upper))
            },
        ]
        members.initializers = [
            function("init", [Parameter(nil, "value", type: .any)], returns: .int,
                     "An integer from a number (truncating) or from text (nil when it is not a number).") { arguments in
                switch arguments[0] {
                case .int: return arguments[0]
                case .double(let double):
                    guard double.isFinite, abs(double) < 9.2e18 else {
                        throw ModelError(.valueError, "\(double) cannot be converted to 'Int' because it is out of range")
                    }
                    return .int(Int(double))
                case .string(let text): return Int(text.trimmingCharacters(in: .whitespaces)).map(Value.int) ?? .none
                case .bool(let bool): return .int(bool ? 1 : 0)
                default: throw ModelError.typeMismatch(expected: .int, actual: arguments[0])
                }
            },
        ]
    }

    /// `Double`: a double-precision floating-point number.
    public static let double = TypeDescriptor(name: "Double", doc: "A double-precision floating-point number.", kind: .value) { members in
        members.properties = [
            property("isNaN", .bool, "True for not-a-number.") { value in .bool(try double(value).isNaN) },
            property("isFinite", .bool, "True unless infinite or NaN.") { value in .bool(try double(value).isFinite) },
            property("isInfinite", .bool, "True for ±infinity.") { value in .bool(try double(value).isInfinite) },
            property("magnitude", .double, "The absolute value.") { value in .double(abs(try double(value))) },
            property("description", .string, "The number as text.") { value in .string(value.printText) },
        ]
        members.methods = [
            method("rounded", [], returns: .double, "The nearest integral value (halves away from zero).") { value, _ in
                .double(try double(value).rounded())
            },
            method("squareRoot", [], returns: .double, "The square root.") { value, _ in .double(try double(value).squareRoot()) },
            method("truncatingRemainder", [Parameter("dividingBy", "other", type: .double)], returns: .double,
                   "The remainder of truncating division.") { value, arguments in
                .double(try double(value).truncatingRemainder(dividingBy: double(arguments[0])))
            },
        ]
        members.staticProperties = [
            constant("pi", "π, 3.14159…", .double(Double.pi)),
            constant("infinity", "Positive infinity.", .double(Double.infinity)),
            constant("nan", "Not a number.", .double(Double.nan)),
            constant("greatestFiniteMagnitude", "The largest finite Double.", .double(Double.greatestFiniteMagnitude)),
            constant("leastNonzeroMagnitude", "The smallest positive Double.", .double(Double.leastNonzeroMagnitude)),
        ]
        members.staticMethods = [
            function("random", [Parameter("in", "range", type: .range)], returns: .double, "A random number in a range.") { arguments in
                guard case .range(let range) = arguments[0], !range.isOneSided,
                      range.lowerBound < range.upperBound || range.isClosed else {
                    throw ModelError(.valueError, "Double.random(in:) needs a non-empty range")
                }
                return .double(range.isClosed
                    ? Double.random(in: range.lowerBound...range.upperBound)
                    : Double.random(in: range.lowerBound..<range.upperBound))
            },
        ]
        members.initializers = [
            function("init", [Parameter(nil, "value", type: .any)], returns: .double,
                     "A Double from a number, or from text (nil when it is not a number).") { arguments in
                switch arguments[0] {
                case .int(let int): return .double(Double(int))
                case .double: return arguments[0]
                case .string(let text): return Double(text.trimmingCharacters(in: .whitespaces)).map(Value.double) ?? .none
                default: throw ModelError.typeMismatch(expected: .double, actual: arguments[0])
                }
            },
        ]
    }

    /// `Bool`: true or false.
    public static let bool = TypeDescriptor(name: "Bool", doc: "A Boolean value, true or false.", kind: .value) { members in
        members.properties = [
            property("description", .string, "\"true\" or \"false\".") { value in .string(value.printText) },
        ]
        members.methods = [
            method("toggle", [], mutating: true, "Flips the value.") { value, _ in
                value = try Arithmetic.not(value)
                return .none
            },
        ]
        members.staticMethods = [
            function("random", [], returns: .bool, "true or false at random.") { _ in .bool(Bool.random()) },
        ]
    }

    /// `String`: Unicode text.
    public static let string = TypeDescriptor(name: "String", doc: "Unicode text.", kind: .value) { members in
        members.properties = sequenceProperties + [
            property("description", .string, "The string itself.") { value in value },
        ]
        members.methods = [
            stringMethod("uppercased", [], returns: .string, "The text in upper case.") { text, _ in
                try reserveCopy(of: text)
                return .string(text.uppercased())
            },
            stringMethod("lowercased", [], returns: .string, "The text in lower case.") { text, _ in
                try reserveCopy(of: text)
                return .string(text.lowercased())
            },
            stringMethod("capitalized", [], returns: .string, "The text with each word capitalized.") { text, _ in
                try reserveCopy(of: text)
                return .string(text.capitalized)
            },
            stringMethod("hasPrefix", [Parameter(nil, "prefix", type: .string)], returns: .bool, "True when the text starts with the prefix.") { text, arguments in
                .bool(text.hasPrefix(try string(arguments[0])))
            },
            stringMethod("hasSuffix", [Parameter(nil, "suffix", type: .string)], returns: .bool, "True when the text ends with the suffix.") { text, arguments in
                .bool(text.hasSuffix(try string(arguments[0])))
            },
            stringMethod("contains", [Parameter(nil, "other", type: .string)], returns: .bool, "True when the text contains the other text.") { text, arguments in
                .bool(text.contains(try string(arguments[0])))
            },
            stringMethod("split", [Parameter("separator", type: .string)], returns: .array(.string), "The pieces between separators (empty pieces dropped).") { text, arguments in
                let separator = try string(arguments[0])
                guard !separator.isEmpty else { throw ModelError(.valueError, "the separator must not be empty") }
                return try pieces(of: text, separatedBy: separator, keepingEmpty: false)
            },
            stringMethod("components", [Parameter("separatedBy", "separator", type: .string)], returns: .array(.string), "The pieces between separators.") { text, arguments in
                try pieces(of: text, separatedBy: try string(arguments[0]), keepingEmpty: true)
            },
            stringMethod("replacingOccurrences", [Parameter("of", "target", type: .string), Parameter("with", "replacement", type: .string)],
                         returns: .string, "The text with every occurrence of a string replaced.") { text, arguments in
                let target = try string(arguments[0])
                let replacement = try string(arguments[1])
                try checkReplacing(target, with: replacement, in: text)
                return .string(text.replacingOccurrences(of: target, with: replacement))
            },
            stringMethod("trimmed", [], returns: .string, "The text without leading and trailing whitespace.") { text, _ in
                .string(text.trimmingCharacters(in: .whitespacesAndNewlines))
            },
            method("append", [Parameter(nil, "other", type: .string)], mutating: true, "Adds text at the end.") { value, arguments in
                guard case .string(var text) = value else { throw internalError("append", value) }
                let tail = try string(arguments[0])
                try Arithmetic.checkAppending(tail, to: text)
                value = .none
                text += tail
                value = .string(text)
                return .none
            },
        ] + sequenceMethods.filter { ["map", "filter", "reversed", "contains", "enumerated", "forEach", "prefix", "suffix", "dropFirst", "dropLast", "sorted"].contains($0.name) && !($0.name == "contains" && $0.parameters.first?.label == nil) }
        members.initializers = [
            function("init", [Parameter(nil, "value", type: .any)], returns: .string, "The value as text.") { arguments in
                .string(try arguments[0].checkedPrintText())
            },
            function("init", [Parameter("describing", "value", type: .any)], returns: .string, "The value as text.") { arguments in
                .string(try arguments[0].checkedPrintText())
            },
            function("init", [Parameter("reflecting", "value", type: .any)], returns: .string,
                     "The value as a REPL shows it: strings quoted, an enumeration's case with its type.") { arguments in
                .string(try arguments[0].checkedDebugText())
            },
            function("init", [Parameter("repeating", "text", type: .string), Parameter("count", type: .int)], returns: .string,
                     "Text repeated several times.") { arguments in
                let count = try int(arguments[1])
                let text = try string(arguments[0])
                guard count >= 0 else { throw ModelError(.valueError, "count must not be negative, not \(count)") }
                let bytes = MemoryFootprint.product(text.utf8.count, count, plus: 0)
                try SizeLimits.checkStringBytes(bytes)
                try ExecutionGuard.reserve(MemoryFootprint.string(utf8Count: bytes), for: "the string")
                return .string(String(repeating: text, count: count))
            },
            function("init", [Parameter("format", type: .string), Parameter(nil, "arguments", type: .any)], returns: .string,
                     "Text from a printf-style format: String(format: \"%.2f\", x).") { arguments in
                let values: [Value]
                if case .array(let elements) = arguments[1] { values = elements } else { values = [arguments[1]] }
                return .string(try StringFormat.format(string(arguments[0]), arguments: values))
            },
        ]
    }

    /// Asks the memory budget for a new string as long as `text` (an upper- or lower-cased copy).
    private static func reserveCopy(of text: String) throws {
        try ExecutionGuard.reserve(MemoryFootprint.string(utf8Count: text.utf8.count), for: "the string")
    }

    /// Checks the string `replacingOccurrences` would make: it grows by the difference for every occurrence.
    private static func checkReplacing(_ target: String, with replacement: String, in text: String) throws {
        let growth = replacement.utf8.count - target.utf8.count
        var bytes = text.utf8.count
        if growth > 0, !target.isEmpty {
            let occurrences = text.utf8.count / target.utf8.count
            bytes = MemoryFootprint.product(occurrences, growth, plus: bytes)
            if bytes > SizeLimits.current.maximumStringBytes {
                bytes = MemoryFootprint.product(text.components(separatedBy: target).count - 1, growth, plus: text.utf8.count)
            }
        }
        try SizeLimits.checkStringBytes(bytes)
        try ExecutionGuard.reserve(MemoryFootprint.string(utf8Count: bytes), for: "the string")
    }

    /// The pieces of `text` between separators as an array of strings, asking the memory budget for the array.
    private static func pieces(of text: String, separatedBy separator: String, keepingEmpty: Bool) throws -> Value {
        try reserveCopy(of: text)
        var parts = text.components(separatedBy: separator)
        if !keepingEmpty { parts.removeAll { $0.isEmpty } }
        try ExecutionGuard.reserve(MemoryFootprint.array(count: parts.count), for: "the array of pieces")
        return .array(parts.map(Value.string))
    }

    private static func stringMethod(
        _ name: String, _ parameters: [Parameter] = [], returns returnType: ValueType? = nil, _ doc: String,
        _ body: @escaping @Sendable (String, [Value]) throws -> Value
    ) -> MethodDescriptor {
        method(name, parameters, returns: returnType, doc) { value, arguments in
            try body(string(value), arguments)
        }
    }
}
