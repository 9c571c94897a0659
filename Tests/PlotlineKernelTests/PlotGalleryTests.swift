import Foundation
import PlotlineCore
@testable import PlotlineKernel
@testable import PlotlineRender
import XCTest

/// Renders the plot gallery (`docs/gallery/*.plot`) through `plotline run`'s script runner at scale 1 and compares
/// each chart with `Tests/GalleryTests/Goldens/<name>.png`, the goldens the GalleryTests target (chart-a's branch)
/// compares against too. `RECORD_GOLDENS=1` records them again: look at every image before committing it.
/// A failing chart's image is written to `.build/gallery-failures/`.
///
/// Once the GalleryTests target is merged it renders these scripts as well, and this test can go.
final class PlotGalleryTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    private static let scripts = root.appendingPathComponent("docs/gallery")
    private static let goldens = root.appendingPathComponent("Tests/GalleryTests/Goldens")
    private static let failures = root.appendingPathComponent(".build/gallery-failures")
    /// A pixel differs when a channel differs by more than this.
    private static let channelThreshold = 24
    /// The largest share of differing pixels that passes.
    private static let differingFraction = 0.0005

    func testEveryPlotChartMatchesItsGolden() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.scripts.path)
            .filter { $0.hasSuffix(".plot") }.map { String($0.dropLast(5)) }.sorted()
        XCTAssertFalse(names.isEmpty)
        let record = ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1"
        for name in names {
            let renderer = CairoGraphRenderer()
            RenderService.renderer = renderer
            let source = try String(contentsOf: Self.scripts.appendingPathComponent("\(name).plot"), encoding: .utf8)
            let runner = ScriptRunner(renderer: renderer)
            let outcome = runner.run(source: source, name: "\(name).plot")
            guard let graph = outcome.lastGraph, outcome.error == nil else {
                XCTFail("\(name): \(outcome.error ?? "shows no graph")")
                continue
            }
            let png = try renderer.render(graph, as: .png, scale: 1).data
            let golden = Self.goldens.appendingPathComponent("\(name).png")
            if record {
                try Data(png).write(to: golden)
                continue
            }
            guard let expected = try? Data(contentsOf: golden) else {
                XCTFail("\(name): no golden; look at \(try writeFailure(png, name)) and record it with RECORD_GOLDENS=1")
                continue
            }
            let actual = try SPNGDecoder.decode(png)
            let wanted = try SPNGDecoder.decode(Array(expected))
            guard actual.width == wanted.width, actual.height == wanted.height else {
                XCTFail("\(name): \(actual.width)×\(actual.height), golden \(wanted.width)×\(wanted.height)")
                continue
            }
            var differing = 0
            var largest = 0
            for index in stride(from: 0, to: actual.rgba.count, by: 4) {
                var delta = 0
                for channel in 0..<4 {
                    delta = max(delta, abs(Int(actual.rgba[index + channel]) - Int(wanted.rgba[index + channel])))
                }
                largest = max(largest, delta)
                if delta > Self.channelThreshold { differing += 1 }
            }
            let fraction = Double(differing) / Double(actual.width * actual.height)
            if fraction > Self.differingFraction {
                XCTFail("\(name): \(differing) pixels differ by more than \(Self.channelThreshold) (largest \(largest)); actual image: \(try writeFailure(png, name))")
            }
        }
    }

    private func writeFailure(_ png: [UInt8], _ name: String) throws -> String {
        try FileManager.default.createDirectory(at: Self.failures, withIntermediateDirectories: true)
        let url = Self.failures.appendingPathComponent("\(name).png")
        try Data(png).write(to: url)
        return url.path
    }
}
