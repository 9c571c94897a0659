import Foundation
import XCTest

@testable import PlotlineCore

/// A dense line read through its block summary (first, last, lowest and highest record of each block inside one
/// column) gathers exactly the envelope columns and stretches that reading every record gathers.
final class RecordBlocksTests: XCTestCase {
    private let area = Rect(x: 10, y: 10, width: 640, height: 400)

    /// A jagged walk on ascending x (uneven steps from a sine hash) with a missing value every `missingEvery`
    /// records, some blocks spanning two columns.
    private func records(_ count: Int, seed: Double, missingEvery: Int = 9973) -> (xs: [Double], ys: [Double]) {
        func noise(_ n: Int) -> Double {
            let value = sin(Double(n) * 12.9898 + seed) * 43758.5453
            return value - value.rounded(.down)
        }
        var xs: [Double] = []
        var ys: [Double] = []
        var x = 0.0
        var y = 0.0
        for index in 0..<count {
            x += 0.2 + 1.6 * noise(2 * index)
            y += 2 * noise(2 * index + 1) - 1
            xs.append(x)
            ys.append(index % missingEvery == 5000 ? .nan : y)
        }
        return (xs, ys)
    }

    /// Every record through the builder, split at missing values: what the pass did before it had blocks.
    private func reference(xs: [Double], ys: [Double], mapping: PlotSpaceMapping, columnWidth: Double) -> [[EnvelopeColumn]] {
        let transform = DeviceTransform(mapping)
        var stretches: [[EnvelopeColumn]] = []
        var builder: EnvelopeBuilder?
        let area = mapping.plotArea
        for index in xs.indices {
            let point = transform(xs[index], ys[index])
            guard ys[index].isFinite, point.y.isFinite else {
                if let finished = builder?.finish() { stretches.append(finished) }
                builder = nil
                continue
            }
            if builder == nil {
                builder = EnvelopeBuilder(columnWidth: columnWidth, keptX: (area.minX - area.width)...(area.maxX + area.width))
            }
            builder?.add(point)
        }
        if let finished = builder?.finish() { stretches.append(finished) }
        return stretches
    }

    func testBlocksGatherTheSameColumnsAsEveryRecordAtEveryZoom() {
        for size in [16, 32] { assertBlocksGatherTheSameColumns(blockSize: size, columnWidth: 0.5, missingEvery: 9973) }
    }

    /// Columns of thousands of records (wide columns, few missing values) are read through groups of blocks. The
    /// plot area puts the kept strip's ends (a plot width either side) on column boundaries, as the reference keeps
    /// whole columns there.
    func testGroupsOfBlocksGatherTheSameColumnsAsEveryRecord() {
        let area = Rect(x: 0, y: 10, width: 640, height: 400)
        for width in [8.0, 80.0, 320.0] {
            assertBlocksGatherTheSameColumns(blockSize: 16, columnWidth: width, missingEvery: 150_000, area: area)
        }
        assertBlocksGatherTheSameColumns(blockSize: 32, columnWidth: 80, missingEvery: 150_000, area: area)
    }

    private func assertBlocksGatherTheSameColumns(
        blockSize: Int, columnWidth: Double, missingEvery: Int, area: Rect? = nil
    ) {
        let area = area ?? self.area
        let (xs, ys) = records(200_000, seed: 7, missingEvery: missingEvery)
        for (location, length) in [(0.0, 200_000.0), (40_000.0, 50_000.0), (90_000.0, 3_000.0), (150_000.0, 150.0)] {
            let mapping = PlotSpaceMapping(
                xRange: PlotRange(location: location, length: length), yRange: PlotRange(location: -400, length: 800),
                xScaleType: .linear, yScaleType: .linear, plotArea: area)
            var cache = ScatterRunCache()
            cache.blockSize = blockSize
            let runs = cache.runs(
                xs: xs, ys: ys, count: xs.count, mapping: mapping, columnWidth: columnWidth, margin: area.width,
                rewrites: 0)
            let gathered = runs.map { $0.columns ?? [] }
            let window = xs.indices.filter { xs[$0] >= location - length - 2 && xs[$0] <= location + 2 * length + 2 }
            let expected = reference(
                xs: Array(xs[window.first!...window.last!]), ys: Array(ys[window.first!...window.last!]),
                mapping: mapping, columnWidth: columnWidth)
            let message = "blocks of \(blockSize), columns \(columnWidth) wide, x from \(location), length \(length)"
            XCTAssertEqual(gathered.map(\.count), expected.map(\.count), message)
            for (got, want) in zip(gathered, expected) {
                for (a, b) in zip(got, want) {
                    XCTAssertEqual(
                        [a.index, a.first.x, a.first.y, a.last.x, a.last.y],
                        [b.index, b.first.x, b.first.y, b.last.x, b.last.y], message)
                    XCTAssertEqual(
                        [a.lowest.x, a.lowest.y, a.highest.x, a.highest.y],
                        [b.lowest.x, b.lowest.y, b.highest.x, b.highest.y], message)
                }
            }
        }
    }

    /// A pass over many records is split over two cores; it gathers exactly the stretches and columns of one pass
    /// over the same records taken in a part at a time (appends, each too few records to split), at several zooms.
    func testAPassSplitInTwoGathersWhatOnePassGathers() {
        let (xs, ys) = records(400_000, seed: 11)
        for (location, length) in [(0.0, 400_000.0), (50_000.0, 250_000.0), (100_000.0, 150_000.0)] {
            let mapping = PlotSpaceMapping(
                xRange: PlotRange(location: location, length: length), yRange: PlotRange(location: -400, length: 800),
                xScaleType: .linear, yScaleType: .linear, plotArea: area)
            var split = ScatterRunCache()
            let whole = split.runs(
                xs: xs, ys: ys, count: xs.count, mapping: mapping, columnWidth: 0.25, margin: 4, rewrites: 0)
            var stepwise = ScatterRunCache()
            var parts: [ScatterPlotRun] = []
            for count in stride(from: 100_000, through: xs.count, by: 100_000) {
                parts = stepwise.runs(
                    xs: xs, ys: ys, count: count, mapping: mapping, columnWidth: 0.25, margin: 4, rewrites: 0)
            }
            let message = "x from \(location), length \(length)"
            XCTAssertGreaterThan(whole.count, 10, "\(message): stretches between missing values")
            XCTAssertEqual(whole.map(\.startIndex), parts.map(\.startIndex), message)
            XCTAssertEqual(whole.map(\.endIndex), parts.map(\.endIndex), message)
            XCTAssertEqual(whole.map(\.minX), parts.map(\.minX), message)
            XCTAssertEqual(whole.map(\.maxX), parts.map(\.maxX), message)
            func values(_ run: ScatterPlotRun) -> [Double] {
                (run.columns ?? []).flatMap { column in
                    [column.index] + [column.first, column.last, column.lowest, column.highest].flatMap { [$0.x, $0.y] }
                }
            }
            for (got, want) in zip(whole, parts) {
                XCTAssertEqual(got.columns?.count, want.columns?.count, message)
                XCTAssertEqual(values(got), values(want), message)
            }
        }
    }

    func testAppendedRecordsExtendTheSummaryAndOtherChangesRestartIt() {
        for size in [16, 32] { assertSummary(size: size) }
        XCTAssertEqual(RecordBlocks.size(forSummarizing: 1_000_000), 16)
        XCTAssertEqual(RecordBlocks.size(forSummarizing: 10_000_000), 32, "larger blocks for a long feed")
    }

    private func assertSummary(size: Int) {
        let (xs, ys) = records(1_000, seed: 3)
        var blocks = RecordBlocks(rewrites: 0, size: size)
        blocks.extend(xs: xs, ys: ys, count: 700)
        XCTAssertEqual(blocks.covered, 700 / size * size, "only whole blocks")
        XCTAssertNil(blocks.block(startingAt: 700 / size * size))
        XCTAssertNil(blocks.block(startingAt: size + 1), "blocks start at multiples of the size")
        blocks.extend(xs: xs, ys: ys, count: 1_000)
        XCTAssertEqual(blocks.covered, 1_000 / size * size)
        let block = try? XCTUnwrap(blocks.block(startingAt: 2 * size))
        let slice = (2 * size)..<(3 * size)
        XCTAssertEqual(block?.lowest.index, slice.min { ys[$0] < ys[$1] })
        XCTAssertEqual(block?.highest.index, slice.min { ys[$0] > ys[$1] })
        XCTAssertEqual(block?.lowest.y, slice.map { ys[$0] }.min(), "the extremes carry their values")
        XCTAssertEqual(block?.highest.x, block.map { xs[$0.highest.index] })
        XCTAssertEqual(blocks.block(startingAt: 0)?.isFinite, true)
    }

    /// Groups of 1,024 records, of 4 such groups and so on keep their records' first and last x and extremes, the
    /// first of equals as blocks keep them; a pass asks for the widest that fits, and groups holding a missing value
    /// are never offered.
    func testGroupsSummarizeRunsOfBlocksAndTheWidestThatFitsIsOffered() throws {
        var (xs, ys) = records(140_000, seed: 5, missingEvery: 1_000_000)
        (ys[5_000], ys[70_000]) = (ys[4_999], .nan)  // the one missing value at 70,000
        (ys[280], ys[300]) = (1e6, 1e6)  // a tie across two blocks of a group: the earlier record is its highest
        var blocks = RecordBlocks(rewrites: 0, size: 16)
        blocks.extend(xs: xs, ys: ys, count: 100_000)
        blocks.extend(xs: xs, ys: ys, count: 140_000)
        XCTAssertEqual([0, 1, 2, 3].map { blocks.groupWidth(level: $0) }, [1024, 4096, 16384, 65536])
        for (start, width) in [(0, 1024), (1024, 1024), (4096, 4096), (65536, 1024), (8192, 4096), (16384, 16384)] {
            let group = try XCTUnwrap(blocks.widestGroup(startingAt: start, before: start + width) { _, _ in true })
            let slice = start..<(start + width)
            XCTAssertEqual(group.count, width)
            XCTAssertEqual([group.firstX, group.lastX], [xs[start], xs[start + width - 1]])
            XCTAssertEqual(group.block.lowest.index, slice.min { ys[$0] < ys[$1] }, "group at \(start)")
            XCTAssertEqual(group.block.highest.index, slice.min { ys[$0] > ys[$1] }, "group at \(start)")
            XCTAssertEqual(group.block.highest.y, slice.map { ys[$0] }.max())
            XCTAssertEqual(group.block.lowest.x, xs[group.block.lowest.index])
        }
        XCTAssertEqual(blocks.widestGroup(startingAt: 0, before: 1024) { _, _ in true }?.block.highest.index, 280)
        XCTAssertEqual(blocks.widestGroup(startingAt: 0, before: 140_000) { _, _ in true }?.count, 65536)
        XCTAssertEqual(
            blocks.widestGroup(startingAt: 0, before: 140_000) { first, last in last - first < 10_000 }?.count, 4096,
            "the widest whose x span fits")
        XCTAssertEqual(blocks.widestGroup(startingAt: 1024, before: 140_000) { _, _ in true }?.count, 1024,
            "the widest that starts here")
        XCTAssertEqual(
            blocks.widestGroup(startingAt: 65536, before: 140_000) { _, _ in true }?.count, 4096,
            "not the group of 65,536 over the missing value at 70,000")
        XCTAssertEqual(blocks.widestGroup(startingAt: 68_608, before: 140_000) { _, _ in true }?.count, 1024)
        XCTAssertNil(blocks.widestGroup(startingAt: 69_632, before: 140_000) { _, _ in true }, "nor is its own")
        XCTAssertNil(
            blocks.widestGroup(startingAt: 512, before: 140_000) { _, _ in true }, "groups start at their width")
        XCTAssertNil(blocks.widestGroup(startingAt: 139_264, before: 140_000) { _, _ in true }, "only whole groups")
    }
}
