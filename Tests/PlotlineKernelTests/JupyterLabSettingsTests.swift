import Foundation
import XCTest

@testable import PlotlineKernel

final class JupyterLabSettingsTests: XCTestCase {
    private let repositoryFile = RepositoryPaths.url("share/jupyter/lab/settings/overrides.d/plotline-kernel.json")

    func testTheEmbeddedOverridesAreTheWheelsFile() throws {
        let text = try String(contentsOf: repositoryFile, encoding: .utf8)
        XCTAssertEqual(JupyterLabSettings.overrides, text, "differs from share/jupyter/lab/settings/overrides.d")
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: [String: Bool]]
        XCTAssertEqual(object?["@jupyter-widgets/jupyterlab-manager:plugin"]?["saveState"], true)
    }

    func testInstallWritesTheOverridesWhereJupyterLabReadsThem() throws {
        let dataDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("plotline-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dataDirectory) }
        let written = try JupyterLabSettings.install(into: dataDirectory)
        XCTAssertEqual(written.path, dataDirectory.appendingPathComponent("lab/settings/overrides.d/plotline-kernel.json").path)
        XCTAssertEqual(try String(contentsOf: written, encoding: .utf8), JupyterLabSettings.overrides)
    }
}
