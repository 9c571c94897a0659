import Foundation
import PlotlineCore
import PlotlineRender
import PlotlineScript
import XCTest

/// Every ```swift example in README.md and docs/*.md runs in a real session with the cairo renderer, the blocks
/// of one file in order as the cells of one notebook, from a working directory whose `data/` is notebooks/data.
/// A ```swift error block must fail, with the error the ```text block after it shows; a block followed by an
/// image link must draw that picture (`make readme-image`, or RECORD_DOCS_IMAGES=1, records it again).
final class DocumentationExampleTests: XCTestCase {
    /// The package root.
    private static let root = GalleryPaths.root

    /// README.md and every docs/*.md, relative to the root.
    private static func documents() throws -> [String] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
        return ["README.md"] + docs
    }

    private static func examples(in document: String) throws -> [MarkdownExample] {
        let text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
        let directory = (document as NSString).deletingLastPathComponent
        return MarkdownExampleParser.examples(in: text, file: document, directory: directory)
    }

    func testEveryExampleRunsOrFailsAsItSays() throws {
        var count = 0
        for document in try Self.documents() {
            let examples = try Self.examples(in: document)
            count += examples.count
            try DocumentationSandbox.run(examples) { example, outcome in
                check(example, outcome)
            }
        }
        XCTAssertGreaterThan(count, 20, "README.md and docs/*.md should hold examples")
    }

    func testThePicturesBesideExamplesComeFromThem() throws {
        let record = ProcessInfo.processInfo.environment["RECORD_DOCS_IMAGES"] == "1"
        var pictures = 0
        for document in try Self.documents() {
            let examples = try Self.examples(in: document)
            try DocumentationSandbox.run(examples) { example, outcome in
                guard let picture = example.picture, case .completed = outcome.result else { return }
                pictures += 1
                guard let graph = outcome.lastGraph else {
                    return XCTFail("\(example.place): the example before \(picture) shows no graph")
                }
                do {
                    try compare(graph, with: picture, record: record, place: example.place)
                } catch {
                    XCTFail("\(example.place): \(error)")
                }
            }
        }
        XCTAssertGreaterThan(pictures, 0, "README.md's example should be followed by its picture")
    }

    func testTheParserFindsBlocksErrorsAndPictures() {
        let text = """
        Intro
        ```swift
        let a = 1
        ```
        ![chart](images/a.png)

        ```swift error
        b
        ```

        ```text
        error: cannot find 'b' in scope
        ```
        ```sh
        make test
        ```
        """
        let examples = MarkdownExampleParser.examples(in: text, file: "docs/x.md", directory: "docs")
        XCTAssertEqual(examples.count, 2)
        XCTAssertEqual(examples.first?.line, 2)
        XCTAssertEqual(examples.first?.code, "let a = 1")
        XCTAssertEqual(examples.first?.picture, "docs/images/a.png")
        XCTAssertEqual(examples.last?.expectation, .fails(expectedError: "error: cannot find 'b' in scope"))
    }

    // MARK: - Checks

    private func check(_ example: MarkdownExample, _ outcome: DocumentationSandbox.Outcome) {
        switch (example.expectation, outcome.result) {
        case (.runs, .completed):
            return
        case (.runs, .failed(let error)):
            XCTFail("\(example.place): the example fails:\n\(error.rendered)\nMark a deliberate error example ```swift error and show its error in a ```text block after it.")
        case (.fails, .completed):
            XCTFail("\(example.place): the ```swift error example runs without an error")
        case (.fails(let expected), .failed(let error)):
            guard let expected else {
                return XCTFail("\(example.place): show the error in a ```text block right after the ```swift error block")
            }
            let rendered = error.rendered
            for line in Self.significantLines(of: expected) where !rendered.contains(line) {
                XCTFail("\(example.place): the error shown says\n\(line)\nbut the example fails with\n\(rendered)")
            }
        }
    }

    /// The lines of a shown error that must appear in the real one: all but the location line (`--> cell [4], …`),
    /// whose cell name the document chooses, and the gutter lines, trimmed.
    static func significantLines(of expected: String) -> [String] {
        expected.components(separatedBy: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed == "|" || trimmed.hasPrefix("-->") { return nil }
            return trimmed
        }
    }

    private func compare(_ graph: Graph, with picture: String, record: Bool, place: String) throws {
        let url = Self.root.appendingPathComponent(picture)
        let rendered = try CairoGraphRenderer().render(graph, as: .png, scale: 2)
        if record {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(rendered.data).write(to: url)
            return
        }
        guard FileManager.default.fileExists(atPath: url.path) else {
            return XCTFail("\(place): \(picture) is missing; run `make readme-image` and look at it")
        }
        let actual = try RasterImage(pngData: rendered.data)
        let stored = try RasterImage(pngData: Array(try Data(contentsOf: url)))
        let tolerance = GoldenTolerance.png
        guard let difference = actual.difference(from: stored, threshold: tolerance.channelThreshold) else {
            return XCTFail("\(place): the example draws \(actual.width)×\(actual.height) pixels but \(picture) has \(stored.width)×\(stored.height); run `make readme-image`")
        }
        XCTAssertTrue(tolerance.accepts(difference),
                      "\(place): \(picture) is not what the example draws (\(difference.summary)); run `make readme-image` and look at it")
    }
}
