/// The records of a scatter plot summarized in blocks of `size` consecutive records: where each block's smallest
/// and largest y are, and whether all its x and y are finite. A dense line reads a block that falls inside one
/// pixel column through its first, last, lowest and highest records instead of all of them, which is all that
/// column keeps (M4: first, last, minimum and maximum per column), so zooming a million-point line converts a
/// few points per column rather than every record.
///
/// Only whole blocks are summarized; appended records extend the summary, anything else starts it again.
struct RecordBlocks {
    /// The records in each block (at most 256: the extremes' places are kept in a byte).
    let size: Int

    /// The block size for a summary begun over `count` records: 16, or 32 from four million records on, so that the
    /// summary of a 10-million-record feed keeps 12 MB rather than 25 (a pass over a 1-million-record line is
    /// quicker with 16).
    static func size(forSummarizing count: Int) -> Int {
        count < 4_000_000 ? 16 : 32
    }

    /// A record of a block: its index, x and y.
    struct Record {
        /// The record's index in the columns.
        var index: Int
        /// Its x.
        var x: Double
        /// Its y.
        var y: Double

        /// The record at `index` of the columns (x is the index when there are no x values).
        @inline(__always)
        init(_ index: Int, xs: [Double]?, ys: [Double]) {
            self.init(index: index, x: xs?[index] ?? Double(index), y: ys[index])
        }

        /// A record with its values.
        @inline(__always)
        init(index: Int, x: Double, y: Double) {
            self.index = index
            self.x = x
            self.y = y
        }
    }

    /// One block's extremes, with their values: a pass reads them here rather than at scattered places in the
    /// columns, which a million-point line does not keep in cache.
    struct Block {
        /// The record with the smallest y (the first of equals).
        var lowest: Record
        /// The record with the largest y (the first of equals).
        var highest: Record
        /// True when every x and y of the block is finite.
        var isFinite: Bool
    }

    /// A block as kept: its extremes' places within it and their values, in 40 bytes.
    private struct StoredBlock {
        var lowestX: Double
        var lowestY: Double
        var highestX: Double
        var highestY: Double
        /// The lowest record's index less the block's first.
        var lowestOffset: UInt8
        /// The highest record's index less the block's first.
        var highestOffset: UInt8
        var isFinite: Bool
    }

    /// `Plot.dataRewrites` when the summary was started.
    let rewrites: Int
    /// The blocks, the first from record 0; block `n` starts at record `n * size`.
    private var blocks: [StoredBlock] = []

    /// An empty summary for the records as of `rewrites`, in blocks of `size` records.
    init(rewrites: Int, size: Int = 16) {
        precondition((1...256).contains(size), "a block holds 1 to 256 records")
        self.rewrites = rewrites
        self.size = size
    }

    /// The records summarized (a whole number of blocks).
    var covered: Int { blocks.count * size }

    /// Summarizes the whole blocks among the first `count` records that are not yet.
    mutating func extend(xs: [Double]?, ys: [Double], count: Int) {
        while covered + size <= count {
            blocks.append(Self.summary(xs: xs, ys: ys, from: covered, size: size))
        }
    }

    /// The block starting at record `start`, when it is summarized.
    @inline(__always)
    func block(startingAt start: Int) -> Block? {
        let number = start / size
        guard start % size == 0, number < blocks.count else { return nil }
        let stored = blocks[number]
        return Block(
            lowest: Record(index: start + Int(stored.lowestOffset), x: stored.lowestX, y: stored.lowestY),
            highest: Record(index: start + Int(stored.highestOffset), x: stored.highestX, y: stored.highestY),
            isFinite: stored.isFinite)
    }

    private static func summary(xs: [Double]?, ys: [Double], from start: Int, size: Int) -> StoredBlock {
        var lowest = start
        var highest = start
        var isFinite = true
        for index in start..<(start + size) {
            let y = ys[index]
            if !y.isFinite || !(xs?[index].isFinite ?? true) { isFinite = false }
            if y < ys[lowest] { lowest = index }
            if y > ys[highest] { highest = index }
        }
        return StoredBlock(
            lowestX: xs?[lowest] ?? Double(lowest), lowestY: ys[lowest],
            highestX: xs?[highest] ?? Double(highest), highestY: ys[highest],
            lowestOffset: UInt8(lowest - start), highestOffset: UInt8(highest - start), isFinite: isFinite)
    }
}
