import Foundation
import XCTest

@testable import PlotlineCore

/// A dense line read through its block summary (first, last, lowest and highest record of each block inside one
/// column) gathers exactly the envelope columns and stretches that reading every record gathers.
final class RecordBlocksTests: XCTestCase {
    private let area = Rect(x: 10, y: 10, width: 640, height: 400)

    /// A jagged walk on ascending x (uneven steps from a sine hash) with a few missing values, some blocks spanning
    /// two columns.
    private func records(_ count: Int, seed: Double) -> (xs: [Double], ys: [Double]) {
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
            ys.append(index % 9973 == 5000 ? .nan : y)
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
        for size in [16, 32] { assertBlocksGatherTheSameColumns(blockSize: size) }
    }

    private func assertBlocksGatherTheSameColumns(blockSize: Int) {
        let (xs, ys) = records(200_000, seed: 7)
        for (location, length) in [(0.0, 200_000.0), (40_000.0, 50_000.0), (90_000.0, 3_000.0), (150_000.0, 150.0)] {
            let mapping = PlotSpaceMapping(
                xRange: PlotRange(location: location, length: length), yRange: PlotRange(location: -400, length: 800),
                xScaleType: .linear, yScaleType: .linear, plotArea: area)
            var cache = ScatterRunCache()
            cache.blockSize = blockSize
            let runs = cache.runs(
                xs: xs, ys: ys, count: xs.count, mapping: mapping, columnWidth: 0.5, margin: area.width, rewrites: 0)
            let gathered = runs.map { $0.columns ?? [] }
            let window = xs.indices.filter { xs[$0] >= location - length - 2 && xs[$0] <= location + 2 * length + 2 }
            let expected = reference(
                xs: Array(xs[window.first!...window.last!]), ys: Array(ys[window.first!...window.last!]),
                mapping: mapping, columnWidth: 0.5)
            XCTAssertEqual(gathered.map(\.count), expected.map(\.count), "blocks of \(blockSize), x from \(location), length \(length)")
            for (got, want) in zip(gathered, expected) {
                for (a, b) in zip(got, want) {
                    XCTAssertEqual([a.index, a.first.x, a.first.y, a.last.x, a.last.y], [b.index, b.first.x, b.first.y, b.last.x, b.last.y])
                    XCTAssertEqual([a.lowest.x, a.lowest.y, a.highest.x, a.highest.y], [b.lowest.x, b.lowest.y, b.highest.x, b.highest.y])
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
}
