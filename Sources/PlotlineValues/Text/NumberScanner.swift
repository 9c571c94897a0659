/// Recognizes and converts decimal number text on bytes, without allocating: `12`, `-3`, `+4.5`, `.5`, `5.`,
/// `1e6`, `2.5E-3`, with spaces around allowed. Hex, `inf`, `nan` and digit separators are not numbers.
package enum NumberScanner {
    /// A number read from text.
    package struct Number: Equatable {
        /// The value.
        package var value: Double
        /// True when the text was an integer (no point, no exponent) that a Double holds exactly.
        package var isIntegral: Bool
    }

    /// The largest integer magnitude a Double holds exactly, 2^53.
    package static let exactIntegerLimit = 9_007_199_254_740_992.0

    /// The number `bytes` spell, or nil when they are not exactly one number.
    package static func number(in bytes: UnsafeBufferPointer<UInt8>) -> Number? {
        var start = 0
        var end = bytes.count
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        guard start < end else { return nil }
        let text = UnsafeBufferPointer(rebasing: bytes[start..<end])
        if let integer = smallInteger(text) {
            return Number(value: Double(integer), isIntegral: true)
        }
        guard let shape = shape(of: text) else { return nil }
        let value = StringToDouble.convert(text)
        return Number(value: value, isIntegral: shape == .integer && abs(value) <= exactIntegerLimit)
    }

    /// The number a Swift string spells, or nil.
    package static func number(in text: String) -> Number? {
        var text = text
        return text.withUTF8 { number(in: $0) }
    }

    private enum Shape { case integer, decimal }

    /// An optional sign and up to 18 digits, converted exactly without `strtod`.
    private static func smallInteger(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        var negative = false
        if text[0] == UInt8(ascii: "-") || text[0] == UInt8(ascii: "+") {
            negative = text[0] == UInt8(ascii: "-")
            index = 1
        }
        let digitCount = text.count - index
        guard digitCount > 0, digitCount <= 18 else { return nil }
        var value = 0
        while index < text.count {
            let digit = Int(text[index]) - 48
            guard digit >= 0 && digit <= 9 else { return nil }
            value = value * 10 + digit
            index += 1
        }
        return negative ? -value : value
    }

    /// Checks `[+-] (digits [. digits] | . digits) [(e|E) [+-] digits]`.
    private static func shape(of text: UnsafeBufferPointer<UInt8>) -> Shape? {
        var index = 0
        if text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") { index += 1 }
        let integerDigits = skipDigits(text, from: &index)
        var fractionDigits = 0
        var shape = Shape.integer
        if index < text.count, text[index] == UInt8(ascii: ".") {
            index += 1
            fractionDigits = skipDigits(text, from: &index)
            shape = .decimal
        }
        guard integerDigits + fractionDigits > 0 else { return nil }
        if index < text.count, text[index] == UInt8(ascii: "e") || text[index] == UInt8(ascii: "E") {
            index += 1
            if index < text.count, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") { index += 1 }
            guard skipDigits(text, from: &index) > 0 else { return nil }
            shape = .decimal
        }
        return index == text.count ? shape : nil
    }

    private static func skipDigits(_ text: UnsafeBufferPointer<UInt8>, from index: inout Int) -> Int {
        let start = index
        while index < text.count, text[index] >= UInt8(ascii: "0"), text[index] <= UInt8(ascii: "9") { index += 1 }
        return index - start
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}
