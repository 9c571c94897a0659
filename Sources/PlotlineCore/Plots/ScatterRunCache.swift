import PlotlineValues

/// What a scatter plot worked out from its records for one mapping (the stretches between missing values, their
/// device extents and envelope columns, and the data ranges), kept between draws and extended by the records
/// appended since, so that drawing a million-point line again after an append converts only the new points.
///
/// Anything but an append (`Plot.dataRewrites` moved) or another mapping starts it again from the first record.
///
/// When x never decreases (as in a time series) and the x scale is linear, only the records within the drawing's
/// margin either side of the plot area are converted (and 32 more at each end, for the line to enter and leave,
/// curved as the records beyond make it): a chart zoomed into a window of a long series costs what it shows.
struct ScatterRunCache {
    /// A finished stretch, without the columns of values it reads (those are the cache's, read when drawn).
    private struct Stretch {
        let start: Int
        let end: Int
        let minX: Double
        let maxX: Double
        let columns: [EnvelopeColumn]?
    }

    /// The state of the pass over the records for one mapping and column width.
    private struct Pass {
        let mapping: PlotSpaceMapping
        let columnWidth: Double?
        /// Device points beyond the plot area's left and right edges whose columns are kept.
        let margin: Double
        let rewrites: Int
        /// The first record the pass takes in.
        let start: Int
        var covered: Int
        var stretches: [Stretch] = []
        var openStart: Int?
        var low = Double.infinity
        var high = -Double.infinity
        var builder: EnvelopeBuilder?
        /// The records taken in last that all fall in one envelope column, not yet given to the builder.
        private var pending: PendingColumn?
        /// When set, the records this pass would take in, in order, kept for the pass over the records before
        /// them to take in after its own (the later half of a pass split over two cores).
        private var deferred: [RecordBlocks.Record]?

        /// Consecutive records in one envelope column, gathered across blocks and parts of blocks: the builder
        /// gets their first, lowest, highest and last once, so a column costs four points however many blocks of
        /// it a pass reads.
        private struct PendingColumn {
            let column: Double
            let start: Int
            var end: Int
            var lowest: RecordBlocks.Record
            var highest: RecordBlocks.Record
        }

        init(mapping: PlotSpaceMapping, columnWidth: Double?, margin: Double, rewrites: Int, start: Int) {
            self.mapping = mapping
            self.columnWidth = columnWidth
            self.margin = margin
            self.rewrites = rewrites
            self.start = start
            covered = start
            builder = Pass.makeBuilder(columnWidth: columnWidth, mapping: mapping, margin: margin)
        }

        /// A builder keeping the columns within `margin` device points either side of the plot area: the
        /// envelope is cut to the visible strip when drawn, and a zoomed-in chart need not gather a column per point.
        static func makeBuilder(columnWidth: Double?, mapping: PlotSpaceMapping, margin: Double) -> EnvelopeBuilder? {
            let area = mapping.plotArea
            let lower = area.minX - margin
            let upper = area.maxX + margin
            let kept = lower <= upper ? lower...upper : -Double.infinity...Double.infinity
            return columnWidth.map { EnvelopeBuilder(columnWidth: $0, keptX: kept) }
        }

        /// Takes in the records from `covered` to `count`. With `blocks` (x ascending, both scales linear), the
        /// widest summarized group of finite records inside one envelope column is gathered whole; else a
        /// summarized block of finite records is taken in column by column: its parts are gathered with the
        /// neighbouring blocks' parts in the same envelope column, and each column is taken in through its first,
        /// lowest, highest and last records, in order, which is all the column keeps. A block spread over more than
        /// a few columns is taken in record by record.
        ///
        /// Many records are read in two halves at once, split where one column ends and the next begins: the later
        /// half's records are kept in order and taken in after the earlier half's, as one pass would take them.
        mutating func advance(
            xs: [Double]?, ys: [Double], count: Int, transform: DeviceTransform, blocks: RecordBlocks?
        ) {
            // The inverse width is worked out as the builder does; the builder itself is never copied here (a copy
            // would share its columns and make every append copy them).
            let inverseWidth = columnWidth.map { 1 / $0 } ?? 0
            let summary = builder != nil && columnWidth != nil ? blocks : nil
            let records = Records(xs: xs, ys: ys, transform: transform, inverseWidth: inverseWidth)
            let start = covered
            if let summary, let split = Self.splitIndex(from: start, to: count, summary: summary, records: records) {
                var later = Pass(mapping: mapping, columnWidth: nil, margin: margin, rewrites: rewrites, start: split)
                later.deferred = []
                later.deferred?.reserveCapacity((count - split) / 32)
                let (_, takes) = ForkJoin.run(
                    { self.walk(from: start, to: split, records: records, summary: summary) },
                    { () -> [RecordBlocks.Record] in
                        later.walk(from: split, to: count, records: records, summary: summary)
                        return later.deferred ?? []
                    })
                for record in takes { take(record, transform: transform) }
            } else {
                walk(from: start, to: count, records: records, summary: summary)
            }
            covered = Swift.max(covered, count)
        }

        /// Takes in the records from `start` to `end`, through the block summary where it can.
        private mutating func walk(from start: Int, to end: Int, records: Records, summary: RecordBlocks?) {
            var index = start
            while index < end {
                if let summary, let block = summary.block(startingAt: index), block.isFinite, index + summary.size <= end {
                    if let group = summary.widestGroup(
                        startingAt: index, before: end, where: { records.shareAColumn($0, $1) }),
                        let column = records.column(ofX: group.firstX) {
                        gather(
                            column: column, from: index, to: index + group.count - 1, lowest: group.block.lowest,
                            highest: group.block.highest, records: records)
                        index += group.count
                        continue
                    }
                    let last = index + summary.size - 1
                    if let firstColumn = records.column(of: index), let lastColumn = records.column(of: last) {
                        if firstColumn == lastColumn {
                            gather(
                                column: firstColumn, from: index, to: last, lowest: block.lowest,
                                highest: block.highest, records: records)
                            index = last + 1
                            continue
                        }
                        if abs(lastColumn - firstColumn) <= Self.splitColumns {
                            takeColumnByColumn(from: index, to: last, records: records)
                            index = last + 1
                            continue
                        }
                    }
                }
                flushPending(records: records)
                takeRecord(index, xs: records.xs, ys: records.ys, transform: records.transform)
                index += 1
            }
            flushPending(records: records)
        }

        /// Records from which a pass is split in two.
        private static let splitRecords = 1 << 17

        /// A block boundary near the middle of `start..<end` where one envelope column ends and the next begins
        /// (so no column is gathered across it); nil for fewer than `splitRecords` records, or when none is found
        /// within a few thousand blocks of the middle.
        private static func splitIndex(from start: Int, to end: Int, summary: RecordBlocks, records: Records) -> Int? {
            guard end - start >= splitRecords else { return nil }
            let size = summary.size
            var index = (start + end) / 2 / size * size
            let limit = Swift.min(end - size, index + 4096 * size)
            while index < limit {
                if let before = records.column(of: index - 1), let after = records.column(of: index), before != after {
                    return index
                }
                index += size
            }
            return nil
        }

        /// Adds the records from `start` through `end`, all in `column`, to the pending column when they continue
        /// it, or gives the pending column to the builder and starts a new one with them.
        private mutating func gather(
            column: Double, from start: Int, to end: Int, lowest: RecordBlocks.Record, highest: RecordBlocks.Record,
            records: Records
        ) {
            if var part = pending, part.column == column, part.end + 1 == start {
                part.end = end
                if lowest.y < part.lowest.y { part.lowest = lowest }
                if highest.y > part.highest.y { part.highest = highest }
                pending = part
                return
            }
            flushPending(records: records)
            pending = PendingColumn(column: column, start: start, end: end, lowest: lowest, highest: highest)
        }

        /// Gives the pending column's first, lowest, highest and last records to the builder.
        private mutating func flushPending(records: Records) {
            guard let part = pending else { return }
            pending = nil
            takePart(from: part.start, to: part.end, lowest: part.lowest, highest: part.highest, records: records)
        }

        /// The most columns a block is split over; sparser blocks cost less record by record.
        private static let splitColumns = 4.0

        /// The records of a pass with what it reads of them: device x and envelope column.
        private struct Records {
            let xs: [Double]?
            let ys: [Double]
            let transform: DeviceTransform
            let inverseWidth: Double

            /// The envelope column of a record, nil when its device x is not finite.
            @inline(__always)
            func column(of index: Int) -> Double? {
                column(ofX: xs?[index] ?? Double(index))
            }

            /// The envelope column of a record at data x `x`, nil when its device x is not finite.
            @inline(__always)
            func column(ofX x: Double) -> Double? {
                let deviceX = transform.x(x)
                return deviceX.isFinite ? EnvelopeBuilder.column(of: deviceX, inverseWidth: inverseWidth) : nil
            }

            /// True when records at data x `first` and `last` fall in one envelope column (with x ascending and the
            /// transform linear, so do all the records between them).
            @inline(__always)
            func shareAColumn(_ first: Double, _ last: Double) -> Bool {
                guard let firstColumn = column(ofX: first) else { return false }
                return column(ofX: last) == firstColumn
            }
        }

        /// Takes in the finite records from `start` through `end` (x ascending, the transform linear, so the
        /// column never turns back) one column's part at a time: the end of each part found by a binary search,
        /// its extremes by a scan of y.
        private mutating func takeColumnByColumn(from start: Int, to end: Int, records: Records) {
            var partStart = start
            while partStart <= end {
                guard let column = records.column(of: partStart) else { return }
                var low = partStart
                var high = end
                while low < high {
                    let middle = (low + high + 1) / 2
                    if records.column(of: middle) == column { low = middle } else { high = middle - 1 }
                }
                let (lowest, highest) = Self.extremes(of: records.ys, from: partStart, to: low)
                gather(
                    column: column, from: partStart, to: low,
                    lowest: RecordBlocks.Record(lowest, xs: records.xs, ys: records.ys),
                    highest: RecordBlocks.Record(highest, xs: records.xs, ys: records.ys), records: records)
                partStart = low + 1
            }
        }

        /// The records with the smallest and the largest y from `start` through `end`, the first of equals.
        private static func extremes(of ys: [Double], from start: Int, to end: Int) -> (Int, Int) {
            ys.withUnsafeBufferPointer { y in
                var lowest = start
                var highest = start
                var low = y[start]
                var high = low
                var index = start + 1
                while index <= end {
                    let value = y[index]
                    if value < low {
                        low = value
                        lowest = index
                    }
                    if value > high {
                        high = value
                        highest = index
                    }
                    index += 1
                }
                return (lowest, highest)
            }
        }

        @inline(__always)
        private mutating func takeRecord(_ index: Int, xs: [Double]?, ys: [Double], transform: DeviceTransform) {
            take(RecordBlocks.Record(index, xs: xs, ys: ys), transform: transform)
        }

        @inline(__always)
        private mutating func take(_ record: RecordBlocks.Record, transform: DeviceTransform) {
            if deferred != nil {
                deferred?.append(record)
                return
            }
            let point = transform(record.x, record.y)
            if record.x.isFinite, record.y.isFinite, point.x.isFinite, point.y.isFinite {
                if openStart == nil { openStart = record.index }
                low = Swift.min(low, point.x)
                high = Swift.max(high, point.x)
                builder?.add(point)
            } else {
                close(at: record.index)
            }
        }

        /// Takes in the records from `start` through `end`, all in one column, through the first, the lowest,
        /// the highest and the last, in order.
        private mutating func takePart(
            from start: Int, to end: Int, lowest: RecordBlocks.Record, highest: RecordBlocks.Record, records: Records
        ) {
            let (earlier, later) = lowest.index <= highest.index ? (lowest, highest) : (highest, lowest)
            takeRecord(start, xs: records.xs, ys: records.ys, transform: records.transform)
            if earlier.index != start { take(earlier, transform: records.transform) }
            if later.index != earlier.index, later.index != start { take(later, transform: records.transform) }
            if end != later.index { takeRecord(end, xs: records.xs, ys: records.ys, transform: records.transform) }
        }

        /// Ends the open stretch before `end`.
        mutating func close(at end: Int) {
            guard let start = openStart else { return }
            stretches.append(Stretch(start: start, end: end, minX: low, maxX: high, columns: builder?.finish()))
            openStart = nil
            low = .infinity
            high = -.infinity
            builder = Pass.makeBuilder(columnWidth: columnWidth, mapping: mapping, margin: margin)
        }

        /// The stretches so far, the open one closed at `covered` (on a copy: the pass can go on).
        func runs(xs: [Double]?, ys: [Double], transform: DeviceTransform) -> [ScatterPlotRun] {
            var finished = self
            finished.close(at: covered)
            return finished.stretches.map {
                ScatterPlotRun(
                    xs: xs, ys: ys, transform: transform, startIndex: $0.start, endIndex: $0.end, minX: $0.minX,
                    maxX: $0.maxX, columns: $0.columns)
            }
        }
    }

    /// The data ranges of the records so far: finite x and y of the records whose x and y are both finite.
    private struct Extents {
        let rewrites: Int
        var covered = 0
        var x = (low: Double.infinity, high: -Double.infinity)
        var y = (low: Double.infinity, high: -Double.infinity)
    }

    /// Whether the x values read so far never decrease (none is NaN), continued over appended records.
    private struct Order {
        let rewrites: Int
        var covered = 0
        var isAscending = true
        var last = -Double.infinity
    }

    /// The passes kept, most recently used last (a chart's image and its text drawing use two mappings).
    private var passes: [Pass] = []
    /// The records summarized in blocks, for passes over dense lines.
    private var blocks: RecordBlocks?
    /// The records in a block of the summary; nil chooses by the number of records
    /// (`RecordBlocks.size(forSummarizing:)`).
    var blockSize: Int?
    /// False converts every record and keeps every envelope column: the reference a test compares the window's
    /// picture with.
    var windowsRecords = true
    private var extents: Extents?
    private var order: Order?
    private static let keptPasses = 3

    /// The stretches of the records for a mapping, continuing the kept pass when only records were appended; a
    /// drawing reads the records within `margin` device points either side of the plot area.
    mutating func runs(
        xs: [Double]?, ys: [Double], count: Int, mapping: PlotSpaceMapping, columnWidth: Double?, margin: Double,
        rewrites: Int
    ) -> [ScatterPlotRun] {
        let transform = DeviceTransform(mapping)
        let margin = windowsRecords ? margin : .infinity
        let window = recordWindow(xs: xs, count: count, mapping: mapping, margin: margin, rewrites: rewrites)
        var pass: Pass
        if let index = passes.firstIndex(where: {
            $0.mapping == mapping && $0.columnWidth == columnWidth && $0.margin == margin
        }) {
            pass = passes.remove(at: index)
            if pass.rewrites != rewrites || pass.covered > window.upperBound || pass.start != window.lowerBound {
                pass = Pass(
                    mapping: mapping, columnWidth: columnWidth, margin: margin, rewrites: rewrites,
                    start: window.lowerBound)
            }
        } else {
            pass = Pass(
                mapping: mapping, columnWidth: columnWidth, margin: margin, rewrites: rewrites,
                start: window.lowerBound)
        }
        pass.advance(
            xs: xs, ys: ys, count: window.upperBound, transform: transform,
            blocks: columnWidth != nil && transform.isLinear && isAscending(xs: xs, count: count, rewrites: rewrites)
                ? summarizedBlocks(xs: xs, ys: ys, count: count, rewrites: rewrites) : nil)
        let runs = pass.runs(xs: xs, ys: ys, transform: transform)
        passes.append(pass)
        if passes.count > Self.keptPasses { passes.removeFirst() }
        return runs
    }

    /// The block summary of the first `count` records, extended over appended records, started again after any
    /// other change.
    private mutating func summarizedBlocks(xs: [Double]?, ys: [Double], count: Int, rewrites: Int) -> RecordBlocks {
        // Taken out while extended, so the blocks array is not shared (and copied) when it grows.
        let size = blockSize ?? RecordBlocks.size(forSummarizing: count)
        var summary = blocks.take() ?? RecordBlocks(rewrites: rewrites, size: size)
        if summary.rewrites != rewrites || summary.covered > count { summary = RecordBlocks(rewrites: rewrites, size: size) }
        summary.extend(xs: xs, ys: ys, count: count)
        blocks = summary
        return summary
    }

    /// True when x is ascending: the index itself when there are no x values.
    private mutating func isAscending(xs: [Double]?, count: Int, rewrites: Int) -> Bool {
        guard let xs else { return true }
        return isAscending(xs: xs, count: count, rewrites: rewrites)
    }

    /// The records a mapping needs converted: with x ascending on a linear x scale, those within `margin` device
    /// points either side of the plot area and `recordsBeyond` more at each end; else all of them.
    private mutating func recordWindow(
        xs: [Double]?, count: Int, mapping: PlotSpaceMapping, margin: Double, rewrites: Int
    ) -> Range<Int> {
        let all = 0..<count
        let low = mapping.xRange.minLimit
        let high = mapping.xRange.maxLimit
        let span = high - low
        let width = mapping.plotArea.width
        guard windowsRecords, mapping.xScaleType == .linear, span.isFinite, span > 0, width > 0, margin >= 0, count > 0
        else {
            return all
        }
        let reach = margin / width * span
        let from = low - reach
        let to = high + reach
        guard from.isFinite, to.isFinite else { return all }
        guard let xs else {
            let lower = Int(max(0, min(Double(count), from.rounded(.down) - Double(Self.recordsBeyond - 1))))
            let upper = Int(max(0, min(Double(count), to.rounded(.up) + Double(Self.recordsBeyond))))
            return lower < upper ? lower..<upper : all
        }
        guard isAscending(xs: xs, count: count, rewrites: rewrites) else { return all }
        let values = xs[0..<count]
        let lower = values.partitioningIndex { $0 >= from }
        let upper = values.partitioningIndex { $0 > to }
        return max(0, lower - Self.recordsBeyond)..<min(count, upper + Self.recordsBeyond)
    }

    /// Records converted beyond each end of the margin: the line enters and leaves through the first, and a curve
    /// there bends as the records beyond make it (a natural spline's bend at a record fades by about 3.7 a record,
    /// so past 32 records the cut is below what doubles hold).
    private static let recordsBeyond = 32

    /// True when the first `count` x values never decrease and none is NaN, checking only appended ones again.
    private mutating func isAscending(xs: [Double], count: Int, rewrites: Int) -> Bool {
        var current = order ?? Order(rewrites: rewrites)
        if current.rewrites != rewrites || current.covered > count { current = Order(rewrites: rewrites) }
        if current.isAscending, current.covered < count {
            for index in current.covered..<count {
                let x = xs[index]
                guard x >= current.last else {
                    current.isAscending = false
                    break
                }
                current.last = x
            }
        }
        current.covered = count
        order = current
        return current.isAscending
    }

    /// The range of the finite values along a coordinate, continuing from the records seen before when only
    /// records were appended; nil when there are none.
    mutating func dataRange(
        for coordinate: Coordinate, values: CachedValues, count: Int, rewrites: Int
    ) -> PlotRange? {
        var current = extents ?? Extents(rewrites: rewrites)
        if current.rewrites != rewrites || current.covered > count { current = Extents(rewrites: rewrites) }
        if current.covered < count {
            for index in current.covered..<count {
                let x = values.x(at: index)
                let y = values.y(at: index)
                guard x.isFinite, y.isFinite else { continue }
                current.x = (Swift.min(current.x.low, x), Swift.max(current.x.high, x))
                current.y = (Swift.min(current.y.low, y), Swift.max(current.y.high, y))
            }
            current.covered = count
        }
        extents = current
        let bounds = coordinate == .x ? current.x : current.y
        return bounds.low <= bounds.high ? PlotRange(from: bounds.low, to: bounds.high) : nil
    }
}
