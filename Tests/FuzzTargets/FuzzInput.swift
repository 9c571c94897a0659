/// Ways a target reads structure out of an input's bytes.
enum FuzzInput {
    /// The bytes as text, invalid UTF-8 replaced (what a `String` made from a file holds).
    static func text(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The bytes before the first newline and those after it (all of them and none when there is no newline).
    static func firstLineAndRest(_ bytes: UnsafeBufferPointer<UInt8>) -> (first: [UInt8], rest: [UInt8]) {
        guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return (Array(bytes), []) }
        return (Array(bytes[..<newline]), Array(bytes[(newline + 1)...]))
    }

    /// The bytes cut at every NUL into parts (the NULs dropped).
    static func parts(_ bytes: UnsafeBufferPointer<UInt8>) -> [[UInt8]] {
        bytes.split(separator: 0, omittingEmptySubsequences: false).map(Array.init)
    }
}
