import InterchangeFormats

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
        guard let text = trimmed(bytes) else { return nil }
        if let integer = smallInteger(text) {
            return Number(value: Double(integer), isIntegral: true)
        }
        if let decimal = exactDecimal(text) {
            return Number(value: decimal, isIntegral: false)
        }
        guard let shape = shape(of: text) else { return nil }
        let value = StringToDouble.convert(text)
        return Number(value: value, isIntegral: shape == .integer && abs(value) <= exactIntegerLimit)
    }

    /// The bytes without spaces and tabs at either end; nil when nothing is left.
    private static func trimmed(_ bytes: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        var start = 0
        var end = bytes.count
        while start < end, isSpace(bytes[start]) { start += 1 }
        while end > start, isSpace(bytes[end - 1]) { end -= 1 }
        return start < end ? UnsafeBufferPointer(rebasing: bytes[start..<end]) : nil
    }

    /// The number a Swift string spells, or nil.
    package static func number(in text: String) -> Number? {
        var text = text
        return text.withUTF8 { number(in: $0) }
    }

    /// The number `bytes` spell with a decimal separator (`.` or `,`) and, optionally, a separator between groups
    /// of three digits (`1,234.5`, `1.234,5`, `1 234,5`), or nil when they are not exactly one such number.
    /// `NaN`, `inf`, `-inf` and `Infinity` (in any case) are numbers here, not integral.
    package static func number(in bytes: UnsafeBufferPointer<UInt8>, decimal: UInt8, grouping: UInt8?) -> Number? {
        if decimal == UInt8(ascii: "."), grouping == nil, let number = number(in: bytes) { return number }
        guard let text = trimmed(bytes) else { return nil }
        let signed = text[0] == UInt8(ascii: "-") || text[0] == UInt8(ascii: "+")
        let lead = signed ? (text.count > 1 ? text[1] | 0x20 : 0) : text[0] | 0x20
        if lead == UInt8(ascii: "n") || lead == UInt8(ascii: "i") {
            return specialValue(text).map { Number(value: $0, isIntegral: false) }
        }
        guard decimal != UInt8(ascii: ".") || grouping != nil, text.count <= normalizedLimit else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: normalizedLimit) { buffer in
            guard let count = normalize(text, decimal: decimal, grouping: grouping, into: buffer) else { return nil }
            return number(in: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// The longest text `number(in:decimal:grouping:)` reads with a decimal comma or groups.
    private static let normalizedLimit = 64

    /// Copies a number written with `decimal` and `grouping` into `buffer` as plain number text (groups dropped,
    /// a point for the decimal separator); its length, or nil when the groups or separators are misplaced.
    private static func normalize(
        _ text: UnsafeBufferPointer<UInt8>, decimal: UInt8, grouping: UInt8?, into buffer: UnsafeMutableBufferPointer<UInt8>
    ) -> Int? {
        var count = 0
        var index = 0
        if text[0] == UInt8(ascii: "-") || text[0] == UInt8(ascii: "+") {
            buffer[0] = text[0]
            count = 1
            index = 1
        }
        var groupLength = 0
        var groupCount = 0
        while index < text.count {
            let byte = text[index]
            if isDigit(byte) {
                buffer[count] = byte
                count += 1
                groupLength += 1
            } else if let grouping, byte == grouping {
                guard groupCount == 0 ? (1...3).contains(groupLength) : groupLength == 3 else { return nil }
                groupCount += 1
                groupLength = 0
            } else {
                break
            }
            index += 1
        }
        guard groupCount == 0 || groupLength == 3 else { return nil }
        if index < text.count, text[index] == decimal {
            buffer[count] = UInt8(ascii: ".")
            count += 1
            index += 1
        }
        while index < text.count {
            let byte = text[index]
            guard isDigit(byte) || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
            else { return nil }
            buffer[count] = byte
            count += 1
            index += 1
        }
        return count
    }

    /// NaN and the infinities, as files write them.
    private static func specialValue(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        guard text.count >= 3, text.count <= 9 else { return nil }
        var lowered = ""
        for byte in text { lowered.unicodeScalars.append(Unicode.Scalar(byte >= 65 && byte <= 90 ? byte + 32 : byte)) }
        switch lowered {
        case "nan", "-nan", "+nan": return .nan
        case "inf", "+inf", "infinity", "+infinity": return .infinity
        case "-inf", "-infinity": return -.infinity
        default: return nil
        }
    }

    /// True for NaN as files write it (`NaN`, `nan`, `NAN`), which a text column reads as a missing value.
    package static func isNotANumber(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count == 3 else { return false }
        return (bytes[0] | 0x20) == UInt8(ascii: "n") && (bytes[1] | 0x20) == UInt8(ascii: "a")
            && (bytes[2] | 0x20) == UInt8(ascii: "n")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
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

    /// Powers of ten a Double holds exactly, 10^0 … 10^22.
    private static let exactPowersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { product, _ in product * 10 }
    }

    /// A decimal without an exponent (`-12.375`, `.5`, `5.`) whose digits make an integer a Double holds exactly
    /// and that has at most 22 digits after the point: its value is that integer divided by a power of ten that a
    /// Double also holds exactly, one correctly rounded division, the same Double `strtod` gives (Clinger's fast
    /// path). Nil for anything else, which goes the slow way.
    private static func exactDecimal(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        var index = 0
        let negative = text[0] == UInt8(ascii: "-")
        if negative || text[0] == UInt8(ascii: "+") { index = 1 }
        var mantissa: UInt64 = 0
        var digits = 0
        var fractionDigits = 0
        var seenPoint = false
        while index < text.count {
            let byte = text[index]
            if byte == UInt8(ascii: ".") {
                guard !seenPoint else { return nil }
                seenPoint = true
            } else {
                let digit = UInt64(byte &- UInt8(ascii: "0"))
                guard digit <= 9, digits < 18 else { return nil }
                mantissa = mantissa * 10 + digit
                digits += 1
                if seenPoint { fractionDigits += 1 }
            }
            index += 1
        }
        guard seenPoint, digits > 0, fractionDigits <= 22, Double(mantissa) <= exactIntegerLimit else { return nil }
        let value = Double(mantissa) / exactPowersOfTen[fractionDigits]
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
