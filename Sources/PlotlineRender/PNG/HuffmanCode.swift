/// A canonical prefix code as deflate stores it (RFC 1951 §3.2.2): each symbol's code length, and its code with
/// the bits reversed, ready to be written least significant bit first.
struct HuffmanCode {
    /// Each symbol's code length in bits; 0 for a symbol that never occurs.
    let lengths: [UInt8]
    /// Each symbol's code, bit-reversed.
    let codes: [UInt32]

    /// The optimal code for symbols occurring `frequencies` times, with no code longer than `maximumLength` bits.
    ///
    /// The code is always complete: a lone symbol gets a partner of length 1 (zlib's inflate refuses an
    /// incomplete code-length code).
    init(frequencies: [UInt32], maximumLength: Int) {
        self.init(lengths: HuffmanCode.limitedLengths(frequencies, maximumLength: maximumLength))
    }

    /// The canonical code with these lengths.
    init(lengths: [UInt8]) {
        self.lengths = lengths
        let longest = Int(lengths.max() ?? 0)
        var countOfLength = [Int](repeating: 0, count: longest + 1)
        for length in lengths where length > 0 { countOfLength[Int(length)] += 1 }
        var nextCode = [UInt32](repeating: 0, count: longest + 1)
        var code: UInt32 = 0
        for length in stride(from: 1, through: longest, by: 1) {
            code = (code + UInt32(countOfLength[length - 1])) << 1
            nextCode[length] = code
        }
        var codes = [UInt32](repeating: 0, count: lengths.count)
        for (symbol, length) in lengths.enumerated() where length > 0 {
            codes[symbol] = HuffmanCode.reversed(nextCode[Int(length)], bits: Int(length))
            nextCode[Int(length)] += 1
        }
        self.codes = codes
    }

    /// Code lengths within `maximumLength`: Huffman's, recomputed on halved frequencies while too long.
    private static func limitedLengths(_ frequencies: [UInt32], maximumLength: Int) -> [UInt8] {
        var weights = frequencies
        while true {
            let lengths = treeDepths(weights)
            if Int(lengths.max() ?? 0) <= maximumLength { return lengths }
            weights = weights.map { $0 == 0 ? 0 : max(1, $0 >> 1) }
        }
    }

    /// The depth of each symbol in a Huffman tree over the weights (the two-queue construction).
    private static func treeDepths(_ weights: [UInt32]) -> [UInt8] {
        var lengths = [UInt8](repeating: 0, count: weights.count)
        let leaves = weights.indices.filter { weights[$0] > 0 }.sorted { (weights[$0], $0) < (weights[$1], $1) }
        if leaves.count < 2 {
            let only = leaves.first ?? 0
            lengths[only] = 1
            lengths[only == 0 ? 1 : 0] = 1
            return lengths
        }
        let leafCount = leaves.count
        var nodeWeight = leaves.map { UInt64(weights[$0]) }
        nodeWeight.reserveCapacity(2 * leafCount - 1)
        var parent = [Int](repeating: 0, count: 2 * leafCount - 1)
        var nextLeaf = 0
        var nextInner = leafCount
        func takeSmallest() -> Int {
            if nextLeaf < leafCount && (nextInner >= nodeWeight.count || nodeWeight[nextLeaf] <= nodeWeight[nextInner]) {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextInner += 1
            return nextInner - 1
        }
        while nodeWeight.count < 2 * leafCount - 1 {
            let first = takeSmallest()
            let second = takeSmallest()
            parent[first] = nodeWeight.count
            parent[second] = nodeWeight.count
            nodeWeight.append(nodeWeight[first] + nodeWeight[second])
        }
        var depth = [UInt8](repeating: 0, count: nodeWeight.count)
        for node in stride(from: nodeWeight.count - 2, through: 0, by: -1) {
            depth[node] = depth[parent[node]] &+ 1
        }
        for (position, symbol) in leaves.enumerated() { lengths[symbol] = depth[position] }
        return lengths
    }

    /// The low `bits` bits of `code` in reverse order.
    private static func reversed(_ code: UInt32, bits: Int) -> UInt32 {
        code.bitReversed >> UInt32(32 - bits)
    }
}

extension UInt32 {
    /// The bits in reverse order.
    fileprivate var bitReversed: UInt32 {
        var value = self
        value = (value >> 1) & 0x5555_5555 | (value & 0x5555_5555) << 1
        value = (value >> 2) & 0x3333_3333 | (value & 0x3333_3333) << 2
        value = (value >> 4) & 0x0F0F_0F0F | (value & 0x0F0F_0F0F) << 4
        value = (value >> 8) & 0x00FF_00FF | (value & 0x00FF_00FF) << 8
        return value >> 16 | value << 16
    }
}
