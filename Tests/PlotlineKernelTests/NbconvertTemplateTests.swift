import Foundation
import XCTest

@testable import PlotlineKernel

final class NbconvertTemplateTests: XCTestCase {
    private let repositoryTemplate = RepositoryPaths.url("share/jupyter/nbconvert/templates/plotline")

    func testTheEmbeddedTemplateIsTheOneInTheRepository() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: repositoryTemplate.path).sorted()
        XCTAssertEqual(names, NbconvertTemplate.files.keys.sorted())
        for name in names {
            let text = try String(contentsOf: repositoryTemplate.appendingPathComponent(name), encoding: .utf8)
            XCTAssertEqual(NbconvertTemplate.files[name], text, "\(name) differs from share/jupyter/nbconvert/templates")
        }
    }

    func testInstallWritesTheTemplateUnderTheDataDirectory() throws {
        let dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("plotline-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dataDirectory) }
        let written = try NbconvertTemplate.install(into: dataDirectory)
        XCTAssertEqual(written.path, dataDirectory.appendingPathComponent("nbconvert/templates/plotline").path)
        let conf = try String(contentsOf: written.appendingPathComponent("conf.json"), encoding: .utf8)
        XCTAssertEqual(conf, NbconvertTemplate.files["conf.json"])
    }
}
