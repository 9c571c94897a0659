import Foundation
import PlotlineCore
import PlotlineRender
import XCTest

/// Renders the sample charts into `.samples/` at the package root, for people to look at, and checks what every
/// sample must be: the right size in every format, a picture rather than a blank page, a continuous line.
final class SampleRenderingTests: XCTestCase {
    private var samplesDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".samples")
    }

    private func save(_ image: RenderedImage, as name: String) throws {
        try FileManager.default.createDirectory(at: samplesDirectory, withIntermediateDirectories: true)
        try Data(image.data).write(to: samplesDirectory.appendingPathComponent(name))
    }

    /// The share of pixels that differ from the top-left one (the background).
    private func drawnShare(of raster: RasterImage) -> Double {
        let background = raster.pixels[0]
        return Double(raster.pixels.filter { $0 != background }.count) / Double(raster.pixels.count)
    }

    func testQuickstartRendersInEveryFormatAtItsSize() throws {
        let renderer = CairoGraphRenderer()
        let graph = QuickstartChart.makeGraph()
        for format in ImageFormat.allCases {
            let image = try renderer.render(graph, as: format, scale: 2)
            try save(image, as: "quickstart.\(format.rawValue)")
            let text = String(decoding: image.data.prefix(4096), as: UTF8.self)
            switch format {
            case .png:
                let raster = try RasterImage(pngData: image.data)
                XCTAssertEqual([raster.width, raster.height], [Int(graph.width * 2), Int(graph.height * 2)])
                XCTAssertGreaterThan(drawnShare(of: raster), 0.05, "the PNG shows a chart, not a blank page")
            case .svg:
                XCTAssertTrue(text.contains("<svg") && text.contains("viewBox=\"0 0 \(Int(graph.width)) \(Int(graph.height))\""),
                              "an SVG document of the graph's size in points")
            case .pdf:
                XCTAssertTrue(text.hasPrefix("%PDF-"), "a PDF document")
                XCTAssertTrue(String(decoding: image.data, as: UTF8.self).contains("/Type /Page"), "with a page")
            }
        }
        let oneX = try renderer.render(graph, as: .png, scale: 1)
        try save(oneX, as: "quickstart@1x.png")
        let raster = try RasterImage(pngData: oneX.data)
        XCTAssertEqual([raster.width, raster.height], [Int(graph.width), Int(graph.height)])
    }

    func testALargeSeriesDrawsOneContinuousLine() throws {
        let graph = XYGraph()
        let xs = (0..<200_000).map { Double($0) / 1000 }
        let plot = ScatterPlot(identifier: "large", x: xs, y: xs.map { sin($0) + 0.1 * sin($0 * 37) })
        plot.dataLineStyle = LineStyle(lineWidth: 1, lineColor: .blue)
        graph.add(plot)
        graph.defaultPlotSpace?.scaleToFit([plot])
        let image = try CairoGraphRenderer().render(graph, as: .png, scale: 2)
        try save(image, as: "large.png")
        let raster = try RasterImage(pngData: image.data)
        let lineColumns = (0..<raster.width).filter { x in
            (0..<raster.height).contains { y in isBlueish(raster.channels(x: x, y: y)) }
        }
        let first = try XCTUnwrap(lineColumns.first, "the line is drawn")
        let last = try XCTUnwrap(lineColumns.last)
        XCTAssertEqual(lineColumns.count, last - first + 1, "200,000 points thinned per column leave no gap")
        XCTAssertGreaterThan(Double(last - first), Double(raster.width) * 0.6, "the line spans the plot area")
    }

    /// The plot's blue (31, 119, 180), or a blend of it with the white background at a line's edge.
    private func isBlueish(_ pixel: (alpha: UInt8, red: UInt8, green: UInt8, blue: UInt8)) -> Bool {
        Int(pixel.blue) - Int(pixel.red) > 40 && pixel.blue > 120
    }

    func testEveryGalleryChartRendersAPicture() throws {
        let renderer = CairoGraphRenderer()
        for (name, graph) in GalleryCharts.all() {
            let image = try renderer.render(graph, as: .png, scale: 2)
            try save(image, as: "\(name).png")
            let raster = try RasterImage(pngData: image.data)
            XCTAssertEqual([raster.width, raster.height], [Int(graph.width * 2), Int(graph.height * 2)], name)
            XCTAssertGreaterThan(drawnShare(of: raster), 0.02, "\(name) shows a chart")
        }
    }
}
