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

    func testRenderGallerySamples() throws {
        let renderer = CairoGraphRenderer()
        try FileManager.default.createDirectory(at: samplesDirectory, withIntermediateDirectories: true)
        for (name, graph) in GalleryCharts.all() {
            let image = try renderer.render(graph, as: .png, scale: 2)
            try Data(image.data).write(to: samplesDirectory.appendingPathComponent("\(name).png"))
        }
    }
}
