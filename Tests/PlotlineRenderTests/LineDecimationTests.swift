import Foundation
@testable import PlotlineCore
@testable import PlotlineRender
import XCTest

/// Dense lines are thinned to a few points per pixel column; the picture must stay the same within anti-aliasing.
final class LineDecimationTests: XCTestCase {
    /// A noisy random walk: every pixel column of a 640-point-wide chart at scale 2 holds about 150 points.
    private func denseGraph(points: Int, lineWidth: Double, areaFill: Fill?, thinned: Bool) -> Graph {
        var state: UInt64 = 42
        func random() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53) - 0.5
        }
        var level = 0.0
        let xs = (0..<points).map(Double.init)
        let ys = xs.map { x -> Double in
            level += random() * 0.2
            return level + 0.8 * sin(x / 900) + 0.3 * random()
        }
        let graph = XYGraph(width: 640, height: 400)
        let plot = ScatterPlot(identifier: "dense", x: xs, y: ys)
        plot.dataLineStyle = LineStyle(lineWidth: lineWidth, lineColor: .blue)
        plot.areaFill = areaFill
        plot.thinsDenseLines = thinned
        graph.add(plot)
        graph.defaultPlotSpace?.scaleToFit([plot])
        return graph
    }

    /// A zoomed-in chart strokes only the stretches on screen: 200,000 points shown through a 1% window draw the
    /// same picture as the few thousand records around the window alone.
    func testAZoomedInLineDrawsWhatTheRecordsOnScreenDraw() throws {
        let renderer = CairoGraphRenderer()
        let window = 100_000.0...102_000.0
        let everything = denseGraph(points: 200_000, lineWidth: 1, areaFill: nil, thinned: true)
        guard let plot = everything.allPlots.first as? ScatterPlot else {
            return XCTFail("the dense graph has one scatter plot")
        }
        let xs = plot.xValues
        let ys = plot.yValues
        let around = xs.indices.filter { xs[$0] >= window.lowerBound - 50 && xs[$0] <= window.upperBound + 50 }
        let nearby = ScatterPlot(identifier: "nearby", x: around.map { xs[$0] }, y: around.map { ys[$0] })
        nearby.dataLineStyle = plot.dataLineStyle
        let reference = XYGraph(width: 640, height: 400)
        reference.add(nearby)
        for graph in [everything, reference] {
            graph.defaultPlotSpace?.xRange = PlotRange(from: window.lowerBound, to: window.upperBound)
            graph.defaultPlotSpace?.yRange = everything.defaultPlotSpace?.yRange ?? PlotRange(from: -1, to: 1)
        }
        let zoomed = try renderer.renderPixels(everything, scale: 2)
        let expected = try renderer.renderPixels(reference, scale: 2)
        let any = PixelDifference(zoomed.bytes, expected.bytes, channels: 3, tolerance: 0)
        XCTAssertEqual(any.count, 0, "largest difference \(any.largest)")
    }

    /// A chart zoomed into part of an ascending series converts only the records near the plot area, and draws
    /// exactly the picture that converting every record draws: a dense envelope with and without an area fill,
    /// a thick zig-zag whose miter joins poke far past its points, with symbols, and the stepped, histogram and
    /// curved shapes. A natural spline bends under every record of its run: solved over fewer of them, its points
    /// round differently in their last bits, which moves the anti-aliasing of a few pixels by a level or two.
    func testAZoomedChartDrawsWhatAllItsRecordsDraw() throws {
        typealias Zoomed = (graph: Graph, plot: ScatterPlot, window: ClosedRange<Double>)
        let renderer = CairoGraphRenderer()
        let dense = { (areaFill: Fill?, lineWidth: Double) -> Zoomed in
            let graph = self.denseGraph(points: 200_000, lineWidth: lineWidth, areaFill: areaFill, thinned: true)
            return (graph, graph.allPlots.first as? ScatterPlot ?? ScatterPlot(identifier: "none"), 60_000...120_000)
        }
        let sparse = { (shape: ScatterPlotInterpolation, symbol: PlotSymbol?) -> Zoomed in
            let xs = (0..<2_000).map { Double($0) * 10 }
            let ys = xs.map { sin($0 / 37) + ($0 / 10).truncatingRemainder(dividingBy: 2) }
            let plot = ScatterPlot(identifier: "sparse", x: xs, y: ys)
            plot.dataLineStyle = LineStyle(lineWidth: 6, lineColor: .blue, lineJoin: .miter, miterLimit: 10)
            plot.interpolation = shape
            plot.plotSymbol = symbol
            let graph = XYGraph(width: 640, height: 400)
            graph.add(plot)
            graph.defaultPlotSpace?.yRange = PlotRange(from: -1.5, to: 2.5)
            return (graph, plot, 7_003...7_997)
        }
        // A thick flat line with a spike just past the right edge: the spike's stroke reaches into the plot area.
        let spike = { () -> Zoomed in
            let xs = (0..<200_000).map(Double.init)
            let plot = ScatterPlot(identifier: "spike", x: xs, y: xs.map { (120_040...120_150).contains($0) ? 1 : 0 })
            plot.dataLineStyle = LineStyle(lineWidth: 8, lineColor: .blue)
            let graph = XYGraph(width: 640, height: 400)
            graph.add(plot)
            graph.defaultPlotSpace?.yRange = PlotRange(from: -0.5, to: 1.5)
            return (graph, plot, 60_000...120_000)
        }
        let ring = PlotSymbol(symbolType: .ellipse, size: Size(width: 9, height: 9), lineStyle: LineStyle(lineWidth: 2))
        let cases: [(String, Int, () -> Zoomed)] = [
            ("a dense envelope", 0, { dense(nil, 1) }),
            ("a dense envelope over an area fill", 0, { dense(Fill(color: .green), 3) }),
            ("a thick dense line with a spike past the edge", 0, spike),
            ("a thick zig-zag with miter joins and symbols", 0, { sparse(.linear, ring) }),
            ("steps", 0, { sparse(.stepped, nil) }),
            ("a histogram", 0, { sparse(.histogram, nil) }),
            ("a natural spline", 2, { sparse(.curved, nil) }),
        ]
        for (name, tolerance, make) in cases {
            var pictures: [[UInt8]] = []
            var converted: [Int] = []
            for windows in [true, false] {
                let (graph, plot, window) = make()
                plot.runCache.windowsRecords = windows
                graph.defaultPlotSpace?.xRange = PlotRange(from: window.lowerBound, to: window.upperBound)
                graph.axisSet = nil
                pictures.append(try renderer.renderPixels(graph, scale: 2).bytes)
                let mapping = graph.defaultPlotSpace?.mapping(in: Rect(x: 0, y: 0, width: 640, height: 400))
                converted.append(mapping.map { plot.lazyRuns(mapping: $0).map(\.count).reduce(0, +) } ?? 0)
            }
            let any = PixelDifference(pictures[0], pictures[1], channels: 3, tolerance: tolerance)
            XCTAssertEqual(any.count, 0, "\(name): largest difference \(any.largest)")
            XCTAssertLessThan(converted[0], converted[1] / 2, "\(name): the window converts the records near it only")
        }
    }

    /// A reversed x axis (a range of negative length) draws a dense line as its envelope too: exactly the picture of
    /// the mirrored records (x negated, in reverse order) on a forward axis, whose device points are the same line
    /// drawn the other way. (Before, a descending device x built no envelope: cairo stroked every visible segment.)
    func testAReversedXAxisDrawsTheEnvelopeOfTheSameLine() throws {
        let graph = denseGraph(points: 200_000, lineWidth: 1, areaFill: nil, thinned: true)
        guard let plot = graph.allPlots.first as? ScatterPlot, let yRange = graph.defaultPlotSpace?.yRange else {
            return XCTFail("the dense graph has one scatter plot")
        }
        let last = plot.xValues.last ?? 0
        let mirrored = ScatterPlot(
            identifier: "mirrored", x: plot.xValues.reversed().map { -$0 }, y: Array(plot.yValues.reversed()))
        mirrored.dataLineStyle = plot.dataLineStyle
        let forward = XYGraph(width: 640, height: 400)
        forward.add(mirrored)
        graph.defaultPlotSpace?.xRange = PlotRange(location: last, length: -last)
        forward.defaultPlotSpace?.xRange = PlotRange(location: -last, length: last)
        for shown in [graph, forward] {
            shown.defaultPlotSpace?.yRange = yRange
            shown.axisSet = nil
        }
        let renderer = CairoGraphRenderer()
        let reversed = try renderer.renderPixels(graph, scale: 2)
        let expected = try renderer.renderPixels(forward, scale: 2)
        let any = PixelDifference(reversed.bytes, expected.bytes, channels: 3, tolerance: 0)
        XCTAssertEqual(any.count, 0, "largest difference \(any.largest)")
        guard let space = graph.defaultPlotSpace else { return XCTFail("the graph has a plot space") }
        let mapping = space.mapping(in: Rect(x: 0, y: 0, width: 640, height: 400))
        let runs = plot.lazyRuns(mapping: mapping, envelopeColumnWidth: 0.125)
        XCTAssertEqual(runs.count, 1)
        // Eight columns to a point at scale 2, and one more for the last record, on the plot area's right edge.
        XCTAssertEqual(
            runs.first?.columns?.count ?? 0, 640 * 8 + 1, "the reversed line is gathered in envelope columns")
        let indices = runs.first?.columns?.map(\.index) ?? []
        XCTAssertEqual(indices, indices.sorted(), "columns come back left to right")
    }

    func testOnlyStretchesThatReachTheBoundsAreKept() {
        let xs: [Double] = [-30, -20, -10, 5, 10, 20, 30, 40, 15, 5, -20, -30]
        let ys = Array(repeating: 0.0, count: xs.count)
        let run = ScatterPlotRun(
            xs: xs, ys: ys,
            transform: DeviceTransform(PlotSpaceMapping(
                xRange: PlotRange(from: 0, to: 100), yRange: PlotRange(from: -1, to: 1), xScaleType: .linear,
                yScaleType: .linear, plotArea: Rect(x: 0, y: -1, width: 100, height: 2))),
            startIndex: 0, endIndex: xs.count, minX: -30, maxX: 40, columns: nil)
        let bounds = Rect(x: 0, y: -1, width: 20, height: 2)
        XCTAssertEqual(ScatterPlotRun.visibleStretches(of: run, within: bounds), [2..<7, 7..<11],
                       "from the point before the line enters to the point after it leaves, each time")
        let inside = Rect(x: -40, y: -1, width: 100, height: 2)
        XCTAssertEqual(ScatterPlotRun.visibleStretches(of: run, within: inside), [0..<12])
    }

    /// Draws the dense graph whole (cairo stroking every segment) and thinned, and checks that only anti-aliasing
    /// differs.
    private func assertThinningKeepsThePicture(
        points: Int, lineWidth: Double, areaFill: Fill?, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let renderer = CairoGraphRenderer()
        let full = try renderer.renderPixels(
            denseGraph(points: points, lineWidth: lineWidth, areaFill: areaFill, thinned: false), scale: 2)
        let thinned = try renderer.renderPixels(
            denseGraph(points: points, lineWidth: lineWidth, areaFill: areaFill, thinned: true), scale: 2)
        XCTAssertFalse(full.hasAlpha, file: file, line: line)
        XCTAssertEqual(full.bytes.count, thinned.bytes.count, file: file, line: line)
        let total = full.width * full.height
        let strong = PixelDifference(full.bytes, thinned.bytes, channels: 3, tolerance: 64)
        let any = PixelDifference(full.bytes, thinned.bytes, channels: 3, tolerance: 8)
        print("\(points) points, line \(lineWidth), fill \(areaFill != nil): \(any.count) of \(total) pixels differ by "
            + "more than 8, \(strong.count) by more than 64; largest difference \(strong.largest)")
        XCTAssertLessThan(Double(any.count) / Double(total), 0.02, "edge pixels only", file: file, line: line)
        XCTAssertLessThan(
            Double(strong.count) / Double(total), 0.0001, "hardly any pixel differs by a quarter", file: file, line: line)
        XCTAssertLessThan(strong.largest, 128, "no pixel changes by more than half its coverage", file: file, line: line)
    }

    func testThinnedLineDrawsTheSamePicture() throws {
        for (lineWidth, fill) in [(1.0, nil), (2.0, nil), (1.0, Fill(color: Color.blue.withAlphaComponent(0.3)))] {
            try assertThinningKeepsThePicture(points: 200_000, lineWidth: lineWidth, areaFill: fill)
        }
    }

    func testAMillionPointLineDrawsTheSamePictureDecimatedAsWhole() throws {
        // The benchmark's size: a million points, about 800 to each pixel column, thinned to envelope columns and
        // drawn through the coverage mask and the stroke border (in strips, on two cores) against cairo stroking
        // every segment.
        try assertThinningKeepsThePicture(points: 1_000_000, lineWidth: 1, areaFill: nil)
    }

    func testDecimatorKeepsExtremesInOrder() {
        let points = (0..<1000).map { Point(x: Double($0) / 100, y: Double(($0 * 37) % 101)) }
        let thinned = LineDecimator.decimate(points, columnWidth: 1)
        XCTAssertLessThanOrEqual(thinned.count, 4 * 11)
        XCTAssertEqual(thinned.first, points.first)
        XCTAssertEqual(thinned.last, points.last)
        for column in 0..<10 {
            let inColumn = points.filter { Int($0.x) == column }
            let kept = thinned.filter { Int($0.x) == column }
            XCTAssertEqual(kept.map(\.y).min(), inColumn.map(\.y).min(), "column \(column) keeps its lowest point")
            XCTAssertEqual(kept.map(\.y).max(), inColumn.map(\.y).max(), "column \(column) keeps its highest point")
        }
        let indices = thinned.compactMap { point in points.firstIndex(of: point) }
        XCTAssertEqual(indices, indices.sorted(), "points keep their order")
        let sparse = (0..<30).map { Point(x: Double($0), y: Double($0 % 7)) }
        XCTAssertEqual(LineDecimator.decimate(sparse, columnWidth: 1), sparse, "sparse lines stay as they are")
    }

    func testSymbolsAreNeverDropped() {
        let graph = denseGraph(points: 20_000, lineWidth: 1, areaFill: nil, thinned: true)
        guard let plot = graph.allPlots.first as? ScatterPlot else { return XCTFail("no plot") }
        plot.plotSymbol = PlotSymbol(symbolType: .ellipse, size: Size(width: 2, height: 2), fill: Fill(color: .red), lineStyle: nil)
        let context = RecordingContext(pixelScale: 2)
        XCTAssertNoThrow(try graph.render(in: context))
        let filled = context.commands.compactMap { command -> Path? in
            if case .fill(let path, let fill) = command, fill == Fill(color: .red) { return path }
            return nil
        }
        let ellipses = filled.reduce(0) { count, path in
            count + path.elements.filter { if case .move = $0 { return true } else { return false } }.count
        }
        XCTAssertEqual(ellipses, 20_000, "every symbol is drawn")
    }
}
