internal import CZlib

/// Compresses PNG scanlines (a filter byte, then the pixels) into a zlib stream, made for charts: pictures of flat
/// colour whose rows mostly repeat the row above or the pixel to the left.
///
/// At each position it compares the bytes with the row above and with the pixel to the left, 8 bytes at a time,
/// and only where neither repeats far does it look up the last two places the next 4 bytes began a lookup (two hash
/// entries, no longer chains); the longest of those matches wins, else a literal, and a short match gives way to a
/// longer one a byte later. Each block of tokens gets its own Huffman codes. docs/png-encoding.md compares it with
/// zlib.
final class ScanlineDeflater {
    /// Bytes in a scanline, the filter byte included.
    let rowLength: Int
    private let pixelSize: Int
    private let reachesRowAbove: Bool
    /// The rows not yet out of deflate's reach, and the row being added after them.
    private let window: UnsafeMutablePointer<UInt8>
    private let windowCapacity: Int
    /// Bytes held in the window.
    private var windowCount = 0
    /// The stream position of the window's first byte.
    private var windowStart = 0
    /// For each hash of 4 bytes, the stream positions where they last and next to last began a lookup, or -1.
    private let lastPositions: UnsafeMutablePointer<Int32>
    private var block: DeflateTokenBlock
    private var writer: DeflateBitWriter
    private var checksum: UInt = 1

    /// Tokens gathered before a block is written.
    private static let blockTokens = 1 << 16
    /// Bits of the 4-byte hash.
    private static let hashBits = 15
    /// A match at least this long is not looked for elsewhere.
    private static let goodMatch = 32

    /// A deflater for rows of `pixelCount` pixels of `pixelSize` bytes each; with `startsStream` false it writes
    /// a later segment of a stream (no zlib header), which `finishSegment(isLast:)` ends.
    init(pixelCount: Int, pixelSize: Int, startsStream: Bool = true) {
        rowLength = 1 + pixelCount * pixelSize
        self.pixelSize = pixelSize
        reachesRowAbove = rowLength <= DeflateAlphabet.window
        windowCapacity = DeflateAlphabet.window + max(8 * rowLength, 1 << 17)
        window = .allocate(capacity: windowCapacity)
        lastPositions = .allocate(capacity: 2 << ScanlineDeflater.hashBits)
        lastPositions.initialize(repeating: -1, count: 2 << ScanlineDeflater.hashBits)
        block = DeflateTokenBlock(capacity: ScanlineDeflater.blockTokens + rowLength)
        // CMF 0x78: deflate with a 32 KB window; FLG 0x01: the fastest level, and CMF·256 + FLG divisible by 31.
        writer = DeflateBitWriter(prefix: startsStream ? [0x78, 0x01] : [], capacity: 1 << 16)
    }

    deinit {
        window.deallocate()
        lastPositions.deallocate()
    }

    /// Adds the next scanline: `fill` writes its pixels (`rowLength - 1` bytes, after the filter byte, which is 0:
    /// no filter) and returns whether it could; false abandons the row and returns false.
    func addRow(_ fill: (UnsafeMutablePointer<UInt8>) -> Bool) -> Bool {
        if windowCount + rowLength > windowCapacity { slideWindow() }
        let row = window + windowCount
        row[0] = 0
        guard fill(row + 1) else { return false }
        checksum = adler32(checksum, row, UInt32(rowLength))
        let scanner = MatchScanner(
            window: window, windowStart: windowStart, lastPositions: lastPositions, pixelSize: pixelSize,
            rowDistance: reachesRowAbove ? rowLength : nil)
        scanner.tokenize(from: windowCount, to: windowCount + rowLength, into: &block)
        windowCount += rowLength
        if !block.hasRoom(for: rowLength) { writeBlock(isFinal: false) }
        return true
    }

    /// The zlib stream of every row added.
    func finish() -> [UInt8] {
        writeBlock(isFinal: true)
        let adler = UInt32(truncatingIfNeeded: checksum)
        var finished = DeflateBitWriter(prefix: [], capacity: 0)
        swap(&finished, &writer)
        return finished.finish(trailer: withUnsafeBytes(of: adler.bigEndian) { Array($0) })
    }

    /// The Adler-32 of the rows added so far.
    var adler: UInt { checksum }

    /// Ends a segment of a stream split by rows: the last segment with deflate's final block, any other with an
    /// empty stored block that ends it on a byte boundary (zlib's sync flush), so the next segment's bytes follow
    /// it directly. The zlib header is the first segment's, the checksum the caller's to append.
    func finishSegment(isLast: Bool) -> [UInt8] {
        writeBlock(isFinal: isLast)
        var finished = DeflateBitWriter(prefix: [], capacity: 0)
        swap(&finished, &writer)
        guard !isLast else { return finished.finish(trailer: []) }
        // BFINAL 0, BTYPE 00 (stored), padding to the byte, then LEN 0 and its complement.
        finished.write(0, count: 3)
        return finished.finish(trailer: [0x00, 0x00, 0xFF, 0xFF])
    }

    /// Keeps only the bytes a match may still reach, at the window's start.
    private func slideWindow() {
        let kept = min(windowCount, DeflateAlphabet.window)
        window.update(from: window + (windowCount - kept), count: kept)
        windowStart += windowCount - kept
        windowCount = kept
    }

    /// Finds literals and matches in the window.
    private struct MatchScanner {
        let window: UnsafeMutablePointer<UInt8>
        let windowStart: Int
        let lastPositions: UnsafeMutablePointer<Int32>
        let pixelSize: Int
        /// The distance to the row above, when deflate can reach it.
        let rowDistance: Int?

        /// Turns the bytes from `start` to `end` into tokens; matches end at `end`.
        func tokenize(from start: Int, to end: Int, into block: inout DeflateTokenBlock) {
            var position = start
            var waiting: (length: Int, distance: Int)?
            while position < end {
                let match = waiting ?? longestMatch(at: position, end: end)
                waiting = nil
                guard match.length >= DeflateAlphabet.matchLengths.lowerBound else {
                    block.addLiteral(window[position])
                    position += 1
                    continue
                }
                // Lazy matching, as zlib from level 4: a short match gives way to a longer one a byte later.
                if match.length < ScanlineDeflater.goodMatch && position + 1 < end {
                    let next = longestMatch(at: position + 1, end: end)
                    if next.length > match.length {
                        block.addLiteral(window[position])
                        position += 1
                        waiting = next
                        continue
                    }
                }
                block.addMatch(length: match.length, distance: match.distance)
                position += match.length
            }
        }

        /// The longest of the matches at `position` with the row above, the pixel to the left and, unless one of
        /// those is long already, the last two places its 4 bytes began a lookup; matches end at `end`.
        @inline(__always)
        private func longestMatch(at position: Int, end: Int) -> (length: Int, distance: Int) {
            let longest = min(DeflateAlphabet.matchLengths.upperBound, end - position)
            var best = 0
            var distance = 0
            if let rowDistance, position >= rowDistance {
                best = ScanlineDeflater.matchLength(window + position, window + position - rowDistance, limit: longest)
                distance = rowDistance
            }
            if best < longest && position >= pixelSize {
                let left = ScanlineDeflater.matchLength(window + position, window + position - pixelSize, limit: longest)
                if left > best {
                    best = left
                    distance = pixelSize
                }
            }
            if best < ScanlineDeflater.goodMatch && longest >= 4 {
                let (latest, before) = earlierOccurrences(at: position)
                func consider(_ earlier: Int) {
                    guard earlier >= 0, position - earlier <= DeflateAlphabet.window, earlier != position - distance else {
                        return
                    }
                    let found = ScanlineDeflater.matchLength(window + position, window + earlier, limit: longest)
                    if found > best {
                        best = found
                        distance = position - earlier
                    }
                }
                consider(latest)
                consider(before)
            }
            return (best, distance)
        }

        /// Where in the window the 4 bytes at `position` last and next to last began a lookup (or -1 each),
        /// recording this one.
        @inline(__always)
        private func earlierOccurrences(at position: Int) -> (Int, Int) {
            let bytes = UnsafeRawPointer(window + position).loadUnaligned(as: UInt32.self)
            let hash = 2 * Int((bytes &* 2_654_435_761) >> UInt32(32 - ScanlineDeflater.hashBits))
            let first = Int(lastPositions[hash]) - windowStart
            let second = Int(lastPositions[hash + 1]) - windowStart
            lastPositions[hash + 1] = lastPositions[hash]
            lastPositions[hash] = Int32(truncatingIfNeeded: windowStart + position)
            return (first, second)
        }
    }

    /// How many bytes from `a` equal those from `b`, up to `limit`.
    @inline(__always)
    private static func matchLength(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, limit: Int) -> Int {
        var count = 0
        let rawA = UnsafeRawPointer(a)
        let rawB = UnsafeRawPointer(b)
        while count + 8 <= limit {
            let difference = rawA.loadUnaligned(fromByteOffset: count, as: UInt64.self)
                ^ rawB.loadUnaligned(fromByteOffset: count, as: UInt64.self)
            if difference != 0 { return count + UInt64(littleEndian: difference).trailingZeroBitCount >> 3 }
            count += 8
        }
        while count < limit && a[count] == b[count] { count += 1 }
        return count
    }

    /// Writes the gathered tokens as one block with dynamic Huffman codes (RFC 1951 §3.2.7), then starts afresh.
    private func writeBlock(isFinal: Bool) {
        block.literalCounts[DeflateAlphabet.endOfBlock] += 1
        let literalCode = HuffmanCode(frequencies: Array(
            UnsafeBufferPointer(start: block.literalCounts, count: DeflateAlphabet.literalLengthSymbols)),
            maximumLength: 15)
        let distanceCode = HuffmanCode(frequencies: Array(
            UnsafeBufferPointer(start: block.distanceCounts, count: DeflateAlphabet.distanceSymbols)),
            maximumLength: 15)
        writer.write(isFinal ? 1 : 0, count: 1)
        writer.write(2, count: 2)
        ScanlineDeflater.writeCodes(literalCode, distanceCode, to: &writer)
        ScanlineDeflater.writeTokens(of: block, literalCode: literalCode, distanceCode: distanceCode, to: &writer)
        writer.write(
            literalCode.codes[DeflateAlphabet.endOfBlock],
            count: Int(literalCode.lengths[DeflateAlphabet.endOfBlock]))
        block.removeAll()
    }

    /// The block header: how many codes of each alphabet are sent, then their lengths, run-length coded and
    /// themselves Huffman coded.
    private static func writeCodes(
        _ literalCode: HuffmanCode, _ distanceCode: HuffmanCode, to writer: inout DeflateBitWriter
    ) {
        let literalCount = max(257, (literalCode.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let distanceCount = max(1, (distanceCode.lengths.lastIndex { $0 > 0 } ?? 0) + 1)
        let runs = lengthRuns(Array(literalCode.lengths[..<literalCount]) + Array(distanceCode.lengths[..<distanceCount]))
        var frequencies = [UInt32](repeating: 0, count: DeflateAlphabet.codeLengthSymbols)
        for run in runs { frequencies[run.symbol] += 1 }
        let lengthCode = HuffmanCode(frequencies: frequencies, maximumLength: 7)
        let order = DeflateAlphabet.codeLengthOrder
        let orderedCount = max(4, (order.lastIndex { lengthCode.lengths[$0] > 0 } ?? 0) + 1)
        writer.write(UInt32(literalCount - 257), count: 5)
        writer.write(UInt32(distanceCount - 1), count: 5)
        writer.write(UInt32(orderedCount - 4), count: 4)
        for symbol in order[..<orderedCount] { writer.write(UInt32(lengthCode.lengths[symbol]), count: 3) }
        for run in runs {
            writer.write(lengthCode.codes[run.symbol], count: Int(lengthCode.lengths[run.symbol]))
            if run.extraCount > 0 { writer.write(UInt32(run.extraValue), count: run.extraCount) }
        }
    }

    /// Code lengths as code-length symbols: 0…15 as themselves, 16 repeating the previous length 3–6 times, 17 and
    /// 18 for 3–10 and 11–138 zeros.
    private static func lengthRuns(_ lengths: [UInt8]) -> [(symbol: Int, extraCount: Int, extraValue: Int)] {
        var runs: [(symbol: Int, extraCount: Int, extraValue: Int)] = []
        var start = 0
        while start < lengths.count {
            let length = lengths[start]
            var end = start + 1
            while end < lengths.count && lengths[end] == length { end += 1 }
            var left = end - start
            if length == 0 {
                while left >= 11 {
                    let count = min(138, left)
                    runs.append((18, 7, count - 11))
                    left -= count
                }
                if left >= 3 {
                    runs.append((17, 3, left - 3))
                    left = 0
                }
            } else {
                runs.append((Int(length), 0, 0))
                left -= 1
                while left >= 3 {
                    let count = min(6, left)
                    runs.append((16, 2, count - 3))
                    left -= count
                }
            }
            for _ in 0..<left { runs.append((Int(length), 0, 0)) }
            start = end
        }
        return runs
    }

    /// The block's tokens in its codes.
    private static func writeTokens(
        of block: borrowing DeflateTokenBlock, literalCode: HuffmanCode, distanceCode: HuffmanCode,
        to writer: inout DeflateBitWriter
    ) {
        literalCode.codes.withUnsafeBufferPointer { codes in
            literalCode.lengths.withUnsafeBufferPointer { codeLengths in
                distanceCode.codes.withUnsafeBufferPointer { distanceCodes in
                    distanceCode.lengths.withUnsafeBufferPointer { distanceLengths in
                        let tokens = block.tokens
                        for index in 0..<block.count {
                            let token = tokens[index]
                            guard let match = DeflateTokenBlock.Match(token) else {
                                writer.write(codes[Int(token)], count: Int(codeLengths[Int(token)]))
                                continue
                            }
                            let length = block.lengthCode(match.length)
                            let lengthBits = Int(codeLengths[length.symbol])
                            writer.write(
                                codes[length.symbol] | length.extraValue << UInt32(lengthBits),
                                count: lengthBits + length.extraCount)
                            let distance = DeflateAlphabet.distanceCode(match.distance)
                            let distanceBits = Int(distanceLengths[distance.symbol])
                            writer.write(
                                distanceCodes[distance.symbol] | UInt32(distance.extraValue) << UInt32(distanceBits),
                                count: distanceBits + distance.extraCount)
                        }
                    }
                }
            }
        }
    }
}
