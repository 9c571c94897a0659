/// The encoding of a data file's text, as its first bytes and its content tell: UTF-8 (with or without a byte-order
/// mark), UTF-16 with a byte-order mark (Excel's "Unicode text"), or Windows-1252, the superset of Latin-1 that
/// spreadsheets in Western European locales write, for text that is not valid UTF-8.
public enum TextEncoding: String, Sendable, CaseIterable {
    /// UTF-8 (ASCII included).
    case utf8 = "UTF-8"
    /// UTF-16, little-endian, with its byte-order mark.
    case utf16LittleEndian = "UTF-16LE"
    /// UTF-16, big-endian, with its byte-order mark.
    case utf16BigEndian = "UTF-16BE"
    /// Windows-1252 (Latin-1 with printable characters in 0x80–0x9F).
    case windows1252 = "Windows-1252"

    /// The byte-order mark some editors put at the start of UTF-8 files.
    static let utf8ByteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The byte-order marks that start files, with the encoding each announces.
    static let byteOrderMarks: [(bytes: [UInt8], encoding: TextEncoding)] = [
        (utf8ByteOrderMark, .utf8), ([0xFF, 0xFE], .utf16LittleEndian), ([0xFE, 0xFF], .utf16BigEndian),
    ]

    /// Where UTF-8 text starts: after a byte-order mark, if there is one (bytes that did not come through a
    /// `TextRecoder`, such as a live message).
    static func textStart(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        bytes.starts(with: utf8ByteOrderMark) ? utf8ByteOrderMark.count : 0
    }

    /// The Unicode scalars of Windows-1252's bytes 0x80–0x9F (the rest are Latin-1's, equal to their byte);
    /// its five unassigned bytes read as the C1 controls Latin-1 gives them.
    static let windows1252High: [UInt32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D,
        0x017D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A,
        0x0153, 0x9D, 0x017E, 0x0178,
    ]

    /// Appends the UTF-8 of one Windows-1252 byte.
    static func appendWindows1252(_ byte: UInt8, to output: inout [UInt8]) {
        if byte < 0x80 {
            output.append(byte)
            return
        }
        let scalar = byte < 0xA0 ? windows1252High[Int(byte - 0x80)] : UInt32(byte)
        appendUTF8(scalar, to: &output)
    }

    /// Appends the UTF-8 of a Unicode scalar value.
    static func appendUTF8(_ scalar: UInt32, to output: inout [UInt8]) {
        switch scalar {
        case 0..<0x80:
            output.append(UInt8(scalar))
        case 0x80..<0x800:
            output.append(UInt8(0xC0 | scalar >> 6))
            output.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            output.append(UInt8(0xE0 | scalar >> 12))
            output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        default:
            output.append(UInt8(0xF0 | scalar >> 18))
            output.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            output.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            output.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// The length of the valid UTF-8 at the start of `bytes`: all of them, or up to the first invalid sequence,
    /// or up to an incomplete sequence at the very end (`complete` false: more bytes may finish it).
    static func validUTF8Prefix(_ bytes: UnsafeBufferPointer<UInt8>) -> (length: Int, complete: Bool) {
        var index = 0
        let count = bytes.count
        while index < count {
            if index + 8 <= count, UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            let lowest: UInt32
            switch lead {
            case 0xC2...0xDF: (length, lowest) = (2, 0x80)
            case 0xE0...0xEF: (length, lowest) = (3, 0x800)
            case 0xF0...0xF4: (length, lowest) = (4, 0x10000)
            default: return (index, true)
            }
            guard index + length <= count else {
                let tail = UnsafeBufferPointer(rebasing: bytes[(index + 1)...])
                return (index, !tail.allSatisfy { $0 & 0xC0 == 0x80 })
            }
            var scalar = UInt32(lead) & (0x7F >> UInt32(length))
            for offset in 1..<length {
                let next = bytes[index + offset]
                guard next & 0xC0 == 0x80 else { return (index, true) }
                scalar = scalar << 6 | UInt32(next & 0x3F)
            }
            guard scalar >= lowest, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { return (index, true) }
            index += length
        }
        return (count, true)
    }
}
