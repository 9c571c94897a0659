import Foundation
import PlotlineCore
import PlotlineRender
import XCTest
import PlotlineValues

final class CairoGraphRendererTests: XCTestCase {
    private let renderer = CairoGraphRenderer()

    /// The width and height from a PNG's IHDR chunk.
    private func pngSize(_ data: [UInt8]) throws -> (width: Int, height: Int) {
        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "PNG signature")
        XCTAssertEqual(String(decoding: data[12..<16], as: UTF8.self), "IHDR")
        func integer(at offset: Int) -> Int { data[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (integer(at: 16), integer(at: 20))
    }

    func testPNGIsPointsTimesScale() throws {
        let graph = QuickstartChart.makeGraph()
        for scale in [1.0, 2.0, 1.5] {
            let image = try renderer.render(graph, as: .png, scale: scale)
            let size = try pngSize(image.data)
            XCTAssertEqual(size.width, Int(640 * scale))
            XCTAssertEqual(size.height, Int(400 * scale))
            XCTAssertEqual(image.pixelWidth, size.width)
            XCTAssertEqual(image.pixelHeight, size.height)
            XCTAssertEqual(image.pointSize, Size(width: 640, height: 400))
            XCTAssertEqual(image.format, .png)
        }
    }

    func testLayoutIsTheSameAtEveryScaleAndFormat() throws {
        let graph = QuickstartChart.makeGraph()
        var frames: [Rect] = []
        for (format, scale) in [(ImageFormat.png, 1.0), (.png, 2), (.png, 3), (.svg, 1), (.pdf, 1)] {
            _ = try renderer.render(graph, as: format, scale: scale)
            frames.append(graph.plotAreaFrame.plotArea.frame)
        }
        XCTAssertEqual(Set(frames).count, 1, "\(frames)")
    }

    func testBadScalesAreValueErrors() {
        let graph = XYGraph()
        for scale in [0.0, -1, .nan, 100] {
            XCTAssertThrowsError(try renderer.render(graph, as: .png, scale: scale)) { error in
                XCTAssertEqual((error as? ModelError)?.kind, .valueError, "scale \(scale)")
            }
        }
    }

    func testSVGIdentifiersAreUniquePerRenderAndEveryReferenceResolves() throws {
        let graph = QuickstartChart.makeGraph()
        let first = String(decoding: try renderer.render(graph, as: .svg, scale: 2).data, as: UTF8.self)
        let second = String(decoding: try renderer.render(graph, as: .svg, scale: 2).data, as: UTF8.self)
        XCTAssertTrue(first.contains("<svg"))
        XCTAssertTrue(first.contains("width=\"640"), "the document is sized in points")
        let firstIDs = identifiers(in: first)
        let secondIDs = identifiers(in: second)
        XCTAssertFalse(firstIDs.isEmpty, "text glyphs give the document ids")
        XCTAssertTrue(firstIDs.isDisjoint(with: secondIDs), "two renders share ids")
        for document in [first, second] {
            let ids = identifiers(in: document)
            let references = references(in: document)
            XCTAssertFalse(references.isEmpty)
            for reference in references { XCTAssertTrue(ids.contains(reference), "#\(reference) does not resolve") }
        }
    }

    func testPDFHasAHeaderAndOnePage() throws {
        let image = try renderer.render(QuickstartChart.makeGraph(), as: .pdf, scale: 2)
        XCTAssertEqual(String(decoding: image.data.prefix(5), as: UTF8.self), "%PDF-")
        XCTAssertEqual(image.pointSize, Size(width: 640, height: 400))
        let text = String(decoding: image.data, as: UTF8.self)
        XCTAssertTrue(text.contains("/Count 1"))
    }

    func testMeasurementIsStableAndProportional() {
        let style = TextStyle(fontSize: 12)
        let short = renderer.measure("0", style: style)
        let long = renderer.measure("1200", style: style)
        XCTAssertGreaterThan(long.width, short.width * 3)
        XCTAssertGreaterThan(short.height, 12)
        let double = renderer.measure("1200", style: TextStyle(fontSize: 24))
        XCTAssertEqual(double.width, long.width * 2, accuracy: 0.5, "unhinted metrics scale linearly")
        XCTAssertGreaterThan(long.baseline, 0)
        XCTAssertLessThan(long.baseline, long.height)
    }

    func testRenderingDoesNotChangeTheGraph() throws {
        let graph = QuickstartChart.makeGraph()
        let revision = graph.revision
        _ = try renderer.render(graph, as: .png, scale: 2)
        _ = try renderer.render(graph, as: .svg, scale: 2)
        XCTAssertEqual(graph.revision, revision)
    }

    func testSaveWritesEachFormatByExtension() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plotline-save-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let graph = QuickstartChart.makeGraph()
        graph.context.renderer = renderer
        for (name, prefix) in [("chart.png", [UInt8(0x89), 0x50]), ("chart.SVG", Array("<?".utf8)), ("chart.pdf", Array("%P".utf8))] {
            let path = directory.appendingPathComponent(name).path
            try graph.save(path)
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            XCTAssertEqual(Array(data.prefix(2)), prefix, name)
        }
        XCTAssertThrowsError(try graph.save(directory.appendingPathComponent("missing/chart.png").path)) { error in
            XCTAssertEqual((error as? ModelError)?.kind, .ioError)
        }
    }

    func testLabelsInTheRenderedImageFitInsideIt() throws {
        let graph = QuickstartChart.makeGraph()
        let layout = try graph.layout(measurer: renderer)
        for (_, axis) in layout.axes {
            for label in axis.labels { XCTAssertTrue(graph.bounds.contains(label.bounds), label.text) }
            if let title = axis.title { XCTAssertTrue(graph.bounds.contains(title.bounds), title.text) }
        }
    }

    func testHostileValuesRenderOrFailCleanly() throws {
        let graph = XYGraph()
        let plot = ScatterPlot(identifier: "p", x: [0, .nan, .infinity, 1e300, 0.5], y: [1, 2, -.infinity, .nan, 1e308])
        plot.plotSymbol = PlotSymbol(symbolType: .star, size: Size(width: .nan, height: 1e9))
        plot.dataLineStyle = LineStyle(lineWidth: 1e300, lineColor: .blue, dashPattern: [0, -1])
        plot.areaFill = Fill(gradient: Gradient(from: .red, to: .blue, angle: .nan))
        graph.add(plot)
        graph.title = "\u{0}\u{202E}日本語 🎉 \u{FFFF}"
        graph.titleTextStyle = TextStyle(fontName: "No Such Font Bold 99", fontSize: .nan)
        graph.xyAxisSet?.xAxis.labelRotation = .infinity
        graph.defaultPlotSpace?.yRange = PlotRange(location: -1e308, length: .infinity)
        for format in ImageFormat.allCases {
            do {
                _ = try renderer.render(graph, as: format, scale: 2)
            } catch is CairoError {
                // A clean failure is acceptable; a crash is not.
            }
        }
    }

    private func identifiers(in svg: String) -> Set<String> {
        Set(matches(of: "id=\"", in: svg))
    }

    private func references(in svg: String) -> [String] {
        matches(of: "href=\"#", in: svg) + matches(of: "url(#", in: svg, terminator: ")")
    }

    private func matches(of opener: String, in text: String, terminator: Character = "\"") -> [String] {
        var results: [String] = []
        var rest = Substring(text)
        while let range = rest.range(of: opener) {
            rest = rest[range.upperBound...]
            guard let end = rest.firstIndex(of: terminator) else { break }
            results.append(String(rest[..<end]))
            rest = rest[end...]
        }
        return results
    }
}
