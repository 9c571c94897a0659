/// A strict JSON reader (RFC 8259) from UTF-8 bytes to `JSONValue`.
///
/// It never traps on bad input: invalid UTF-8, unescaped control characters, malformed numbers, numbers that
/// overflow a Double, and nesting deeper than `maximumDepth` all throw a `JSONError` with the byte offset.
/// Integers that fit 64 bits become `.int`; every other number becomes `.double`. A key that repeats inside
/// an object keeps its last value, as Python's `json` does. Lone UTF-16 surrogates in `\u` escapes become U+FFFD.
///
/// ```swift
/// let content = try JSONParser.parseObject(Array(#"{"code": "1 + 1"}"#.utf8))
/// ```
public enum JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    public static let maximumDepth = 512

    /// Reads one JSON value that makes up the whole of `bytes` (whitespace around it allowed).
    /// - Throws: `JSONError` naming the first offending byte.
    public static func parse(_ bytes: [UInt8]) throws -> JSONValue {
        try bytes.withUnsafeBufferPointer { buffer in
            var reader = JSONDocumentReader(bytes: buffer)
            return try reader.parseDocument()
        }
    }

    /// Reads a JSON document that must be an object, as every Jupyter message dict is.
    /// - Throws: `JSONError`, with reason `.notAnObject` when the document is another kind of value.
    public static func parseObject(_ bytes: [UInt8]) throws -> JSONObject {
        guard case .object(let object) = try parse(bytes) else { throw JSONError(.notAnObject, at: 0) }
        return object
    }
}
