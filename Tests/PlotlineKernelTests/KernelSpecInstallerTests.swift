import Foundation
import InterchangeFormats
import JupyterKernel
import XCTest

@testable import PlotlineKernel
import PlotlineValues

final class KernelSpecInstallerTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("plotline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    func testInstallWritesKernelJSONNamingTheBinaryByAbsolutePath() throws {
        let installer = KernelSpecInstaller(executablePath: "/opt/plotline/bin/plotline", extraFiles: ["logo-32x32.png": [1, 2]])
        let written = try installer.install(to: .prefix(directory.path))
        XCTAssertEqual(written.path, directory.appendingPathComponent("share/jupyter/kernels/plotline").path)
        let json = try JSONParser.parse(Array(try Data(contentsOf: written.appendingPathComponent("kernel.json"))))
        XCTAssertEqual(json["argv"], ["/opt/plotline/bin/plotline", "kernel", "-f", "{connection_file}"])
        XCTAssertEqual(json["language"], "plotline")
        XCTAssertEqual(try Data(contentsOf: written.appendingPathComponent("logo-32x32.png")), Data([1, 2]))
    }

    func testTheInstalledSpecMatchesTheTemplateInTheRepository() throws {
        let template = RepositoryPaths.url("kernelspec/kernel.json")
        guard case .object(var expected) = try JSONParser.parse(Array(try Data(contentsOf: template))) else {
            return XCTFail("kernelspec/kernel.json is not an object")
        }
        expected["argv"] = [.string("/bin/plotline"), "kernel", "-f", "{connection_file}"]
        guard case .object(let generated) = KernelSpecInstaller(executablePath: "/bin/plotline").kernelJSON() else {
            return XCTFail("kernelJSON is not an object")
        }
        XCTAssertEqual(Set(generated.keys), Set(expected.keys))
        for key in expected.keys {
            XCTAssertEqual(generated[key], expected[key], key)
        }
    }

    func testDestinationsFollowJupytersDirectories() throws {
        let environment = ["HOME": "/home/ada", "VIRTUAL_ENV": "/work/.venv"]
        XCTAssertEqual(try KernelSpecInstaller.dataDirectory(for: .user, environment: environment).path,
                       "/home/ada/.local/share/jupyter")
        XCTAssertEqual(try KernelSpecInstaller.dataDirectory(for: .user, environment: ["JUPYTER_DATA_DIR": "/data"]).path,
                       "/data")
        XCTAssertEqual(try KernelSpecInstaller.dataDirectory(for: .sysPrefix, environment: environment).path,
                       "/work/.venv/share/jupyter")
        XCTAssertThrowsError(try KernelSpecInstaller.dataDirectory(for: .user, environment: [:]))
    }
}
