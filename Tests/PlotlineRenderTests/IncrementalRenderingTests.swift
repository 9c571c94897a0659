import PlotlineCore
@testable import PlotlineRender
import XCTest
import PlotlineFeeds

/// A graph whose plots only had records appended since its last PNG is brought up to date by repainting the strip
/// those records change; the picture must be the one a full redraw gives.
final class IncrementalRenderingTests: XCTestCase {
    private func record(_ index: Int) -> FeedRecord {
        let x = Double(index)
        return ["x": .double(x), "y": .double(sin(x / 40) * 10 + Double(index % 7))]
    }

    /// A graph of a bound line with symbols, on fixed ranges so that appends do not move them.
    private func liveGraph(records: Int) throws -> (Graph, Feed, ScatterPlot) {
        let feed = try Feed(records: (0..<records).map(record))
        let graph = XYGraph(width: 480, height: 300)
        graph.title = "Live"
        let plot = ScatterPlot(identifier: "line")
        plot.dataLineStyle = LineStyle(lineWidth: 2, lineColor: .blue)
        plot.plotSymbol = PlotSymbol(symbolType: .ellipse, size: Size(width: 7, height: 7), fill: Fill(color: .red))
        try plot.bind(.xValues, to: feed, withKeyPath: "arrangedObjects.x")
        try plot.bind(.yValues, to: feed, withKeyPath: "arrangedObjects.y")
        graph.add(plot)
        graph.defaultPlotSpace?.xRange = PlotRange(location: 0, length: 400)
        graph.defaultPlotSpace?.yRange = PlotRange(location: -15, length: 35)
        return (graph, feed, plot)
    }

    private func pixels(_ image: RenderedImage) throws -> [UInt8] {
        try SPNGDecoder.decode(image.data).rgba
    }

    /// The number of RGBA pixels differing by more than `tolerance` in any channel.
    private func differingPixels(_ first: [UInt8], _ second: [UInt8], tolerance: Int) -> Int {
        PixelDifference(first, second, channels: 4, tolerance: tolerance).count
    }

    func testAppendedRecordsRepaintOnlyTheirStripAndGiveTheFullPicture() throws {
        let renderer = CairoGraphRenderer()
        let (graph, feed, _) = try liveGraph(records: 200)
        _ = try renderer.render(graph, as: .png, scale: 2)
        XCTAssertFalse(renderer.lastPNGWasIncremental, "the first picture is drawn whole")
        for batch in 0..<3 {
            try feed.append(contentsOf: (200 + batch * 5..<205 + batch * 5).map(record))
            let incremental = try pixels(renderer.render(graph, as: .png, scale: 2))
            XCTAssertTrue(renderer.lastPNGWasIncremental, "batch \(batch) repaints a strip")
            let full = try pixels(CairoGraphRenderer().render(graph, as: .png, scale: 2))
            XCTAssertEqual(incremental.count, full.count)
            XCTAssertEqual(differingPixels(incremental, full, tolerance: 2), 0, "batch \(batch): the same picture")
        }
    }

    func testAnythingButAnAppendDrawsThePictureWhole() throws {
        let renderer = CairoGraphRenderer()
        let (graph, feed, plot) = try liveGraph(records: 100)
        _ = try renderer.render(graph, as: .png, scale: 2)
        graph.title = "Changed"
        _ = try renderer.render(graph, as: .png, scale: 2)
        XCTAssertFalse(renderer.lastPNGWasIncremental, "a title change")
        try feed.remove(at: 0)
        _ = try renderer.render(graph, as: .png, scale: 2)
        XCTAssertFalse(renderer.lastPNGWasIncremental, "a removal")
        plot.areaFill = Fill(color: .blue)
        try feed.append(record(100))
        _ = try renderer.render(graph, as: .png, scale: 2)
        XCTAssertFalse(renderer.lastPNGWasIncremental, "an area fill changes under the whole line")
        _ = try renderer.render(graph, as: .png, scale: 1)
        XCTAssertFalse(renderer.lastPNGWasIncremental, "another scale")
    }

    func testAMovedRangeIsSeenWithoutLayingTheGraphOut() throws {
        /// Counts the texts it is asked to measure, measured as the renderer draws them.
        final class CountingMeasurer: TextMeasurer {
            let renderer: CairoGraphRenderer
            var count = 0
            init(_ renderer: CairoGraphRenderer) { self.renderer = renderer }
            func measure(_ text: String, style: TextStyle) -> TextMetrics {
                count += 1
                return renderer.measure(text, style: style)
            }
        }
        let (graph, feed, _) = try liveGraph(records: 100)
        let renderer = CairoGraphRenderer()
        let measurer = CountingMeasurer(renderer)
        _ = try renderer.render(graph, as: .png, scale: 1)
        let drawn = graph.pictureState()
        try feed.append(record(100))
        XCTAssertNotNil(graph.regionChanged(since: drawn, measuredBy: measurer), "an append repaints a strip")
        XCTAssertGreaterThan(measurer.count, 0, "found by laying the graph out")
        measurer.count = 0
        graph.defaultPlotSpace?.xRange = PlotRange(location: 10, length: 400)
        XCTAssertNil(graph.regionChanged(since: drawn, measuredBy: measurer), "a pan draws the picture whole")
        XCTAssertEqual(measurer.count, 0, "known from the ranges alone")
    }

    func testAWholeRedrawOnTheLastBitmapLeavesNothingOfIt() throws {
        // A whole redraw reuses the graph's last bitmap, cleared: nothing of the old picture may show through,
        // even where the new one is transparent.
        let renderer = CairoGraphRenderer()
        let (graph, feed, plot) = try liveGraph(records: 300)
        plot.areaFill = Fill(color: .green)
        _ = try renderer.render(graph, as: .png, scale: 2)
        graph.title = "A title of another length"
        plot.areaFill = nil
        try feed.remove(at: 0)
        graph.fill = nil
        let reused = try renderer.render(graph, as: .png, scale: 2)
        XCTAssertFalse(renderer.lastPNGWasIncremental)
        let fresh = try CairoGraphRenderer().render(graph, as: .png, scale: 2)
        XCTAssertEqual(try pixels(reused), try pixels(fresh))
    }

    func testAnAppendThatMovesAnAutomaticRangeDrawsThePictureWhole() throws {
        let renderer = CairoGraphRenderer()
        let (graph, feed, _) = try liveGraph(records: 100)
        graph.defaultPlotSpace?.xRangeIsAutomatic = true
        _ = try renderer.render(graph, as: .png, scale: 2)
        try feed.append(["x": .double(5_000), "y": .double(0)])
        let picture = try pixels(renderer.render(graph, as: .png, scale: 2))
        XCTAssertFalse(renderer.lastPNGWasIncremental)
        let full = try pixels(CairoGraphRenderer().render(graph, as: .png, scale: 2))
        XCTAssertEqual(differingPixels(picture, full, tolerance: 0), 0)
    }

    func testADenseLineDrawnAsAnEnvelopeRepaintsItsStripAsAFullRedrawWould() throws {
        let renderer = CairoGraphRenderer()
        let feed = try Feed(records: (0..<100_000).map { index in
            ["x": .double(Double(index)), "y": .double(sin(Double(index) / 300) + Double(index % 13) / 20)]
        })
        let graph = XYGraph(width: 640, height: 400)
        let plot = ScatterPlot(identifier: "dense")
        plot.dataLineStyle = LineStyle(lineWidth: 1, lineColor: .blue)
        try plot.bind(.xValues, to: feed, withKeyPath: "arrangedObjects.x")
        try plot.bind(.yValues, to: feed, withKeyPath: "arrangedObjects.y")
        graph.add(plot)
        try feed.append(["x": .double(100_010), "y": .double(0)])  // moves the automatic x range to 0…120,000
        _ = try renderer.render(graph, as: .png, scale: 2)
        try feed.append(contentsOf: (100_011..<100_060).map { index in
            ["x": .double(Double(index)), "y": .double(Double(index % 3) / 4)]
        })
        let incremental = try pixels(renderer.render(graph, as: .png, scale: 2))
        XCTAssertTrue(renderer.lastPNGWasIncremental, "the automatic range (0…120,000) did not move")
        let full = try pixels(CairoGraphRenderer().render(graph, as: .png, scale: 2))
        let total = incremental.count / 4
        let differing = differingPixels(incremental, full, tolerance: 24)
        XCTAssertLessThan(Double(differing) / Double(total), 0.0005, "\(differing) of \(total) pixels differ")
    }
}
