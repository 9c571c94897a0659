import Foundation
import PlotlineFuzzTargets
import XCTest

/// Every input kept in `Tests/Fuzz` (the seed corpus each target starts from, and each input a fuzzer ever failed
/// on, under `Regressions`) runs through its target on every `swift test`: a fixed fault stays fixed.
final class FuzzCorpusTests: XCTestCase {
    private static let fuzzFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz")

    private func inputs(of target: FuzzTarget, in kind: String) throws -> [URL] {
        let folder = Self.fuzzFolder.appendingPathComponent(kind).appendingPathComponent(target.name)
        guard FileManager.default.fileExists(atPath: folder.path) else { return [] }
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    func testEveryTargetHasASeedCorpus() throws {
        for target in FuzzTarget.all {
            XCTAssertFalse(try inputs(of: target, in: "Corpus").isEmpty, "Tests/Fuzz/Corpus/\(target.name) is empty")
        }
    }

    /// A seed reaches past the first check (a target that refused everything would fuzz only its front door);
    /// seeds named `refused-…` are the ones the code under test must refuse.
    func testEachSeedIsReadUnlessItIsNamedRefused() throws {
        for target in FuzzTarget.all {
            for file in try inputs(of: target, in: "Corpus") {
                let refused = file.lastPathComponent.hasPrefix("refused-")
                let accepted = target.run(Array(try Data(contentsOf: file)))
                XCTAssertEqual(accepted, !refused, "\(target.name) \(refused ? "reads" : "refuses") \(file.lastPathComponent)")
            }
        }
    }

    func testTheSeedsAndEveryRegressionRunThroughTheirTargets() throws {
        var count = 0
        for target in FuzzTarget.all {
            for file in try inputs(of: target, in: "Corpus") + inputs(of: target, in: "Regressions") {
                target.run(Array(try Data(contentsOf: file)))
                count += 1
            }
        }
        XCTAssertGreaterThan(count, FuzzTarget.all.count)
    }

    func testEveryRegressionFolderNamesATarget() throws {
        let folder = Self.fuzzFolder.appendingPathComponent("Regressions")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where !name.hasPrefix(".") && name != "README.md" {
            XCTAssertNotNil(FuzzTarget.named(name), "Tests/Fuzz/Regressions/\(name) names no target")
        }
    }
}
