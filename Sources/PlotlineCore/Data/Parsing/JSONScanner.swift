import OrderedCollections

/// Reads JSON records on bytes: objects whose values are numbers, strings, booleans (1 and 0) or null. Nested
/// objects and arrays are errors, since a feed's fields are flat. Positions are tracked for line:column messages.
struct JSONScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The read position.
    private(set) var position: Int
    /// The 1-based line at `position`.
    private(set) var line: Int
    private var lineStart: Int

    /// A scanner over bytes, starting at an offset on a line.
    init(bytes: UnsafeBufferPointer<UInt8>, position: Int = 0, line: Int = 1) {
        self.bytes = bytes
        self.position = position
        self.line = line
        self.lineStart = position
    }

    /// True when only whitespace is left.
    mutating func isAtEnd() -> Bool {
        skipWhitespace()
        return position >= bytes.count
    }

    /// The byte at the read position after whitespace, or nil at the end.
    mutating func peek() -> UInt8? {
        skipWhitespace()
        return position < bytes.count ? bytes[position] : nil
    }

    /// Reads the given byte (after whitespace) or fails with a message naming what was expected.
    mutating func expect(_ byte: UInt8, _ expectation: @autoclosure () -> String) throws {
        guard peek() == byte else { throw error("expected \(expectation()), found \(found())") }
        position += 1
    }

    /// Reads the byte if it is next (after whitespace).
    mutating func consume(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        position += 1
        return true
    }

    /// Reads one object as a record; `origin` is given to the record.
    mutating func record(origin: String?) throws -> FeedRecord {
        skipWhitespace()
        guard peek() == UInt8(ascii: "{") else {
            throw error("expected a record (a JSON object), found \(found())", hint: "each record is an object such as {\"t\": 1, \"y\": 2}")
        }
        position += 1
        var fields = OrderedDictionary<String, FieldValue>()
        if consume(UInt8(ascii: "}")) { return FeedRecord(fields, origin: origin) }
        repeat {
            guard peek() == UInt8(ascii: "\"") else { throw error("expected a field name in double quotes, found \(found())") }
            let name = try string()
            try expect(UInt8(ascii: ":"), "':' after the field name")
            fields[name] = try fieldValue(named: name)
        } while consume(UInt8(ascii: ","))
        try expect(UInt8(ascii: "}"), "',' or '}' after a field")
        return FeedRecord(fields, origin: origin)
    }

    /// An error at the read position.
    func error(_ message: String, hint: String? = nil) -> DataSyntaxError {
        DataSyntaxError(offset: position, line: line, lineStart: lineStart, message: message, hint: hint)
    }

    /// How the next byte reads in a message.
    func found() -> String {
        guard position < bytes.count else { return "the end of the data" }
        return DataSyntaxError.describe(bytes[position])
    }

    // MARK: - Values

    private mutating func fieldValue(named name: String) throws -> FieldValue {
        guard let byte = peek() else { throw error("expected a value for '\(name)', found the end of the data") }
        switch byte {
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            throw error(
                "field '\(name)' holds \(byte == UInt8(ascii: "{") ? "an object" : "an array"); feed fields hold numbers, strings, dates and null",
                hint: "flatten nested values into fields of their own")
        case UInt8(ascii: "t"): return try keyword("true", .int(1))
        case UInt8(ascii: "f"): return try keyword("false", .int(0))
        case UInt8(ascii: "n"): return try keyword("null", .missing)
        default: return try number(forField: name)
        }
    }

    private mutating func keyword(_ word: String, _ value: FieldValue) throws -> FieldValue {
        let utf8 = Array(word.utf8)
        guard bytes.count - position >= utf8.count, Array(bytes[position..<(position + utf8.count)]) == utf8 else {
            throw error("expected a value, found \(found())")
        }
        position += utf8.count
        return value
    }

    private mutating func number(forField name: String) throws -> FieldValue {
        let start = position
        var index = position
        if index < bytes.count && bytes[index] == UInt8(ascii: "-") { index += 1 }
        while index < bytes.count, isNumberByte(bytes[index]) { index += 1 }
        let text = UnsafeBufferPointer(rebasing: bytes[start..<index])
        guard index > start, isJSONNumber(text), let number = NumberScanner.number(in: text) else {
            throw error("expected a value for '\(name)', found \(found())",
                        hint: "values are numbers, \"strings\", true, false or null")
        }
        position = index
        if number.isIntegral && abs(number.value) < 9.0e15 { return .int(Int(number.value)) }
        return .double(number.value)
    }

    private func isNumberByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
            || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    }

    /// JSON's stricter number grammar: no leading `+`, no leading zeros, digits on both sides of a point.
    private func isJSONNumber(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        if index < text.count && text[index] == UInt8(ascii: "-") { index += 1 }
        guard index < text.count, isDigit(text[index]) else { return false }
        if text[index] == UInt8(ascii: "0") && index + 1 < text.count && isDigit(text[index + 1]) { return false }
        while index < text.count, isDigit(text[index]) { index += 1 }
        if index < text.count && text[index] == UInt8(ascii: ".") {
            index += 1
            guard index < text.count, isDigit(text[index]) else { return false }
        }
        return true
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    // MARK: - Strings

    /// Reads a string from its opening quote, undoing escapes.
    mutating func string() throws -> String {
        let opening = position
        position += 1
        var utf8: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try escape(into: &utf8)
            case 0..<0x20:
                throw error("unescaped \(DataSyntaxError.describe(byte)) in a string", hint: "write it as \\n, \\t or \\u00XX")
            default:
                utf8.append(byte)
                position += 1
            }
        }
        position = opening
        throw error("unterminated string", hint: "close the string with a double quote")
    }

    private mutating func escape(into utf8: inout [UInt8]) throws {
        position += 1
        guard position < bytes.count else { throw error("unterminated string") }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(byte)
        case UInt8(ascii: "b"): utf8.append(0x08)
        case UInt8(ascii: "f"): utf8.append(0x0C)
        case UInt8(ascii: "n"): utf8.append(0x0A)
        case UInt8(ascii: "r"): utf8.append(0x0D)
        case UInt8(ascii: "t"): utf8.append(0x09)
        case UInt8(ascii: "u"): utf8.append(contentsOf: try unicodeEscape())
        default:
            position -= 2
            throw error("invalid escape \\\(Character(Unicode.Scalar(byte))) in a string")
        }
    }

    /// The UTF-8 of a `\uXXXX` escape (a surrogate pair takes two).
    private mutating func unicodeEscape() throws -> [UInt8] {
        var code = try hexQuad()
        if (0xD800..<0xDC00).contains(code), bytes.count - position >= 6,
           bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
        {
            let saved = position
            position += 2
            let low = try hexQuad()
            if (0xDC00..<0xE000).contains(low) {
                code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            } else {
                position = saved
            }
        }
        let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
        return Array(String(Character(scalar)).utf8)
    }

    private mutating func hexQuad() throws -> UInt32 {
        guard bytes.count - position >= 4 else { throw error("expected four hex digits after \\u") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Character(Unicode.Scalar(bytes[position])).hexDigitValue else {
                throw error("expected four hex digits after \\u, found \(found())")
            }
            value = value * 16 + UInt32(digit)
            position += 1
        }
        return value
    }

    // MARK: - Whitespace

    private mutating func skipWhitespace() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                position += 1
            case UInt8(ascii: "\n"):
                position += 1
                line += 1
                lineStart = position
            default:
                return
            }
        }
    }
}
