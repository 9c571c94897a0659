import PlotlineValues

/// A syntax error found in data bytes, before it is given the file's name: where it is and what is wrong.
struct DataSyntaxError: Error {
    /// The byte offset the error points at.
    var offset: Int
    /// The 1-based line of `offset`.
    var line: Int
    /// The byte offset where that line starts.
    var lineStart: Int
    /// What is wrong, Swift-like: `expected 3 fields, found 4`.
    var message: String
    /// How to fix it, when there is something to say.
    var hint: String?

    /// The `DataError` a user sees: `test_runs.csv:14:7: expected 3 fields, found 4`, with the column counted
    /// in characters.
    func modelError(source: String, bytes: UnsafeBufferPointer<UInt8>) -> ModelError {
        let column = DataSyntaxError.column(of: offset, lineStart: lineStart, in: bytes)
        return ModelError(.dataError, "\(source):\(line):\(column): \(message)", hint: hint)
    }

    /// The 1-based character column of a byte offset in its line (UTF-8 continuation bytes do not count).
    static func column(of offset: Int, lineStart: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let end = min(offset, bytes.count)
        guard lineStart < end else { return 1 }
        var characters = 0
        for index in lineStart..<end where bytes[index] & 0xC0 != 0x80 { characters += 1 }
        return characters + 1
    }

    /// How a byte reads in a message: `'x'`, `a newline`, `the end of the file`.
    static func describe(_ byte: UInt8?) -> String {
        guard let byte else { return "the end of the data" }
        switch byte {
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return "a line break"
        case UInt8(ascii: "\t"): return "a tab"
        case 0x20...0x7E: return "'\(Character(Unicode.Scalar(byte)))'"
        default: return "byte 0x\(String(byte, radix: 16, uppercase: true))"
        }
    }
}
