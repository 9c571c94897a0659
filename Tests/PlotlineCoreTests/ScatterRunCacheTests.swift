import PlotlineCore
import XCTest
import PlotlineFeeds

/// A scatter plot keeps the stretches, envelopes and data ranges of its last draws and extends them by appended
/// records: what it draws after appends (and after any other change) is exactly what a fresh plot of the same
/// records draws.
final class ScatterRunCacheTests: XCTestCase {
    private let area = Rect(x: 10, y: 10, width: 400, height: 250)

    /// A dense zig-zag with a gap, so the line has two stretches drawn as envelopes.
    private func feed(_ count: Int) throws -> Feed {
        try Feed(records: (0..<count).map { index -> FeedRecord in
            let wiggle: Double = index % 2 == 0 ? 0.2 : -0.2
            let y: FieldValue = index == 700 ? .missing : .double(sin(Double(index) / 50) + wiggle)
            return ["x": .int(index), "y": y]
        })
    }

    private func boundPlot(_ feed: Feed) throws -> (ScatterPlot, XYPlotSpace) {
        let graph = XYGraph()
        let plot = ScatterPlot(identifier: "s")
        graph.add(plot)
        try plot.bind(.xValues, to: feed, withKeyPath: "arrangedObjects.x")
        try plot.bind(.yValues, to: feed, withKeyPath: "arrangedObjects.y")
        let space = try XCTUnwrap(graph.defaultPlotSpace)
        space.xRange = PlotRange(location: 0, length: 5000)
        space.yRange = PlotRange(location: -1.5, length: 3)
        return (plot, space)
    }

    private func drawing(_ plot: ScatterPlot, _ space: XYPlotSpace, pixelScale: Double? = 2) throws -> [DrawingCommand] {
        try plot.reloadDataIfNeeded()
        let context = RecordingContext(pixelScale: pixelScale)
        plot.draw(in: context, mapping: space.mapping(in: area))
        return context.commands
    }

    private func assertDrawsAsAFreshPlot(_ feed: Feed, _ plot: ScatterPlot, _ space: XYPlotSpace, _ message: String) throws {
        let (fresh, freshSpace) = try boundPlot(feed)
        freshSpace.xRange = space.xRange
        freshSpace.yRange = space.yRange
        for scale in [2.0, nil] as [Double?] {
            XCTAssertEqual(try drawing(plot, space, pixelScale: scale), try drawing(fresh, freshSpace, pixelScale: scale), message)
        }
        for coordinate in [Coordinate.x, .y] {
            XCTAssertEqual(plot.plotRange(for: coordinate), fresh.plotRange(for: coordinate), "\(message): \(coordinate)")
        }
    }

    func testAppendedRecordsExtendWhatWasWorkedOut() throws {
        let feed = try feed(3000)
        let (plot, space) = try boundPlot(feed)
        _ = try drawing(plot, space)
        _ = try drawing(plot, space, pixelScale: nil)
        XCTAssertEqual(plot.plotRange(for: .x), PlotRange(location: 0, length: 2999))
        for index in 3000..<3010 {
            let y: FieldValue = index == 3004 ? .missing : .double(Double(index % 7) / 7)
            try feed.append(["x": .int(index), "y": y])
            try assertDrawsAsAFreshPlot(feed, plot, space, "after appending record \(index)")
        }
        XCTAssertEqual(plot.plotRange(for: .x), PlotRange(location: 0, length: 3009))
    }

    func testAnyOtherChangeStartsAgain() throws {
        let feed = try feed(2000)
        let (plot, space) = try boundPlot(feed)
        _ = try drawing(plot, space)
        try feed.replace(at: 10, with: ["x": 10, "y": 5])
        try assertDrawsAsAFreshPlot(feed, plot, space, "after a replacement")
        try feed.remove(at: 0)
        try assertDrawsAsAFreshPlot(feed, plot, space, "after a removal")
        try feed.insert(["x": -1, "y": 0], at: 0)
        try assertDrawsAsAFreshPlot(feed, plot, space, "after an insertion at the start")
        space.xRange = PlotRange(location: 0, length: 2500)
        try assertDrawsAsAFreshPlot(feed, plot, space, "after a range change")
        try feed.setWindow(500)
        try assertDrawsAsAFreshPlot(feed, plot, space, "after a window")
        XCTAssertEqual(plot.plotRange(for: .x), PlotRange(location: 1500, length: 499))
    }

    /// Zoomed into a small window of an ascending series, a plot converts the records near the window only (those
    /// within the drawing's margin of the plot area, and 32 more at each end); with x out of order it converts them
    /// all.
    func testAZoomedInSeriesConvertsOnlyTheRecordsNearTheWindow() throws {
        let xs = (0..<10_000).map(Double.init)
        let ys = xs.map { sin($0 / 30) }
        let graph = XYGraph()
        let plot = ScatterPlot(identifier: "s", x: xs, y: ys)
        graph.add(plot)
        let space = try XCTUnwrap(graph.defaultPlotSpace)
        space.xRange = PlotRange(location: 5_000, length: 100)
        space.yRange = PlotRange(location: -1.5, length: 3)
        try plot.reloadDataIfNeeded()
        let runs = plot.viewPointRuns(mapping: space.mapping(in: area))
        let converted = runs.map(\.count).reduce(0, +)
        XCTAssertEqual(converted, 167, "4,999 … 5,101 (7.5 points, 1.875 in x, either side) and 32 more at each end")

        let shuffled = ScatterPlot(identifier: "t", x: xs.reversed(), y: ys)
        graph.add(shuffled)
        try shuffled.reloadDataIfNeeded()
        XCTAssertEqual(shuffled.viewPointRuns(mapping: space.mapping(in: area)).map(\.count).reduce(0, +), 10_000)
    }
}
