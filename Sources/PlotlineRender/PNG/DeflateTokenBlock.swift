/// The literals and matches of one deflate block, with how often each symbol occurs in them.
///
/// A literal is stored as its byte; a match as `matchFlag | length | (distance - 1) << 9`.
struct DeflateTokenBlock: ~Copyable {
    /// The bit that marks a token as a match.
    static let matchFlag: UInt32 = 1 << 31

    /// A match read back from its token.
    struct Match {
        /// Bytes copied, 3…258.
        let length: Int
        /// How far back they are copied from, 1…32 768.
        let distance: Int

        /// The match a token stands for, or nil for a literal.
        @inline(__always)
        init?(_ token: UInt32) {
            guard token & DeflateTokenBlock.matchFlag != 0 else { return nil }
            length = Int(token & 0x1FF)
            distance = Int((token >> 9) & 0x7FFF) + 1
        }
    }

    /// The tokens so far.
    private(set) var tokens: UnsafeMutablePointer<UInt32>
    /// How many tokens there are.
    private(set) var count = 0
    /// How often each literal/length symbol occurs.
    let literalCounts: UnsafeMutablePointer<UInt32>
    /// How often each distance symbol occurs.
    let distanceCounts: UnsafeMutablePointer<UInt32>
    private let capacity: Int
    private let lengthCodes: UnsafeMutablePointer<UInt32>

    /// A block holding up to `capacity` tokens.
    init(capacity: Int) {
        self.capacity = capacity
        tokens = .allocate(capacity: capacity)
        literalCounts = .allocate(capacity: DeflateAlphabet.literalLengthSymbols)
        literalCounts.initialize(repeating: 0, count: DeflateAlphabet.literalLengthSymbols)
        distanceCounts = .allocate(capacity: DeflateAlphabet.distanceSymbols)
        distanceCounts.initialize(repeating: 0, count: DeflateAlphabet.distanceSymbols)
        lengthCodes = .allocate(capacity: DeflateAlphabet.lengthCodes.count)
        _ = UnsafeMutableBufferPointer(start: lengthCodes, count: DeflateAlphabet.lengthCodes.count)
            .initialize(from: DeflateAlphabet.lengthCodes)
    }

    deinit {
        tokens.deallocate()
        literalCounts.deallocate()
        distanceCounts.deallocate()
        lengthCodes.deallocate()
    }

    /// Room for `tokens` more.
    func hasRoom(for tokens: Int) -> Bool { count + tokens <= capacity }

    /// Adds a literal byte.
    @inline(__always)
    mutating func addLiteral(_ byte: UInt8) {
        tokens[count] = UInt32(byte)
        count += 1
        literalCounts[Int(byte)] += 1
    }

    /// Adds a match of `length` bytes (3…258) from `distance` bytes back (1…32 768).
    @inline(__always)
    mutating func addMatch(length: Int, distance: Int) {
        tokens[count] = DeflateTokenBlock.matchFlag | UInt32(length) | UInt32(distance - 1) << 9
        count += 1
        literalCounts[Int(lengthCodes[length] & 0xFFFF)] += 1
        distanceCounts[DeflateAlphabet.distanceCode(distance).symbol] += 1
    }

    /// A match length's symbol, and its extra bits' count and value.
    @inline(__always)
    func lengthCode(_ length: Int) -> (symbol: Int, extraCount: Int, extraValue: UInt32) {
        let packed = lengthCodes[length]
        return (Int(packed & 0xFFFF), Int((packed >> 16) & 0xFF), packed >> 24)
    }

    /// Empties the block.
    mutating func removeAll() {
        count = 0
        literalCounts.update(repeating: 0, count: DeflateAlphabet.literalLengthSymbols)
        distanceCounts.update(repeating: 0, count: DeflateAlphabet.distanceSymbols)
    }
}
