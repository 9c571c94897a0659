import Foundation
import PlotlineCore
@testable import PlotlineScript
import XCTest

/// docs/reference.md is the reference generated from the tables `help` reads, and it is up to date.
final class ReferenceDocumentTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    private let markdown = ReferenceDocument(session: Session(types: ModelTypes.all)).markdown

    func testTheCommittedReferenceIsUpToDate() throws {
        let url = Self.root.appendingPathComponent("docs/reference.md")
        let committed = try String(contentsOf: url, encoding: .utf8)
        guard committed != markdown else { return }
        let committedLines = committed.components(separatedBy: "\n")
        let generatedLines = markdown.components(separatedBy: "\n")
        let first = Array(zip(committedLines, generatedLines)).firstIndex { $0 != $1 } ?? min(committedLines.count, generatedLines.count)
        let was = first < committedLines.count ? committedLines[first] : "(end of file)"
        let now = first < generatedLines.count ? generatedLines[first] : "(end of file)"
        XCTFail("""
            docs/reference.md is out of date: run `\(ReferenceDocument.regenerateCommand)` (or `swift run plotline reference -o docs/reference.md`).
            First difference at line \(first + 1):
              committed: \(was)
              generated: \(now)
            """)
    }

    func testEveryTypeFunctionAndSettingHasItsEntry() {
        for descriptor in ModelTypes.all {
            XCTAssertTrue(markdown.contains("### `\(descriptor.name)`"), "no section for \(descriptor.name)")
            for property in descriptor.ownMembers.properties {
                XCTAssertTrue(markdown.contains("| `\(property.name)` |"), "\(descriptor.name).\(property.name) is missing")
            }
        }
        for name in ["sin", "stride", "print", "display", "clearOutput", "help", "zip", "min"] {
            XCTAssertTrue(markdown.contains("- `\(name)("), "the builtin \(name) is missing")
        }
        for setting in ["formats", "scale", "frameRate", "theme", "size"] {
            XCTAssertTrue(markdown.contains("| `session.\(setting)` |"), "session.\(setting) is missing")
        }
        XCTAssertTrue(markdown.contains("### `Date`"))
        XCTAssertTrue(markdown.contains("- `pi: Double = 3.14159"))
    }

    func testEntriesUseTheDocLinesHelpShows() {
        let session = Session(types: ModelTypes.all)
        let help = session.helpText(for: .type(XYAxis.descriptor))
        guard let property = XYAxis.descriptor.ownMembers.properties.first else { return XCTFail("XYAxis has properties") }
        XCTAssertTrue(help.contains(property.doc))
        XCTAssertTrue(markdown.contains(property.doc))
    }

    func testAnchorsFollowGitHubHeadings() {
        XCTAssertEqual(ReferenceDocument.anchor("Language types"), "language-types")
        XCTAssertEqual(ReferenceDocument.anchor("XYGraph"), "xygraph")
    }
}
