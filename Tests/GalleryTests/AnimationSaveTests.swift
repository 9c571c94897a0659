import PlotlineCore
import PlotlineRender
import PlotlineScript
import PlotlineTestSupport
import XCTest

/// An animated graph saved during its cell is an animated PNG whose default image is the still the graph shows
/// after the cell; its braille text is the final chart; a later cell saves a still.
final class AnimationSaveTests: XCTestCase {
    func testSaveWritesTheAnimationAndTheCellAfterItAStill() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plotline-animation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let session = Session(types: ModelTypes.all)
        session.context.renderer = CairoGraphRenderer()
        let cell = """
            let g = XYGraph(width: 200, height: 120)
            let bars = BarPlot()
            bars.barTips = [1, 3, 2]
            g.add(bars)
            g.defaultPlotSpace.xRange = PlotRange(location: -0.5, length: 3)
            g.defaultPlotSpace.yRange = PlotRange(location: 0, length: 4)
            g.animate(yAxisDuration: 0.5, easing: .easeOutQuad)
            g.save("\(directory.path)/animated.png")
            """
        guard case .completed = session.run(cell, cellName: "cell [1]", host: RecordingHost()) else { return XCTFail("the cell failed") }
        session.context.finishAnimations()  // what the kernel does after each cell
        guard case .completed = session.run("g.save(\"\(directory.path)/still.png\")", cellName: "cell [2]", host: RecordingHost()) else {
            return XCTFail("the second cell failed")
        }
        let animated = try [UInt8](Data(contentsOf: directory.appendingPathComponent("animated.png")))
        let still = try [UInt8](Data(contentsOf: directory.appendingPathComponent("still.png")))
        XCTAssertTrue(animated.containsChunk("acTL"), "saved during its cell, the graph is an animation")
        XCTAssertFalse(still.containsChunk("acTL"), "a later cell saves a still")
        XCTAssertEqual(try RasterImage(pngData: animated), try RasterImage(pngData: still), "the default image is the still")
    }
}

private extension Array where Element == UInt8 {
    /// True when the PNG has a chunk of this type.
    func containsChunk(_ type: String) -> Bool {
        var offset = 8
        while offset + 8 <= count {
            let length = self[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            if String(decoding: self[(offset + 4)..<(offset + 8)], as: UTF8.self) == type { return true }
            offset += 12 + length
        }
        return false
    }
}
