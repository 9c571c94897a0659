import PlotlineValues

/// How a column writes its numbers: the decimal separator and the separator between groups of thousands, if it has
/// one (`1234.5`, `1,234.5`, `1234,5`, `1.234,5`, `1 234,5`).
struct NumberSyntax: Hashable, Sendable {
    /// `.` or `,`.
    var decimal: UInt8
    /// `,`, `.`, a space or an apostrophe; nil when the column writes no groups.
    var grouping: UInt8?

    /// Plain numbers with a decimal point, as programs write them.
    static let plain = NumberSyntax(decimal: UInt8(ascii: "."), grouping: nil)

    /// The number a field spells in this syntax, or nil.
    func number(in bytes: UnsafeBufferPointer<UInt8>) -> NumberScanner.Number? {
        NumberScanner.number(in: bytes, decimal: decimal, grouping: grouping)
    }

    /// The syntaxes a column may use, in the order that settles a tie: where every value reads in several (`1,234`
    /// reads as 1234 and as 1.234), a comma is a decimal separator in files separated by semicolons (European
    /// spreadsheets) and groups thousands elsewhere.
    static func candidates(delimiter: UInt8) -> [NumberSyntax] {
        let point = UInt8(ascii: ".")
        let comma = UInt8(ascii: ",")
        let groupedByCommas = NumberSyntax(decimal: point, grouping: comma)
        let decimalComma = NumberSyntax(decimal: comma, grouping: nil)
        let european = [
            decimalComma, NumberSyntax(decimal: comma, grouping: point), NumberSyntax(decimal: comma, grouping: UInt8(ascii: " ")),
        ]
        let apostrophes = NumberSyntax(decimal: point, grouping: UInt8(ascii: "'"))
        if delimiter == UInt8(ascii: ";") { return [plain] + european + [groupedByCommas, apostrophes] }
        return [plain, groupedByCommas] + european + [apostrophes]
    }

    /// How the syntax reads in `columnTypes` and messages: `1,234.5`.
    var example: String {
        var text = "1"
        if let grouping { text += String(UnicodeScalar(grouping)) }
        return text + "234" + String(UnicodeScalar(decimal)) + "5"
    }
}
