import Foundation
import PlotlineCore
import PlotlineRuntime
import XCTest

@testable import PlotlineKernel

final class DoctorTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("plotline-doctor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private var environment: [String: String] {
        ["JUPYTER_PATH": directory.appendingPathComponent("share/jupyter").path, "HOME": directory.path]
    }

    private func install(pointingAt program: String) throws {
        try KernelSpecInstaller(executablePath: program).install(to: .prefix(directory.path))
    }
}

extension DoctorTests {
    func testMissingFontsSayWhichPackageToInstall() {
        let checks = Doctor(executablePath: "/bin/true", environment: environment)
            .checkFonts(families: ["DejaVu Sans", "DejaVu Serif"])
        XCTAssertEqual(checks.map(\.status), [.passed, .warning, .warning])
        XCTAssertEqual(checks[1].fix, "sudo apt-get install fonts-noto-cjk")
        let bare = Doctor(executablePath: "/bin/true", environment: environment).checkFonts(families: [])
        XCTAssertEqual(bare.first?.status, .failed, "without the default font text cannot render")
    }

    func testAMissingKernelspecIsAWarningWithTheInstallCommand() {
        let check = Doctor(executablePath: "/bin/true", environment: environment).checkKernelSpec()
        XCTAssertEqual(check.status, .warning)
        XCTAssertTrue(check.fix?.contains("plotline install") ?? false)
    }

    func testAKernelspecStartingThisBinaryPasses() throws {
        try install(pointingAt: "/bin/true")
        let check = Doctor(executablePath: "/bin/true", environment: environment).checkKernelSpec()
        XCTAssertEqual(check.status, .passed, check.finding)
    }

    func testAKernelspecStartingAnotherBuildIsAWarning() throws {
        try install(pointingAt: "/bin/true")
        let check = Doctor(executablePath: "/bin/false", environment: environment).checkKernelSpec()
        XCTAssertEqual(check.status, .warning)
        XCTAssertTrue(check.fix?.contains("/bin/false install --user") ?? false)
    }

    func testAKernelspecStartingNothingRunnableFails() throws {
        try install(pointingAt: directory.appendingPathComponent("gone/plotline").path)
        let check = Doctor(executablePath: "/bin/true", environment: environment).checkKernelSpec()
        XCTAssertEqual(check.status, .failed)
    }

    func testRenderingChecksEveryFormat() {
        let renderer = CountingRenderer()
        let check = Doctor(executablePath: "/bin/true", environment: environment).checkRendering(with: renderer)
        XCTAssertEqual(check.status, .passed)
        XCTAssertEqual(Set(renderer.renders.map(\.format)), Set(ImageFormat.allCases))
    }

    func testAKernelspecNamingAProgramOnPathFindsItThere() throws {
        try install(pointingAt: "true")
        var environment = environment
        environment["PATH"] = "/nowhere:/bin"
        let check = Doctor(executablePath: "/bin/true", environment: environment).checkKernelSpec()
        XCTAssertEqual(check.status, .passed, check.finding)
        environment["PATH"] = "/nowhere"
        XCTAssertEqual(Doctor(executablePath: "/bin/true", environment: environment).checkKernelSpec().status, .failed)
    }

    func testAKernelspecFromTheWheelIsFoundBesideTheLauncherAndStartsIt() throws {
        let prefix = directory.appendingPathComponent("venv")
        let kernelDirectory = prefix.appendingPathComponent("share/jupyter/kernels/plotline")
        try FileManager.default.createDirectory(at: kernelDirectory, withIntermediateDirectories: true)
        let launcher = prefix.appendingPathComponent("bin/plotline")
        let bin = launcher.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: "/bin/true", toPath: launcher.path)
        let argv = #"{"argv": ["{resource_dir}/../../../../bin/plotline", "kernel", "-f", "{connection_file}"]}"#
        try Data(argv.utf8).write(to: kernelDirectory.appendingPathComponent("kernel.json"))
        let check = Doctor(executablePath: launcher.path, environment: ["HOME": directory.path]).checkKernelSpec()
        XCTAssertEqual(check.status, .passed, check.finding)
    }
}
