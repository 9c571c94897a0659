/// Recodes text bytes to UTF-8 as they arrive in pieces: a UTF-8 byte-order mark is dropped, UTF-16 with a
/// byte-order mark is recoded, and text that turns out not to be valid UTF-8 is read as Windows-1252 (Latin-1) from
/// the first invalid byte on: what spreadsheets in Western European locales export. A sequence cut by a piece's end
/// waits for the next piece.
struct TextRecoder {
    /// The encoding read so far (it becomes Windows-1252 at the first byte that is not UTF-8).
    private(set) var encoding: TextEncoding
    private let isEncodingGiven: Bool
    private var pending: [UInt8] = []
    private var hasStarted = false
    private var isFinal = false

    /// A recoder; `encoding`, when given, is used instead of looking.
    init(encoding: TextEncoding? = nil) {
        self.encoding = encoding ?? .utf8
        isEncodingGiven = encoding != nil
    }

    /// True while bytes wait for the ones that finish them.
    var hasPendingBytes: Bool { !pending.isEmpty }

    /// Appends the UTF-8 of `bytes` (and of what waited before them) to `output`; `isFinal` when no bytes follow.
    mutating func recode<Bytes: Collection>(_ bytes: Bytes, isFinal: Bool, into output: inout [UInt8]) where Bytes.Element == UInt8 {
        if hasStarted, pending.isEmpty, encoding == .utf8, passedWhole(bytes, into: &output) { return }
        pending.append(contentsOf: bytes)
        self.isFinal = isFinal
        if !hasStarted {
            guard pending.count >= 3 || isFinal else { return }
            startReading()
        }
        switch encoding {
        case .utf8: passUTF8(into: &output)
        case .windows1252: recodeWindows1252(pending[...], into: &output)
        case .utf16LittleEndian, .utf16BigEndian: recodeUTF16(into: &output)
        }
    }

    /// Appends `bytes` as they are when they are all valid UTF-8 (most pieces of most files), without a copy
    /// through `pending`; false when they need the slower way.
    private func passedWhole<Bytes: Collection>(_ bytes: Bytes, into output: inout [UInt8]) -> Bool where Bytes.Element == UInt8 {
        let isValid = bytes.withContiguousStorageIfAvailable { buffer in
            TextEncoding.validUTF8Prefix(buffer).length == buffer.count
        }
        guard isValid == true else { return false }
        output.append(contentsOf: bytes)
        return true
    }

    /// Looks for a byte-order mark at the start.
    private mutating func startReading() {
        hasStarted = true
        for mark in TextEncoding.byteOrderMarks where pending.starts(with: mark.bytes) {
            pending.removeFirst(mark.bytes.count)
            if !isEncodingGiven { encoding = mark.encoding }
            return
        }
    }

    /// Passes on valid UTF-8, keeping an incomplete last sequence for the next chunk; at the first invalid byte the
    /// text is Windows-1252 from there on (unless the encoding was given: then the byte reads as U+FFFD).
    private mutating func passUTF8(into buffer: inout [UInt8]) {
        var consumed = 0
        while consumed < pending.count {
            let (length, complete) = pending.withUnsafeBufferPointer {
                TextEncoding.validUTF8Prefix(UnsafeBufferPointer(rebasing: $0[consumed...]))
            }
            buffer.append(contentsOf: pending[consumed..<(consumed + length)])
            consumed += length
            guard consumed < pending.count else { break }
            if !complete && !isFinal {
                pending.removeFirst(consumed)
                return
            }
            if isEncodingGiven {
                buffer.append(contentsOf: [0xEF, 0xBF, 0xBD])
                consumed += 1
                continue
            }
            encoding = .windows1252
            recodeWindows1252(pending[consumed...], into: &buffer)
            return
        }
        pending.removeAll(keepingCapacity: true)
    }

    private mutating func recodeWindows1252(_ bytes: ArraySlice<UInt8>, into buffer: inout [UInt8]) {
        buffer.reserveCapacity(buffer.count + bytes.count + bytes.count / 8)
        for byte in bytes { TextEncoding.appendWindows1252(byte, to: &buffer) }
        pending.removeAll(keepingCapacity: true)
    }

    /// Recodes whole UTF-16 code units, keeping an odd byte or a lone high surrogate at the end for the next chunk.
    private mutating func recodeUTF16(into buffer: inout [UInt8]) {
        let littleEndian = encoding == .utf16LittleEndian
        var index = 0
        while index + 1 < pending.count {
            let unit = codeUnit(at: index, littleEndian: littleEndian)
            if (0xD800...0xDBFF).contains(unit) {
                guard index + 3 < pending.count else {
                    if isFinal { buffer.append(contentsOf: [0xEF, 0xBF, 0xBD]); index += 2; continue }
                    break
                }
                let low = codeUnit(at: index + 2, littleEndian: littleEndian)
                if (0xDC00...0xDFFF).contains(low) {
                    TextEncoding.appendUTF8(0x10000 + (UInt32(unit) - 0xD800) << 10 + (UInt32(low) - 0xDC00), to: &buffer)
                    index += 4
                    continue
                }
            }
            if (0xD800...0xDFFF).contains(unit) {
                buffer.append(contentsOf: [0xEF, 0xBF, 0xBD])
            } else {
                TextEncoding.appendUTF8(UInt32(unit), to: &buffer)
            }
            index += 2
        }
        if isFinal && index < pending.count {
            buffer.append(contentsOf: [0xEF, 0xBF, 0xBD])
            index = pending.count
        }
        pending.removeFirst(index)
    }

    private func codeUnit(at index: Int, littleEndian: Bool) -> UInt16 {
        let first = UInt16(pending[index])
        let second = UInt16(pending[index + 1])
        return littleEndian ? second << 8 | first : first << 8 | second
    }
}
