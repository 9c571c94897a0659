import PlotlineCore
import PlotlineFuzzTargets
@testable import PlotlineRender
import XCTest

/// A graph with a pending animation renders as an animated PNG: its default image is the final frame (what
/// viewers without APNG, PDF converters and stills show), each frame composes from the changed rectangle over the
/// one before, and a frame is the still picture of the graph at that moment.
final class AnimatedPNGTests: XCTestCase {
    private let renderer = CairoGraphRenderer()

    /// Bars on fixed ranges.
    private func barGraph() -> (XYGraph, BarPlot) {
        let graph = XYGraph(width: 320, height: 200)
        let bars = BarPlot()
        bars.setNumbers([0, 1, 2, 3], for: .barLocations)
        bars.setNumbers([3, 5, 2, 6], for: .barTips)
        graph.add(bars)
        graph.defaultPlotSpace?.xRange = PlotRange(location: -0.5, length: 4)
        graph.defaultPlotSpace?.yRange = PlotRange(location: 0, length: 7)
        return (graph, bars)
    }

    private func stillPixels(_ graph: Graph) throws -> [UInt8] {
        let saved = graph.pendingAnimation
        graph.pendingAnimation = nil
        defer { graph.pendingAnimation = saved }
        return try SPNGDecoder.decode(renderer.render(graph, as: .png, scale: 1).data).rgba
    }

    func testTheDefaultImageIsTheFinalStillAndTheFramesComposeToIt() throws {
        let (graph, bars) = barGraph()
        try graph.addAnimation(AnimationPeriod(
            object: bars, keyPath: "barWidth", from: .double(0.1), to: .double(0.8), duration: 1, delay: 0, curve: .cubicInOut))
        XCTAssertEqual(bars.barWidth, 0.8, "the model holds the final value at once")
        let animated = try renderer.render(graph, as: .png, scale: 1)
        let decoded = try APNGFile(animated.data)
        XCTAssertEqual(try SPNGDecoder.decode(animated.data).rgba, try stillPixels(graph), "the default image is the final still")
        XCTAssertEqual(decoded.declaredFrameCount, decoded.frames.count)
        XCTAssertEqual(decoded.frames.count, 31, "1 s at 30 frames a second: 0, 1/30 … 1")
        XCTAssertEqual(decoded.frames.first?.rectangle, [0, 0, decoded.width, decoded.height], "the first frame is whole")
        XCTAssertTrue(decoded.frames.dropFirst().allSatisfy { $0.rectangle[2] < decoded.width }, "later frames are the bars' strips")
        XCTAssertEqual(decoded.sequenceNumbers, Array(0..<(decoded.frames.count * 2)))
        XCTAssertEqual(decoded.frames.map(\.delayNumerator).reduce(0, +), 31 * 33, "each frame a 30th of a second, merged ones added up")
        XCTAssertTrue(decoded.frames.allSatisfy { $0.delayDenominator == 1000 }, "delays are in milliseconds")
        let composed = try decoded.composedFrames()
        XCTAssertEqual(composed.last, decoded.defaultImage, "the last frame is the default image")
        for index in [0, 10, 20] {
            bars.barWidth = 0.1 + 0.7 * AnimationCurve.cubicInOut.value(at: Double(index) / 30)
            XCTAssertEqual(composed[index], try stillPixels(graph), "frame \(index) is the still at its moment")
        }
        XCTAssertEqual(bars.barWidth, 0.1 + 0.7 * AnimationCurve.cubicInOut.value(at: 20.0 / 30), "the test moved it itself")
    }

    func testAWipeIsComposedFromTwoDrawingsAndMatchesDrawnFrames() throws {
        let (graph, _) = barGraph()
        let line = ScatterPlot(identifier: "line")
        let xs = stride(from: -0.5, through: 3.5, by: 0.01).map { $0 }
        line.setNumbers(xs, for: .xValues)
        line.setNumbers(xs.map { 3.5 + 3 * sin($0 * 2) }, for: .yValues)
        graph.add(line)
        try graph.animateGrowth(xDuration: 0.5, yDuration: 0, curve: .linear)
        XCTAssertTrue(graph.animatesByRevealingOnly)
        let decoded = try APNGFile(renderer.render(graph, as: .png, scale: 1).data)
        let composed = try decoded.composedFrames()
        XCTAssertEqual(composed.count, 16)
        XCTAssertEqual(composed.last, decoded.defaultImage)
        // The same frames drawn one by one (the path any other animation takes).
        var drawn: [[UInt8]] = []
        try graph.forEachAnimationFrame { _, _ in
            let pixels = try renderer.renderPixels(graph, scale: 1)
            drawn.append(APNGWriter.repacked(pixels.bytes, hasAlpha: pixels.hasAlpha, as: true))
        }
        XCTAssertEqual(drawn.count, composed.count)
        for index in [0, 5, 10] {
            let difference = PixelDifference(composed[index], drawn[index], channels: 4, tolerance: 2).count
            XCTAssertLessThan(difference, 40, "frame \(index): \(difference) pixels differ")
        }
    }

    func testGrowingAlongYRaisesBarsFromTheirBase() throws {
        let (graph, bars) = barGraph()
        try graph.animateGrowth(xDuration: 0, yDuration: 1, curve: .linear)
        var tallest: [Double] = []
        try graph.forEachAnimationFrame { index, _ in
            if index % 10 == 0 { tallest.append(bars.cachedNumbers(forField: .barTips)?.max() ?? .nan) }
        }
        XCTAssertEqual(tallest, [0, 2, 4, 6])
        XCTAssertEqual(bars.cachedNumbers(forField: .barTips), [3, 5, 2, 6], "the records are put back")
    }
}
