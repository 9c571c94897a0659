@testable import PlotlineCore
@testable import PlotlineRender
import XCTest

/// PNG output: RGB for opaque charts, straight (un-premultiplied) RGBA for transparent ones.
final class PNGEncodingTests: XCTestCase {
    private func graph(theme: Theme?, fill: Fill) -> Graph {
        let graph = XYGraph(width: 100, height: 80, theme: theme)
        graph.axisSet = nil
        graph.paddingLeft = 0
        graph.paddingRight = 0
        graph.paddingTop = 0
        graph.paddingBottom = 0
        graph.defaultPlotSpace?.xRange = PlotRange(location: 0, length: 1)
        graph.defaultPlotSpace?.yRange = PlotRange(location: 0, length: 1)
        let bars = BarPlot(identifier: "b", locations: [0.5], tips: [0.5])
        bars.barWidth = 1
        bars.fill = fill
        graph.add(bars)
        return graph
    }

    func testOpaqueChartsAreRGB() throws {
        let png = try CairoGraphRenderer().render(graph(theme: .plainWhite, fill: Fill(color: .red)), as: .png, scale: 1)
        XCTAssertEqual(Array(png.data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        XCTAssertEqual(png.data[25], 2, "colour type 2: RGB")
        let decoded = try SPNGDecoder.decode(png.data)
        XCTAssertEqual(decoded.width, 100)
        let center = (60 * 100 + 50) * 4
        XCTAssertEqual(Array(decoded.rgba[center..<(center + 4)]), [214, 39, 40, 255])
    }

    func testTransparentChartsKeepStraightAlpha() throws {
        let half = Fill(color: Color.red.withAlphaComponent(0.5))
        let png = try CairoGraphRenderer().render(graph(theme: nil, fill: half), as: .png, scale: 2)
        XCTAssertEqual(png.data[25], 6, "colour type 6: RGBA")
        let decoded = try SPNGDecoder.decode(png.data)
        XCTAssertEqual(decoded.width, 200)
        let center = (120 * 200 + 100) * 4
        let pixel = decoded.rgba[center..<(center + 4)].map(Int.init)
        XCTAssertEqual(pixel[3], 128, accuracy: 1)
        XCTAssertEqual(pixel[0], 214, accuracy: 2, "un-premultiplied")
        XCTAssertEqual(pixel[1], 39, accuracy: 2)
        XCTAssertEqual(Array(decoded.rgba[0..<4]), [0, 0, 0, 0], "the background stays transparent")
    }
}
