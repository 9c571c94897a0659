/// Where one field of a CSV record lies in the bytes.
struct CSVField {
    /// The first byte of the field's content (after an opening quote).
    var start: Int
    /// The byte after the field's content (before a closing quote).
    var end: Int
    /// True when the field was quoted.
    var isQuoted: Bool
    /// True when the quoted content holds doubled quotes (`""`) to undo.
    var hasDoubledQuotes: Bool
    /// The 1-based line the field starts on.
    var line: Int
    /// The byte offset where that line starts.
    var lineStart: Int
    /// The byte offset of the field's first byte (the opening quote, if any), for messages.
    var offset: Int

    /// True when the field holds nothing but spaces (or nothing): a missing value.
    func isBlank(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = start
        while index < end {
            if bytes[index] != UInt8(ascii: " ") { return false }
            index += 1
        }
        return true
    }

    /// The field's bytes, when they need no unescaping.
    func rawBytes(in bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        hasDoubledQuotes ? nil : UnsafeBufferPointer(rebasing: bytes[start..<end])
    }

    /// The field's text, doubled quotes undone (the bytes are UTF-8: inputs are recoded as they are read).
    func text(in bytes: UnsafeBufferPointer<UInt8>) -> String {
        guard hasDoubledQuotes else { return String(decoding: bytes[start..<end], as: UTF8.self) }
        return String(decoding: textBytes(in: bytes), as: UTF8.self)
    }

    /// The field's bytes with doubled quotes undone (a copy).
    func textBytes(in bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        guard hasDoubledQuotes else { return Array(bytes[start..<end]) }
        var unescaped = [UInt8]()
        unescaped.reserveCapacity(end - start)
        var index = start
        while index < end {
            unescaped.append(bytes[index])
            index += bytes[index] == UInt8(ascii: "\"") ? 2 : 1
        }
        return unescaped
    }

    /// Calls `body` with the field's bytes, doubled quotes undone (without a copy when there are none).
    func withBytes<Result>(in bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        if let raw = rawBytes(in: bytes) { return try body(raw) }
        return try textBytes(in: bytes).withUnsafeBufferPointer(body)
    }
}
