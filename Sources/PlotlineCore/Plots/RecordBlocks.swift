/// The records of a scatter plot summarized in blocks of `size` consecutive records: where each block's smallest
/// and largest y are, and whether all its x and y are finite. A dense line reads a block that falls inside one
/// pixel column through its first, last, lowest and highest records instead of all of them, which is all that
/// column keeps (M4: first, last, minimum and maximum per column), so zooming a million-point line converts a
/// few points per column rather than every record.
///
/// Only whole blocks are summarized; appended records extend the summary, anything else starts it again.
struct RecordBlocks {
    /// The records in a block.
    static let size = 16

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
            self.index = index
            x = xs?[index] ?? Double(index)
            y = ys[index]
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

    /// `Plot.dataRewrites` when the summary was started.
    let rewrites: Int
    /// The blocks, the first from record 0; block `n` starts at record `n * size`.
    private var blocks: [Block] = []

    /// An empty summary for the records as of `rewrites`.
    init(rewrites: Int) {
        self.rewrites = rewrites
    }

    /// The records summarized (a whole number of blocks).
    var covered: Int { blocks.count * Self.size }

    /// Summarizes the whole blocks among the first `count` records that are not yet.
    mutating func extend(xs: [Double]?, ys: [Double], count: Int) {
        while covered + Self.size <= count {
            blocks.append(Self.summary(xs: xs, ys: ys, from: covered))
        }
    }

    /// The block starting at record `start`, when it is summarized.
    func block(startingAt start: Int) -> Block? {
        let number = start / Self.size
        return start % Self.size == 0 && number < blocks.count ? blocks[number] : nil
    }

    private static func summary(xs: [Double]?, ys: [Double], from start: Int) -> Block {
        var lowest = start
        var highest = start
        var isFinite = true
        for index in start..<(start + size) {
            let y = ys[index]
            if !y.isFinite || !(xs?[index].isFinite ?? true) { isFinite = false }
            if y < ys[lowest] { lowest = index }
            if y > ys[highest] { highest = index }
        }
        return Block(
            lowest: Record(lowest, xs: xs, ys: ys), highest: Record(highest, xs: xs, ys: ys), isFinite: isFinite)
    }
}
