import Foundation
import PlotlineCore
import PlotlineRender
import XCTest

/// Renders the sample charts into `.samples/` at the package root, for people to look at (not compared).
final class SampleRenderingTests: XCTestCase {
    private var samplesDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent(".samples")
    }

    func testRenderQuickstartSamples() throws {
        let renderer = CairoGraphRenderer()
        try FileManager.default.createDirectory(at: samplesDirectory, withIntermediateDirectories: true)
        let graph = QuickstartChart.makeGraph()
        for format in ImageFormat.allCases {
            let image = try renderer.render(graph, as: format, scale: 2)
            try Data(image.data).write(to: samplesDirectory.appendingPathComponent("quickstart.\(format.rawValue)"))
        }
        let oneX = try renderer.render(graph, as: .png, scale: 1)
        try Data(oneX.data).write(to: samplesDirectory.appendingPathComponent("quickstart@1x.png"))
    }

    func testRenderALargeSeries() throws {
        let graph = XYGraph()
        let xs = (0..<200_000).map { Double($0) / 1000 }
        let plot = ScatterPlot(identifier: "large", x: xs, y: xs.map { sin($0) + 0.1 * sin($0 * 37) })
        plot.dataLineStyle = LineStyle(lineWidth: 1, lineColor: .blue)
        graph.add(plot)
        graph.defaultPlotSpace?.scaleToFit([plot])
        let start = Date()
        let image = try CairoGraphRenderer().render(graph, as: .png, scale: 2)
        print("200k points rendered in \(Date().timeIntervalSince(start)) s, \(image.data.count) bytes")
        try FileManager.default.createDirectory(at: samplesDirectory, withIntermediateDirectories: true)
        try Data(image.data).write(to: samplesDirectory.appendingPathComponent("large.png"))
    }

    func testRenderGallerySamples() throws {
        let renderer = CairoGraphRenderer()
        try FileManager.default.createDirectory(at: samplesDirectory, withIntermediateDirectories: true)
        for (name, graph) in GalleryCharts.all() {
            let image = try renderer.render(graph, as: .png, scale: 2)
            try Data(image.data).write(to: samplesDirectory.appendingPathComponent("\(name).png"))
        }
    }
}
