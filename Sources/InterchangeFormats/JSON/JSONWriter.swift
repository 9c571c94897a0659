/// A compact JSON writer from `JSONValue` to UTF-8 bytes.
///
/// Objects keep their key order. Strings are written as UTF-8 with `"`, `\` and control characters escaped.
/// Doubles use Swift's shortest round-trip form; NaN and infinities throw, because Jupyter's JSON rejects them.
/// Nesting deeper than `JSONParser.maximumDepth` throws too, so no value can overflow the stack.
///
/// ```swift
/// let bytes = try JSONWriter.serialize(["status": "ok", "execution_count": 3])
/// ```
public struct JSONWriter {
    /// The bytes written so far.
    public private(set) var bytes: [UInt8] = []
    /// How deep the writer is inside arrays and objects.
    private var depth = 0

    /// An empty writer; `capacity` reserves room for the expected output.
    public init(capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
    }

    /// The UTF-8 JSON text of `value`.
    /// - Throws: `JSONError` with reason `.nonFiniteNumber` when a Double is NaN or infinite.
    public static func serialize(_ value: JSONValue) throws -> [UInt8] {
        var writer = JSONWriter()
        try writer.write(value)
        return writer.bytes
    }

    /// The UTF-8 JSON text of `object`.
    /// - Throws: `JSONError` with reason `.nonFiniteNumber` when a Double is NaN or infinite.
    public static func serialize(_ object: JSONObject) throws -> [UInt8] {
        var writer = JSONWriter()
        try writer.write(object)
        return writer.bytes
    }

    /// Appends `value`.
    /// - Throws: `JSONError` with reason `.nonFiniteNumber` when a Double is NaN or infinite, `.tooDeep` when
    ///   arrays and objects nest deeper than `JSONParser.maximumDepth`.
    public mutating func write(_ value: JSONValue) throws {
        switch value {
        case .null: appendLiteral("null")
        case .bool(let flag): appendLiteral(flag ? "true" : "false")
        case .int(let integer): write(integer)
        case .double(let double): try write(double)
        case .string(let string): write(string)
        case .array(let elements): try write(elements)
        case .object(let object): try write(object)
        }
    }

    /// Appends `object`, keys in order.
    /// - Throws: `JSONError` with reason `.nonFiniteNumber` when a Double inside is NaN or infinite.
    public mutating func write(_ object: JSONObject) throws {
        try enterContainer()
        defer { depth -= 1 }
        bytes.append(ASCII.openBrace)
        for (position, member) in object.members.enumerated() {
            if position > 0 { bytes.append(ASCII.comma) }
            write(member.key)
            bytes.append(ASCII.colon)
            try write(member.value)
        }
        bytes.append(ASCII.closeBrace)
    }

    /// Appends `string` quoted and escaped.
    public mutating func write(_ string: String) {
        bytes.append(ASCII.quote)
        var string = string
        string.withUTF8 { utf8 in appendEscaped(utf8) }
        bytes.append(ASCII.quote)
    }

    private mutating func write(_ elements: [JSONValue]) throws {
        try enterContainer()
        defer { depth -= 1 }
        bytes.append(ASCII.openBracket)
        for (position, element) in elements.enumerated() {
            if position > 0 { bytes.append(ASCII.comma) }
            try write(element)
        }
        bytes.append(ASCII.closeBracket)
    }

    private mutating func enterContainer() throws {
        depth += 1
        guard depth <= JSONParser.maximumDepth else { throw JSONError(.tooDeep) }
    }

    private mutating func write(_ integer: Int) {
        bytes.append(contentsOf: String(integer).utf8)
    }

    private mutating func write(_ double: Double) throws {
        guard double.isFinite else { throw JSONError(.nonFiniteNumber) }
        bytes.append(contentsOf: double.description.utf8)
    }

    private mutating func appendLiteral(_ literal: StaticString) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// Copies runs of plain bytes in one go and escapes the rest.
    private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
        var runStart = 0
        for (position, byte) in utf8.enumerated() where byte < ASCII.space || byte == ASCII.quote || byte == ASCII.backslash {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<position]))
            appendEscape(for: byte)
            runStart = position + 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
    }

    private mutating func appendEscape(for byte: UInt8) {
        bytes.append(ASCII.backslash)
        switch byte {
        case ASCII.quote, ASCII.backslash: bytes.append(byte)
        case ASCII.newline: bytes.append(ASCII.letterN)
        case ASCII.carriageReturn: bytes.append(ASCII.letterR)
        case ASCII.tab: bytes.append(ASCII.letterT)
        case 0x08: bytes.append(ASCII.letterB)
        case 0x0C: bytes.append(ASCII.letterF)
        default:
            bytes.append(contentsOf: [ASCII.letterU, ASCII.digit0, ASCII.digit0])
            bytes.append(ASCII.hexDigits[Int(byte >> 4)])
            bytes.append(ASCII.hexDigits[Int(byte & 0x0F)])
        }
    }
}
