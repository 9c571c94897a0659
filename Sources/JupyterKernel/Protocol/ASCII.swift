/// The ASCII bytes the JSON and wire code compare against.
enum ASCII {
    static let tab = UInt8(ascii: "\t")
    static let newline = UInt8(ascii: "\n")
    static let carriageReturn = UInt8(ascii: "\r")
    static let space = UInt8(ascii: " ")
    static let quote = UInt8(ascii: "\"")
    static let plus = UInt8(ascii: "+")
    static let comma = UInt8(ascii: ",")
    static let minus = UInt8(ascii: "-")
    static let dot = UInt8(ascii: ".")
    static let slash = UInt8(ascii: "/")
    static let digit0 = UInt8(ascii: "0")
    static let digit9 = UInt8(ascii: "9")
    static let colon = UInt8(ascii: ":")
    static let capitalE = UInt8(ascii: "E")
    static let openBracket = UInt8(ascii: "[")
    static let backslash = UInt8(ascii: "\\")
    static let closeBracket = UInt8(ascii: "]")
    static let letterB = UInt8(ascii: "b")
    static let letterE = UInt8(ascii: "e")
    static let letterF = UInt8(ascii: "f")
    static let letterN = UInt8(ascii: "n")
    static let letterR = UInt8(ascii: "r")
    static let letterT = UInt8(ascii: "t")
    static let letterU = UInt8(ascii: "u")
    static let openBrace = UInt8(ascii: "{")
    static let closeBrace = UInt8(ascii: "}")

    /// Lower-case hexadecimal digits, indexed by value.
    static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= digit0 && byte <= digit9
    }

    /// The value of a hexadecimal digit in either case, or nil.
    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
