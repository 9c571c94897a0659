/// What a scatter plot worked out from its records for one mapping (the stretches between missing values, their
/// device extents and envelope columns, and the data ranges), kept between draws and extended by the records
/// appended since, so that drawing a million-point line again after an append converts only the new points.
///
/// Anything but an append (`Plot.dataRewrites` moved) or another mapping starts it again from the first record.
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
        let rewrites: Int
        var covered = 0
        var stretches: [Stretch] = []
        var openStart: Int?
        var low = Double.infinity
        var high = -Double.infinity
        var builder: EnvelopeBuilder?

        init(mapping: PlotSpaceMapping, columnWidth: Double?, rewrites: Int) {
            self.mapping = mapping
            self.columnWidth = columnWidth
            self.rewrites = rewrites
            builder = Pass.makeBuilder(columnWidth: columnWidth, mapping: mapping)
        }

        /// A builder keeping the columns within a plot area's width either side of the plot area: the envelope is
        /// cut to the visible strip when drawn, and a zoomed-in chart need not gather a column per point.
        static func makeBuilder(columnWidth: Double?, mapping: PlotSpaceMapping) -> EnvelopeBuilder? {
            let area = mapping.plotArea
            let lower = area.minX - area.width
            let upper = area.maxX + area.width
            let kept = lower <= upper ? lower...upper : -Double.infinity...Double.infinity
            return columnWidth.map { EnvelopeBuilder(columnWidth: $0, keptX: kept) }
        }

        /// Takes in the records from `covered` to `count`.
        mutating func advance(xs: [Double]?, ys: [Double], count: Int, transform: DeviceTransform) {
            guard covered < count else { return }
            for index in covered..<count {
                let x = xs?[index] ?? Double(index)
                let y = ys[index]
                let point = transform(x, y)
                if x.isFinite, y.isFinite, point.x.isFinite, point.y.isFinite {
                    if openStart == nil { openStart = index }
                    low = Swift.min(low, point.x)
                    high = Swift.max(high, point.x)
                    builder?.add(point)
                } else {
                    close(at: index)
                }
            }
            covered = count
        }

        /// Ends the open stretch before `end`.
        mutating func close(at end: Int) {
            guard let start = openStart else { return }
            stretches.append(Stretch(start: start, end: end, minX: low, maxX: high, columns: builder?.finish()))
            openStart = nil
            low = .infinity
            high = -.infinity
            builder = Pass.makeBuilder(columnWidth: columnWidth, mapping: mapping)
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

    /// The passes kept, most recently used last (a chart's image and its text drawing use two mappings).
    private var passes: [Pass] = []
    private var extents: Extents?
    private static let keptPasses = 3

    /// The stretches of the records for a mapping, continuing the kept pass when only records were appended.
    mutating func runs(
        xs: [Double]?, ys: [Double], count: Int, mapping: PlotSpaceMapping, columnWidth: Double?, rewrites: Int
    ) -> [ScatterPlotRun] {
        let transform = DeviceTransform(mapping)
        var pass: Pass
        if let index = passes.firstIndex(where: { $0.mapping == mapping && $0.columnWidth == columnWidth }) {
            pass = passes.remove(at: index)
            if pass.rewrites != rewrites || pass.covered > count {
                pass = Pass(mapping: mapping, columnWidth: columnWidth, rewrites: rewrites)
            }
        } else {
            pass = Pass(mapping: mapping, columnWidth: columnWidth, rewrites: rewrites)
        }
        pass.advance(xs: xs, ys: ys, count: count, transform: transform)
        let runs = pass.runs(xs: xs, ys: ys, transform: transform)
        passes.append(pass)
        if passes.count > Self.keptPasses { passes.removeFirst() }
        return runs
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
