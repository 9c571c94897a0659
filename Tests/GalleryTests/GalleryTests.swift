import Foundation
import PlotlineCore
import PlotlineRender
import XCTest

/// Renders every `docs/gallery/*.plot` script through a real session with the cairo renderer and compares the
/// chart, as PNG and as SVG rasterised by `rsvg-convert`, with its recorded golden image.
///
/// `RECORD_GOLDENS=1 swift test --filter GalleryTests` records the goldens again (look at every one before
/// committing it); `GALLERY_ONLY=name,name` limits a run to some charts; `GALLERY_OUTPUT=dir` also writes each
/// chart at 1× and 2× into `dir` for people to look at.
final class GalleryTests: XCTestCase {
    private var environment: [String: String] { ProcessInfo.processInfo.environment }

    func testEveryChartMatchesItsGolden() throws {
        let only = environment["GALLERY_ONLY"].map { Set($0.split(separator: ",").map(String.init)) }
        let scripts = try GalleryScript.all().filter { only?.contains($0.name) ?? true }
        XCTAssertFalse(scripts.isEmpty, "no gallery scripts found in \(GalleryPaths.scripts.path)")
        for script in scripts {
            do {
                try check(script)
            } catch {
                XCTFail("\(script.name): \(error)")
            }
        }
    }

    func testEveryGoldenHasAScript() throws {
        let names = Set(try GalleryScript.all().map(\.name))
        let goldens = try FileManager.default.contentsOfDirectory(at: GalleryPaths.goldens, includingPropertiesForKeys: nil)
        for golden in goldens where golden.pathExtension == "png" {
            let name = golden.deletingPathExtension().lastPathComponent
            XCTAssertTrue(names.contains(name), "Goldens/\(name).png has no docs/gallery/\(name).plot")
        }
    }

    func testGalleryNotebookIsInSync() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", GalleryPaths.notebookGenerator.path, "--check"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        process.waitUntilExit()
        let message = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertEqual(
            process.terminationStatus, 0,
            "notebooks/gallery.ipynb is out of date; run python3 docs/gallery/make_notebook.py\n\(message)")
    }

    // MARK: - One chart

    private func check(_ script: GalleryScript) throws {
        let chart = try GalleryRenderer.chart(for: script)
        let graph = chart.graph
        defer { withExtendedLifetime(chart.session) {} }
        let png = try GalleryRenderer.png(of: graph)
        try writePreview(of: graph, named: script.name, png: png.data)
        let goldenURL = GalleryPaths.golden(named: script.name)
        if environment["RECORD_GOLDENS"] == "1" {
            try Data(png.data).write(to: goldenURL)
            return
        }
        guard FileManager.default.fileExists(atPath: goldenURL.path) else {
            let actual = try writeFailure(png.data, named: "\(script.name).png")
            XCTFail("\(script.name): no golden image; look at \(actual.path), then record it with RECORD_GOLDENS=1")
            return
        }
        let golden = try RasterImage(pngData: Array(try Data(contentsOf: goldenURL)))
        try compare(png.image, with: golden, tolerance: .png, label: "\(script.name) PNG", stem: script.name)
        let svg = try GalleryRenderer.svg(of: graph)
        let rasterized = try GalleryRenderer.rasterize(svg: svg, width: graph.width, height: graph.height)
        try compare(rasterized, with: golden, tolerance: .svg, label: "\(script.name) SVG", stem: "\(script.name)-svg")
    }

    private func compare(
        _ actual: RasterImage, with golden: RasterImage, tolerance: GoldenTolerance, label: String, stem: String
    ) throws {
        guard let difference = actual.difference(from: golden, threshold: tolerance.channelThreshold) else {
            print("gallery \(label): size differs")
            let path = try writeFailure(try actual.pngData(), named: "\(stem).png")
            XCTFail("\(label): \(actual.width)×\(actual.height) pixels, but the golden is \(golden.width)×\(golden.height); actual image: \(path.path)")
            return
        }
        print("gallery \(label): \(difference.summary) (threshold \(tolerance.channelThreshold))")
        guard !tolerance.accepts(difference) else { return }
        let path = try writeFailure(try actual.pngData(), named: "\(stem).png")
        let highlight = try writeFailure(try difference.highlight.pngData(), named: "\(stem)-diff.png")
        XCTFail("\(label): \(difference.summary); actual image: \(path.path); differences in red: \(highlight.path)")
    }

    private func writeFailure(_ bytes: [UInt8], named name: String) throws -> URL {
        try FileManager.default.createDirectory(at: GalleryPaths.failures, withIntermediateDirectories: true)
        let url = GalleryPaths.failures.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url
    }

    private func writePreview(of graph: Graph, named name: String, png: [UInt8]) throws {
        guard let directory = environment["GALLERY_OUTPUT"] else { return }
        let url = URL(fileURLWithPath: directory)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data(png).write(to: url.appendingPathComponent("\(name).png"))
        let retina = try CairoGraphRenderer().render(graph, as: .png, scale: 2)
        try Data(retina.data).write(to: url.appendingPathComponent("\(name)@2x.png"))
    }
}

extension GalleryTests {
    func testPrintTextDrawings() throws {
        guard let only = ProcessInfo.processInfo.environment["GALLERY_TEXT"] else { return }
        for script in try GalleryScript.all() where only.split(separator: ",").contains(Substring(script.name)) {
            let chart = try GalleryRenderer.chart(for: script)
            print(chart.graph.textDrawing())
            withExtendedLifetime(chart.session) {}
        }
    }
}
