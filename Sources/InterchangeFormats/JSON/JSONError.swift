/// Why a JSON document could not be read or written.
public struct JSONError: Error, Sendable, Equatable {
    /// The kinds of JSON failure.
    public enum Reason: Sendable, Equatable {
        /// The document ended in the middle of a value.
        case unexpectedEnd
        /// A byte that cannot start or continue the value being read.
        case unexpectedByte(UInt8)
        /// A string whose bytes are not valid UTF-8.
        case invalidUTF8
        /// A control character (below U+0020) written raw inside a string.
        case controlCharacterInString
        /// A backslash escape that JSON does not define, or a malformed `\u` escape.
        case invalidEscape
        /// A number that does not follow JSON's grammar or does not fit a finite Double.
        case invalidNumber
        /// Arrays and objects nested deeper than `JSONParser.maximumDepth`.
        case tooDeep
        /// Something other than whitespace after the value.
        case trailingData
        /// NaN or an infinity, which Jupyter's JSON does not allow.
        case nonFiniteNumber
        /// The document is valid JSON but not an object where one is required.
        case notAnObject
    }

    /// What went wrong.
    public var reason: Reason
    /// The byte offset at which reading failed, or nil when writing failed.
    public var offset: Int?

    /// Makes an error.
    public init(_ reason: Reason, at offset: Int? = nil) {
        self.reason = reason
        self.offset = offset
    }
}

extension JSONError: CustomStringConvertible {
    /// A one-line explanation, e.g. `invalid JSON at byte 12: unexpected byte '}'`.
    public var description: String {
        let place = offset.map { "invalid JSON at byte \($0)" } ?? "cannot write JSON"
        return "\(place): \(explanation)"
    }

    private var explanation: String {
        switch reason {
        case .unexpectedEnd: return "the document ends in the middle of a value"
        case .unexpectedByte(let byte):
            let shown = (0x20..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "0x\(String(byte, radix: 16))"
            return "unexpected byte \(shown)"
        case .invalidUTF8: return "a string is not valid UTF-8"
        case .controlCharacterInString: return "a control character must be escaped inside a string"
        case .invalidEscape: return "invalid escape sequence in a string"
        case .invalidNumber: return "malformed or out-of-range number"
        case .tooDeep: return "arrays and objects nested deeper than \(JSONParser.maximumDepth) levels"
        case .trailingData: return "extra data after the value"
        case .nonFiniteNumber: return "NaN and infinity are not allowed; replace them with null or a finite number"
        case .notAnObject: return "expected a JSON object"
        }
    }
}
