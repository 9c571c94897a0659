import CZlib
import PlotlineCore
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
        XCTAssertEqual(decoded.frames.map(\.delayMilliseconds).reduce(0, +), 31 * 33, "each frame a 30th of a second, merged ones added up")
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

/// An APNG read back chunk by chunk: its default image, and each frame's rectangle and pixels (RGBA).
private struct APNGFile {
    struct Frame {
        var rectangle: [Int]
        var delayMilliseconds: Int
        var data: [UInt8] = []
    }

    var width = 0
    var height = 0
    var hasAlpha = false
    var declaredFrameCount = 0
    var defaultImage: [UInt8] = []
    var frames: [Frame] = []
    var sequenceNumbers: [Int] = []

    init(_ bytes: [UInt8]) throws {
        var offset = 8
        var idat: [UInt8] = []
        while offset + 8 <= bytes.count {
            let length = APNGFile.number(bytes, offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            switch type {
            case "IHDR":
                width = APNGFile.number(body, 0)
                height = APNGFile.number(body, 4)
                hasAlpha = body[9] == 6
            case "acTL": declaredFrameCount = APNGFile.number(body, 0)
            case "IDAT": idat += body
            case "fcTL":
                sequenceNumbers.append(APNGFile.number(body, 0))
                let delay = Int(body[20]) << 8 | Int(body[21])
                XCTAssertEqual(Int(body[22]) << 8 | Int(body[23]), 1000, "delays are in milliseconds")
                frames.append(Frame(rectangle: [12, 16, 4, 8].map { APNGFile.number(body, $0) }, delayMilliseconds: delay))
            case "fdAT":
                sequenceNumbers.append(APNGFile.number(body, 0))
                frames[frames.count - 1].data += body.dropFirst(4)
            default: break
            }
            offset += 12 + length
        }
        defaultImage = try APNGFile.pixels(idat, width: width, height: height, hasAlpha: hasAlpha)
    }

    /// Each frame as the whole picture after it is drawn over the one before.
    func composedFrames() throws -> [[UInt8]] {
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        var result: [[UInt8]] = []
        for frame in frames {
            let (x, y, w, h) = (frame.rectangle[0], frame.rectangle[1], frame.rectangle[2], frame.rectangle[3])
            let pixels = try APNGFile.pixels(frame.data, width: w, height: h, hasAlpha: hasAlpha)
            for row in 0..<h {
                let target = ((y + row) * width + x) * 4
                canvas.replaceSubrange(target..<(target + w * 4), with: pixels[(row * w * 4)..<((row + 1) * w * 4)])
            }
            result.append(canvas)
        }
        return result
    }

    /// RGBA pixels of a zlib stream of unfiltered rows.
    private static func pixels(_ stream: [UInt8], width: Int, height: Int, hasAlpha: Bool) throws -> [UInt8] {
        let pixelSize = hasAlpha ? 4 : 3
        var raw = [UInt8](repeating: 0, count: (1 + width * pixelSize) * height)
        var length = uLongf(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { output in
            stream.withUnsafeBufferPointer { input in
                uncompress(output.baseAddress, &length, input.baseAddress, uLong(input.count))
            }
        }
        guard status == Z_OK, Int(length) == raw.count else { throw CocoaError(.coderReadCorrupt) }
        var rgba: [UInt8] = []
        rgba.reserveCapacity(width * height * 4)
        for row in 0..<height {
            let start = row * (1 + width * pixelSize)
            guard raw[start] == 0 else { throw CocoaError(.coderReadCorrupt) }
            for pixel in 0..<width {
                let at = start + 1 + pixel * pixelSize
                rgba += [raw[at], raw[at + 1], raw[at + 2], hasAlpha ? raw[at + 3] : 255]
            }
        }
        return rgba
    }

    private static func number(_ bytes: [UInt8], _ offset: Int) -> Int {
        (0..<4).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
    }
}
