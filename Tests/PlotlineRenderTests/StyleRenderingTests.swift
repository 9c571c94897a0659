import Foundation
import PlotlineCore
import PlotlineRender
import XCTest

/// Pixel-level checks of what the styles promise: shadows, font fallback for CJK and colour emoji, weights.
final class StyleRenderingTests: XCTestCase {
    private let renderer = CairoGraphRenderer()

    /// A bare graph (no axes) showing one text layer in the middle.
    private func textGraph(_ text: String, style: TextStyle) -> Graph {
        let graph = XYGraph(width: 200, height: 60)
        graph.axisSet = nil
        let note = LayerAnnotation(anchorLayer: graph)
        note.rectAnchor = .center
        note.contentLayer = TextLayer(text: text, style: style)
        graph.addAnnotation(note)
        return graph
    }

    private func raster(_ graph: Graph, scale: Double = 1) throws -> RasterImage {
        try RasterImage(pngData: renderer.render(graph, as: .png, scale: scale).data)
    }

    /// Pixels that are not the white background.
    private func inkCount(_ image: RasterImage) -> Int {
        image.pixels.filter { $0 != 0xFFFF_FFFF }.count
    }

    /// Pixels whose channels differ clearly from each other (colour, not grey).
    private func colouredCount(_ image: RasterImage) -> Int {
        (0..<image.height).reduce(0) { total, y in
            total + (0..<image.width).filter { x in
                let p = image.channels(x: x, y: y)
                return max(p.red, p.green, p.blue) - min(p.red, p.green, p.blue) > 60
            }.count
        }
    }

    func testChineseGlyphsComeFromAFallbackFontNotBoxes() throws {
        let style = TextStyle(fontSize: 24)
        let first = try raster(textGraph("中", style: style))
        let second = try raster(textGraph("丁", style: style))
        XCTAssertGreaterThan(inkCount(first), 40)
        let difference = try XCTUnwrap(first.difference(from: second, threshold: 40))
        XCTAssertGreaterThan(difference.differingPixels, 20, "two different ideographs draw differently (missing glyphs draw the same box)")
    }

    func testEmojiAreDrawnInColour() throws {
        let emoji = try raster(textGraph("🚀✅", style: TextStyle(fontSize: 28)))
        XCTAssertGreaterThan(colouredCount(emoji), 50, "colour emoji font in use")
        let plain = try raster(textGraph("ab", style: TextStyle(fontSize: 28)))
        XCTAssertEqual(colouredCount(plain), 0)
    }

    func testBoldDrawsMoreInkThanLight() throws {
        let light = try raster(textGraph("Weight", style: TextStyle(fontSize: 20, fontWeight: .light)))
        let bold = try raster(textGraph("Weight", style: TextStyle(fontSize: 20, fontWeight: .bold)))
        let italic = try raster(textGraph("Weight", style: TextStyle(fontSize: 20, italic: true)))
        XCTAssertGreaterThan(inkCount(bold), inkCount(light) * 11 / 10)
        XCTAssertNotEqual(italic, try raster(textGraph("Weight", style: TextStyle(fontSize: 20))))
    }

    func testShadowFallsBelowAndRightWithSoftEdges() throws {
        let graph = XYGraph(width: 120, height: 120)
        graph.axisSet = nil
        graph.plotAreaFrame.paddingLeft = 30
        graph.plotAreaFrame.paddingRight = 30
        graph.plotAreaFrame.paddingTop = 30
        graph.plotAreaFrame.paddingBottom = 30
        let area = graph.plotAreaFrame.plotArea
        area.fill = Fill(color: .white)
        area.shadow = Shadow(offset: Size(width: 6, height: -6), blurRadius: 3, color: .black)
        graph.fill = Fill(color: .white)
        let image = try raster(graph, scale: 1)
        // The plot area spans 50…70 (20 + 30 padding) in both directions; the shadow shows beyond its
        // lower-right corner and not beyond its upper-left one.
        let belowRight = image.channels(x: 73, y: 73)
        let aboveLeft = image.channels(x: 46, y: 46)
        XCTAssertLessThan(belowRight.red, 160, "shadow at the lower right")
        XCTAssertEqual(aboveLeft.red, 255, "no shadow at the upper left")
        let edge = image.channels(x: 76, y: 63).red
        XCTAssertTrue(edge > 0 && edge < 255, "a blurred edge is partly covered, not hard")
    }

    func testShadowsAppearInSVGAndPDFAsImages() throws {
        let graph = XYGraph(width: 120, height: 120)
        graph.plotAreaFrame.plotArea.fill = Fill(color: .white)
        graph.plotAreaFrame.plotArea.shadow = Shadow(offset: Size(width: 3, height: -3), blurRadius: 4)
        let svg = String(decoding: try renderer.render(graph, as: .svg, scale: 1).data, as: UTF8.self)
        XCTAssertTrue(svg.contains("<image"), "the blurred shadow is embedded as an image")
        let pdf = try renderer.render(graph, as: .pdf, scale: 1)
        XCTAssertTrue(String(decoding: pdf.data.prefix(8), as: UTF8.self).hasPrefix("%PDF"))
    }

    func testRasterImagesRoundTripAndCompare() throws {
        let image = try raster(textGraph("A", style: TextStyle(fontSize: 20)))
        let again = try RasterImage(pngData: image.pngData())
        XCTAssertEqual(again, image)
        let other = try raster(textGraph("B", style: TextStyle(fontSize: 20)))
        let difference = try XCTUnwrap(image.difference(from: other))
        XCTAssertGreaterThan(difference.differingPixels, 0)
        XCTAssertEqual(difference.highlight.width, image.width)
        XCTAssertNil(image.difference(from: RasterImage(width: 1, height: 1, pixels: [0])))
    }
}
