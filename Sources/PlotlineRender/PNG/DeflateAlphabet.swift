/// Deflate's symbol tables (RFC 1951 §3.2.5): match lengths and distances as symbols plus extra bits, and the
/// order in which a dynamic block lists its code-length code.
enum DeflateAlphabet {
    /// The end-of-block symbol.
    static let endOfBlock = 256
    /// Symbols in the literal/length alphabet.
    static let literalLengthSymbols = 286
    /// Symbols in the distance alphabet.
    static let distanceSymbols = 30
    /// Symbols in the code-length alphabet.
    static let codeLengthSymbols = 19
    /// The shortest and longest match.
    static let matchLengths = 3...258
    /// The farthest a match may reach back.
    static let window = 32_768
    /// The order of the code-length code's lengths in a block header.
    static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// For each match length 0…258 (3 and up used): its symbol, its extra bits' count and their value, packed as
    /// `symbol | extraCount << 16 | extraValue << 24`.
    static let lengthCodes: [UInt32] = {
        var table = [UInt32](repeating: 0, count: 259)
        var length = 3
        for symbol in 257...284 {
            let extraCount = symbol < 265 ? 0 : (symbol - 261) / 4
            for extra in 0..<(1 << extraCount) where length + extra <= 258 {
                table[length + extra] = UInt32(symbol) | UInt32(extraCount) << 16 | UInt32(extra) << 24
            }
            length += 1 << extraCount
        }
        table[258] = 285
        return table
    }()

    /// A distance's symbol, its extra bits' count and their value.
    @inline(__always)
    static func distanceCode(_ distance: Int) -> (symbol: Int, extraCount: Int, extraValue: Int) {
        let offset = distance - 1
        guard offset >= 4 else { return (offset, 0, 0) }
        let topBit = Int.bitWidth - 1 - offset.leadingZeroBitCount
        let extraCount = topBit - 1
        let symbol = 2 * topBit + ((offset >> extraCount) & 1)
        return (symbol, extraCount, offset & ((1 << extraCount) - 1))
    }
}
