import Foundation
import PlotlineRuntime
import XCTest

final class RuntimeLibraryCheckTests: XCTestCase {
    private let zeroMQ = RuntimeLibrary("libzmq.so.5", "ZeroMQ", package: "libzmq5")
    private let glib = RuntimeLibrary("libglib-2.0.so.0", "GLib", package: "libglib2.0-0")
    private let gobject = RuntimeLibrary("libgobject-2.0.so.0", "GObject", package: "libglib2.0-0")

    /// A loader that finds everything but `missing`, answering as glibc's `dlerror` does.
    private func loader(missing: Set<String>) -> (String) -> String? {
        { soname in
            missing.contains(soname) ? "\(soname): cannot open shared object file: No such file or directory" : nil
        }
    }

    func testAllLoadedMeansNoFailuresAndNothingToInstall() {
        let check = RuntimeLibraryCheck(libraries: [zeroMQ, glib], loadError: loader(missing: []))
        XCTAssertTrue(check.failures.isEmpty)
        XCTAssertNil(check.installCommand)
        XCTAssertEqual(check.doctorChecks.map(\.status), [.passed, .passed])
        XCTAssertEqual(check.doctorChecks.first?.reportLines, ["[ok  ] Library: libzmq.so.5 (ZeroMQ) from libzmq5"])
    }

    func testAMissingLibraryNamesItsDebianPackage() {
        let check = RuntimeLibraryCheck(libraries: [glib, zeroMQ], loadError: loader(missing: ["libzmq.so.5"]))
        XCTAssertEqual(check.failures.map(\.library), [zeroMQ])
        XCTAssertEqual(check.installCommand, "sudo apt-get install libzmq5")
        XCTAssertEqual(check.doctorChecks.last?.reportLines, [
            "[FAIL] Library: libzmq.so.5 (ZeroMQ) is not installed (Debian package libzmq5)",
            "       fix: sudo apt-get install libzmq5",
        ])
    }

    func testTheStartFailureMessageNamesEveryMissingLibraryAndOneCommand() {
        let missing: Set = ["libglib-2.0.so.0", "libgobject-2.0.so.0"]
        let check = RuntimeLibraryCheck(libraries: [glib, gobject, zeroMQ], loadError: loader(missing: missing))
        XCTAssertEqual(check.installCommand, "sudo apt-get install libglib2.0-0", "one package brings both")
        let message = check.startFailureMessage(program: "plotline")
        XCTAssertTrue(message.hasPrefix("plotline: cannot start: libglib-2.0.so.0 (GLib) is not installed"), message)
        XCTAssertTrue(message.contains("plotline: cannot start: libgobject-2.0.so.0 (GObject) is not installed"))
        XCTAssertTrue(message.contains("Install what is missing with: sudo apt-get install libglib2.0-0\n"))
        XCTAssertTrue(message.contains("plotline doctor"))
    }

    func testALibraryWhoseDependencyIsMissingQuotesTheLoader() {
        let error = "libfontconfig.so.1: cannot open shared object file: No such file or directory"
        let check = RuntimeLibraryCheck(libraries: [glib]) { _ in error }
        let report = check.doctorChecks.first
        XCTAssertEqual(report?.finding, "libglib-2.0.so.0 (GLib) cannot be loaded: \(error)")
        XCTAssertTrue(report?.fix?.contains("--reinstall libglib2.0-0") ?? false)
    }

    func testTheRealLoaderFindsTheCLibraryAndNotAnInventedOne() {
        XCTAssertNil(DynamicLoader.loadError(of: "libc.so.6"))
        let error = DynamicLoader.loadError(of: "libplotline-nowhere.so.7")
        XCTAssertTrue(error?.hasPrefix("libplotline-nowhere.so.7:") ?? false, error ?? "loaded")
    }

    func testTheTableNamesEachLibraryOnceWithAPackage() {
        let sonames = RuntimeLibrary.all.map(\.soname)
        XCTAssertEqual(Set(sonames).count, sonames.count)
        XCTAssertTrue(RuntimeLibrary.all.allSatisfy { !$0.package.isEmpty && $0.soname.contains(".so.") })
    }

    func testAProgramInstalledFromTheWheelChecksOnlyWhatTheSystemProvides() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("plotline-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        let layout = InstallLayout(prefix: prefix)
        XCTAssertEqual(RuntimeLibrary.needed(byProgramAt: layout.binaryPath), RuntimeLibrary.all,
                       "without the wheel's libraries beside it, the binary links the system's")
        try FileManager.default.createDirectory(atPath: layout.libraryDirectory, withIntermediateDirectories: true)
        XCTAssertEqual(RuntimeLibrary.needed(byProgramAt: layout.binaryPath), RuntimeLibrary.system)
        XCTAssertEqual(RuntimeLibrary.needed(byProgramAt: layout.launcherPath), RuntimeLibrary.system)
        XCTAssertEqual(RuntimeLibrary.needed(byProgramAt: "/work/.build/release/plotline"), RuntimeLibrary.all)
        XCTAssertEqual(layout.fontconfigFile, prefix + "/share/plotline/fontconfig/fonts.conf")
    }
}
