/// The records of a scatter plot summarized in blocks of `size` consecutive records: where each block's smallest
/// and largest y are, and whether all its x and y are finite. A dense line reads a block that falls inside one
/// pixel column through its first, last, lowest and highest records instead of all of them, which is all that
/// column keeps (M4: first, last, minimum and maximum per column), so zooming a million-point line converts a
/// few points per column rather than every record.
///
/// Runs of 1,024 records are summarized again as groups, runs of 4 groups as wider groups, and so on to 65,536, each
/// keeping its first and last x too: a column of thousands of records (a line of ten million points) is read
/// through a few groups and the blocks at its ends, not a block per 16 records. Narrower groups would not pay: a pass
/// streams through blocks in order, which the processor fetches ahead, while each group it skips to lands on memory
/// it has not fetched (groups of 64 records made a pass over a million-point line slower, not faster).
///
/// Only whole blocks and groups are summarized; appended records extend the summary, anything else starts it again.
struct RecordBlocks {
    /// The records in each block, a power of two (at most 256: the extremes' places are kept in a byte).
    let size: Int
    /// The base-2 logarithm of `size`.
    private let sizeShift: Int

    /// The block size for a summary begun over `count` records: 16, or 32 from four million records on, so that the
    /// summary of a 10-million-record feed keeps 13 MB (blocks and groups) rather than 26 (a pass over a
    /// 1-million-record line is quicker with 16).
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

    /// A block's or group's extremes as kept: their places in it and their values (a block's in 40 bytes, with
    /// byte offsets).
    private struct StoredExtremes<Offset: FixedWidthInteger> {
        var lowestX: Double
        var lowestY: Double
        var highestX: Double
        var highestY: Double
        /// The lowest record's index less the first.
        var lowestOffset: Offset
        /// The highest record's index less the first.
        var highestOffset: Offset
        var isFinite: Bool

        /// The extremes as a block's, the block or group starting at record `start`.
        @inline(__always)
        func block(startingAt start: Int) -> Block {
            Block(
                lowest: Record(index: start + Int(lowestOffset), x: lowestX, y: lowestY),
                highest: Record(index: start + Int(highestOffset), x: highestX, y: highestY),
                isFinite: isFinite)
        }
    }

    /// A block as kept.
    private typealias StoredBlock = StoredExtremes<UInt8>

    /// A run of whole blocks as kept: its first and last x with its extremes, in 64 bytes.
    private struct StoredGroup {
        var firstX: Double
        var lastX: Double
        var extremes: StoredExtremes<UInt32>
    }

    /// A group of consecutive blocks: how many records it holds, its first and last x, and its extremes.
    struct Group {
        /// The records in the group.
        var count: Int
        /// The first record's x.
        var firstX: Double
        /// The last record's x.
        var lastX: Double
        /// The group's extremes, as a block keeps them.
        var block: Block
    }

    /// The base-2 logarithm of the records in the narrowest groups (1,024).
    private static let narrowestGroupShift = 10
    /// The base-2 logarithm of the groups of one level that a group of the next level summarizes (4).
    private static let fanOutShift = 2
    /// The levels of groups, the widest of 65,536 records: wider ones would rarely fall inside one column.
    private static let levels = 4

    /// `Plot.dataRewrites` when the summary was started.
    let rewrites: Int
    /// The blocks, the first from record 0; block `n` starts at record `n * size`.
    private var blocks: [StoredBlock] = []
    /// The groups, widest last: `groups[0]` summarizes runs of blocks, each further level runs of groups of the
    /// level before; group `n` of a level starts at record `n` times its width.
    private var groups: [[StoredGroup]] = Array(repeating: [], count: RecordBlocks.levels)

    /// An empty summary for the records as of `rewrites`, in blocks of `size` records.
    init(rewrites: Int, size: Int = 16) {
        precondition((1...256).contains(size) && size & (size - 1) == 0, "a block holds a power of two records, to 256")
        self.rewrites = rewrites
        self.size = size
        sizeShift = size.trailingZeroBitCount
    }

    /// The records summarized (a whole number of blocks).
    var covered: Int { blocks.count * size }

    /// The records in each group of `level` (0 the narrowest).
    @inline(__always)
    func groupWidth(level: Int) -> Int {
        1 << groupShift(level: level)
    }

    /// The base-2 logarithm of `groupWidth(level:)`.
    @inline(__always)
    private func groupShift(level: Int) -> Int {
        Self.narrowestGroupShift + Self.fanOutShift * level
    }

    /// Summarizes the whole blocks and groups among the first `count` records that are not yet.
    mutating func extend(xs: [Double]?, ys: [Double], count: Int) {
        while covered + size <= count {
            blocks.append(Self.summary(xs: xs, ys: ys, from: covered, size: size))
        }
        for level in groups.indices {
            let width = groupWidth(level: level)
            while (groups[level].count + 1) * width <= covered {
                let group = groupSummary(level: level, from: groups[level].count * width, xs: xs)
                groups[level].append(group)
            }
        }
    }

    /// The widest group that starts at record `start` and ends by `end` (exclusive) for which `fits` holds, given
    /// its first and last x; nil when none does or none is summarized there.
    @inline(__always)
    func widestGroup(startingAt start: Int, before end: Int, where fits: (Double, Double) -> Bool) -> Group? {
        // The levels whose widths divide `start` (all of them at 0), the widest first.
        let zeros = start.trailingZeroBitCount
        guard zeros >= Self.narrowestGroupShift else { return nil }
        var level = Swift.min((zeros - Self.narrowestGroupShift) / Self.fanOutShift + 1, groups.count) - 1
        while level >= 0 {
            let width = groupWidth(level: level)
            let number = start >> groupShift(level: level)
            if start + width <= end, number < groups[level].count {
                let stored = groups[level][number]
                if stored.extremes.isFinite, fits(stored.firstX, stored.lastX) {
                    return Group(
                        count: width, firstX: stored.firstX, lastX: stored.lastX,
                        block: stored.extremes.block(startingAt: start))
                }
            }
            level -= 1
        }
        return nil
    }

    /// The group of `level` starting at record `start`, from the blocks or groups of the level below (the first of
    /// equal extremes, as a block keeps).
    private func groupSummary(level: Int, from start: Int, xs: [Double]?) -> StoredGroup {
        let width = groupWidth(level: level)
        let partWidth = level == 0 ? size : groupWidth(level: level - 1)
        var group = StoredExtremes<UInt32>(
            lowestX: 0, lowestY: .infinity, highestX: 0, highestY: -.infinity, lowestOffset: 0, highestOffset: 0,
            isFinite: true)
        for partStart in stride(from: start, to: start + width, by: partWidth) {
            let part = summarized(level: level - 1, startingAt: partStart)
            if !part.isFinite { group.isFinite = false }
            if partStart == start || part.lowest.y < group.lowestY {
                (group.lowestX, group.lowestY) = (part.lowest.x, part.lowest.y)
                group.lowestOffset = UInt32(part.lowest.index - start)
            }
            if partStart == start || part.highest.y > group.highestY {
                (group.highestX, group.highestY) = (part.highest.x, part.highest.y)
                group.highestOffset = UInt32(part.highest.index - start)
            }
        }
        return StoredGroup(
            firstX: xs?[start] ?? Double(start), lastX: xs?[start + width - 1] ?? Double(start + width - 1),
            extremes: group)
    }

    /// The summary of the block (`level` -1) or group starting at record `start`, already summarized.
    private func summarized(level: Int, startingAt start: Int) -> Block {
        level < 0
            ? blocks[start >> sizeShift].block(startingAt: start)
            : groups[level][start >> groupShift(level: level)].extremes.block(startingAt: start)
    }

    /// The block starting at record `start`, when it is summarized.
    @inline(__always)
    func block(startingAt start: Int) -> Block? {
        let number = start >> sizeShift
        guard start & (size - 1) == 0, number < blocks.count else { return nil }
        return blocks[number].block(startingAt: start)
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
