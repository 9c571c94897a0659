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
            let path = try writeFailure(actual.pngData(), named: "\(stem).png")
            XCTFail("\(label): \(actual.width)×\(actual.height) pixels, but the golden is \(golden.width)×\(golden.height); actual image: \(path.path)")
            return
        }
        print("gallery \(label): \(difference.summary) (threshold \(tolerance.channelThreshold))")
        guard !tolerance.accepts(difference) else { return }
        let path = try writeFailure(actual.pngData(), named: "\(stem).png")
        let highlight = try writeFailure(difference.highlight.pngData(), named: "\(stem)-diff.png")
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
    /// The console drawing (`text/plain`) of every gallery chart is a chart: a title line when the graph has a
    /// title, rows of equal width framed by the y range's ends, at least one braille dot for every chart with a
    /// visible plot that has data, the x range's ends, and a line naming every visible plot with its points.
    /// `GALLERY_TEXT=name,name` also prints those charts' drawings.
    func testEveryChartsTextDrawingIsAChart() throws {
        let printed = Set((environment["GALLERY_TEXT"] ?? "").split(separator: ",").map(String.init))
        for script in try GalleryScript.all() {
            let chart = try GalleryRenderer.chart(for: script)
            let text = chart.graph.textDrawing()
            if printed.contains(script.name) { print(text) }
            checkTextDrawing(text, of: chart.graph, named: script.name)
            withExtendedLifetime(chart.session) {}
        }
    }

    private func checkTextDrawing(_ text: String, of graph: Graph, named name: String) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let title = graph.title, !title.isEmpty, graph.defaultPlotSpace != nil {
            XCTAssertEqual(lines.first?.trimmingCharacters(in: .whitespaces), title, "\(name): the title comes first")
            lines.removeFirst()
        }
        let visible = graph.allPlots.filter { !$0.hidden }
        let summary = lines.last ?? ""
        for plot in visible {
            XCTAssertTrue(summary.contains("\(plot.displayName) (\(plot.dataCount) points)"), "\(name): \(summary)")
        }
        guard graph.defaultPlotSpace != nil else { return }
        let rows = lines.prefix { $0.contains("┤") || $0.contains("│") }
        XCTAssertGreaterThanOrEqual(rows.count, 4, "\(name): the plot rows")
        let widths = Set(rows.map(\.count))
        XCTAssertEqual(widths.count, 1, "\(name): every row is as wide as the others \(widths)")
        XCTAssertTrue(rows.first?.contains("┤") ?? false, "\(name): the top row carries the y maximum")
        XCTAssertTrue(rows.last?.contains("┤") ?? false, "\(name): the bottom row carries the y minimum")
        let dots = rows.joined().unicodeScalars.filter { (0x2801...0x28FF).contains($0.value) }.count
        if visible.contains(where: { $0.dataCount > 0 }) {
            XCTAssertGreaterThan(dots, 0, "\(name): the plots left no dot on the canvas")
        }
        let axisIndex = rows.count
        XCTAssertTrue(lines.indices.contains(axisIndex) && lines[axisIndex].contains("└"), "\(name): the x axis line")
    }
}
