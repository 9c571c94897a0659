import Foundation

/// Turns the bytes a terminal sends into keys: UTF-8 text, control keys, CSI and SS3 escape sequences (arrows,
/// Home/End, Delete, Ctrl- and Alt-arrows), Alt-letters, bracketed pastes and replies to queries.
///
/// Bytes that may be the start of a longer sequence wait in the decoder until more arrive; when none come,
/// `flush()` reads them as they are (a lone ESC is the Escape key).
struct KeyDecoder {
    private var pending: [UInt8] = []
    private var pasted: [UInt8]?

    /// The marker a terminal sends after a bracketed paste: `ESC [ 2 0 1 ~`.
    private static let pasteEnd: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
    /// The longest escape sequence read; longer ones are malformed and skipped.
    private static let maximumSequenceLength = 64

    /// True when bytes wait for the rest of an escape or UTF-8 sequence.
    var isWaiting: Bool { !pending.isEmpty && pasted == nil }

    /// True inside a bracketed paste, until its end marker arrives.
    var isPasting: Bool { pasted != nil }

    /// Adds bytes and returns the keys they complete.
    mutating func decode(_ bytes: [UInt8]) -> [Key] {
        pending += bytes
        var keys: [Key] = []
        var index = 0
        while index < pending.count {
            if pasted != nil {
                let (next, finished) = consumePaste(from: index, into: &keys)
                index = next
                guard finished else { break }
                continue
            }
            guard let (key, length) = parse(at: index) else { break }
            index += length
            if let key { append(key, to: &keys) }
        }
        pending.removeFirst(index)
        return keys
    }

    /// Reads the bytes left waiting as they are: a lone ESC as Escape, a cut UTF-8 sequence as U+FFFD.
    mutating func flush() -> [Key] {
        guard pasted == nil, !pending.isEmpty else { return [] }
        var keys: [Key] = []
        if pending[0] == 0x1B {
            keys.append(.escape)
            pending.removeFirst()
            keys += decode([])
        }
        if !pending.isEmpty {
            keys.append(.text("\u{FFFD}"))
            pending.removeAll()
        }
        return keys
    }

    // MARK: Parsing

    /// The key at `index` and the bytes it takes (a nil key for bytes that mean nothing), or nil when more
    /// bytes are needed.
    private mutating func parse(at index: Int) -> (Key?, Int)? {
        let byte = pending[index]
        switch byte {
        case 0x1B: return parseEscape(at: index)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x01...0x1A: return (.control(Character(Unicode.Scalar(byte + 0x60))), 1)
        case 0x00, 0x1C...0x1F: return (nil, 1)
        case 0x20...0x7E: return (.text(String(Unicode.Scalar(byte))), 1)
        default: return parseUTF8(at: index)
        }
    }

    private mutating func parseEscape(at index: Int) -> (Key?, Int)? {
        guard index + 1 < pending.count else { return nil }
        let next = pending[index + 1]
        switch next {
        case 0x5B: return parseControlSequence(at: index)
        case 0x4F:
            guard index + 2 < pending.count else { return nil }
            return (Self.singleShiftKey(pending[index + 2]), 3)
        case 0x7F, 0x08: return (.altBackspace, 2)
        case 0x0D: return (.altEnter, 2)
        case 0x20...0x7E: return (.alt(Character(String(Unicode.Scalar(next)).lowercased())), 2)
        default: return (.escape, 1)
        }
    }

    /// `ESC [ parameters intermediates final`.
    private mutating func parseControlSequence(at index: Int) -> (Key?, Int)? {
        var end = index + 2
        while end < pending.count, !(0x40...0x7E).contains(pending[end]) {
            guard (0x20...0x3F).contains(pending[end]), end - index < Self.maximumSequenceLength else {
                return (.unknown(String(decoding: pending[index..<end], as: UTF8.self)), end - index)
            }
            end += 1
        }
        guard end < pending.count else { return nil }
        let parameters = String(decoding: pending[(index + 2)..<end], as: UTF8.self)
        let final = Character(Unicode.Scalar(pending[end]))
        let length = end + 1 - index
        let sequence = String(decoding: pending[index..<(end + 1)], as: UTF8.self)
        if final == "~" && parameters == "200" {
            pasted = []
            return (nil, length)
        }
        return (Self.controlSequenceKey(parameters: parameters, final: final, sequence: sequence), length)
    }

    private static func controlSequenceKey(parameters: String, final: Character, sequence: String) -> Key? {
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false).map(String.init)
        let modifier = fields.count > 1 ? Int(fields[1]) ?? 1 : 1
        let isWordMove = modifier == 3 || modifier == 5 || modifier == 9
        switch final {
        case "A": return .up
        case "B": return .down
        case "C": return isWordMove ? .wordRight : .right
        case "D": return isWordMove ? .wordLeft : .left
        case "H": return .home
        case "F": return .end
        case "Z": return .backTab
        case "c", "R": return .terminalReply(sequence)
        case "~":
            switch fields.first ?? "" {
            case "1", "7": return .home
            case "4", "8": return .end
            case "3": return .delete
            case "5": return .pageUp
            case "6": return .pageDown
            case "201": return nil
            default: return .unknown(sequence)
            }
        default: return .unknown(sequence)
        }
    }

    private static func singleShiftKey(_ byte: UInt8) -> Key {
        switch byte {
        case 0x41: return .up
        case 0x42: return .down
        case 0x43: return .right
        case 0x44: return .left
        case 0x48: return .home
        case 0x46: return .end
        default: return .unknown("\u{1B}O" + String(Unicode.Scalar(byte)))
        }
    }

    private func parseUTF8(at index: Int) -> (Key?, Int)? {
        let lead = pending[index]
        let length: Int
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return (.text("\u{FFFD}"), 1)
        }
        for offset in 1..<length {
            guard index + offset < pending.count else { return nil }
            guard (0x80...0xBF).contains(pending[index + offset]) else { return (.text("\u{FFFD}"), offset) }
        }
        let text = String(decoding: pending[index..<(index + length)], as: UTF8.self)
        return (.text(text), length)
    }

    // MARK: Pastes

    /// Collects pasted bytes up to the end marker. Returns the index after the marker and true, or, when the
    /// marker has not come yet, the index up to which bytes were collected (keeping what may start the marker)
    /// and false.
    private mutating func consumePaste(from index: Int, into keys: inout [Key]) -> (next: Int, finished: Bool) {
        let available = pending[index...]
        if let markerStart = Self.firstIndex(of: Self.pasteEnd, in: available) {
            let content = (pasted ?? []) + pending[index..<markerStart]
            pasted = nil
            keys.append(.paste(Self.pastedText(content)))
            return (markerStart + Self.pasteEnd.count, true)
        }
        let cut = max(index, pending.count - (Self.pasteEnd.count - 1))
        pasted? += pending[index..<cut]
        return (cut, false)
    }

    private static func firstIndex(of marker: [UInt8], in bytes: ArraySlice<UInt8>) -> Int? {
        guard bytes.count >= marker.count else { return nil }
        var start = bytes.startIndex
        while start + marker.count <= bytes.endIndex {
            if bytes[start..<(start + marker.count)].elementsEqual(marker) { return start }
            start += 1
        }
        return nil
    }

    /// Pasted bytes as text with line ends made "\n".
    private static func pastedText(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
            .replacingOccurrences(of: "\r\n", with: "\n")
            .replacingOccurrences(of: "\r", with: "\n")
    }

    /// Appends a key, joining consecutive typed text into one key.
    private func append(_ key: Key, to keys: inout [Key]) {
        if case .text(let text) = key, case .text(let previous)? = keys.last {
            keys[keys.count - 1] = .text(previous + text)
        } else {
            keys.append(key)
        }
    }
}
