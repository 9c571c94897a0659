/// The ASCII bytes the JSON reader and writer and the kernel's wire code compare against.
package enum ASCII {
    package static let tab = UInt8(ascii: "\t")
    package static let newline = UInt8(ascii: "\n")
    package static let carriageReturn = UInt8(ascii: "\r")
    package static let space = UInt8(ascii: " ")
    package static let quote = UInt8(ascii: "\"")
    package static let plus = UInt8(ascii: "+")
    package static let comma = UInt8(ascii: ",")
    package static let minus = UInt8(ascii: "-")
    package static let dot = UInt8(ascii: ".")
    package static let slash = UInt8(ascii: "/")
    package static let digit0 = UInt8(ascii: "0")
    package static let digit9 = UInt8(ascii: "9")
    package static let colon = UInt8(ascii: ":")
    package static let capitalE = UInt8(ascii: "E")
    package static let openBracket = UInt8(ascii: "[")
    package static let backslash = UInt8(ascii: "\\")
    package static let closeBracket = UInt8(ascii: "]")
    package static let letterB = UInt8(ascii: "b")
    package static let letterE = UInt8(ascii: "e")
    package static let letterF = UInt8(ascii: "f")
    package static let letterN = UInt8(ascii: "n")
    package static let letterR = UInt8(ascii: "r")
    package static let letterT = UInt8(ascii: "t")
    package static let letterU = UInt8(ascii: "u")
    package static let openBrace = UInt8(ascii: "{")
    package static let closeBrace = UInt8(ascii: "}")

    /// Lower-case hexadecimal digits, indexed by value.
    package static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    package static func isDigit(_ byte: UInt8) -> Bool {
        byte >= digit0 && byte <= digit9
    }

    /// The value of a hexadecimal digit in either case, or nil.
    package static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
