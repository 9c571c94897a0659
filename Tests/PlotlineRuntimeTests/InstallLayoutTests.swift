import PlotlineRuntime
import XCTest

final class InstallLayoutTests: XCTestCase {
    func testTheLauncherAndTheBinaryNameTheSamePrefix() {
        let layout = InstallLayout(launcherPath: "/home/ada/venv/bin/plotline")
        XCTAssertEqual(layout?.prefix, "/home/ada/venv")
        XCTAssertEqual(layout?.binaryPath, "/home/ada/venv/libexec/plotline/plotline")
        XCTAssertEqual(layout?.jupyterDataDirectory, "/home/ada/venv/share/jupyter")
        XCTAssertEqual(InstallLayout(binaryPath: "/home/ada/venv/libexec/plotline/plotline"), layout)
    }

    func testPathsOutsideTheLayoutHaveNone() {
        XCTAssertNil(InstallLayout(launcherPath: "/work/.build/release/plotline"))
        XCTAssertNil(InstallLayout(binaryPath: "/home/ada/venv/bin/plotline"))
        XCTAssertNil(InstallLayout(launcherPath: "bin/plotline"), "relative paths are not resolved")
    }

    func testTheRootPrefix() {
        XCTAssertEqual(InstallLayout(launcherPath: "/bin/plotline")?.binaryPath, "/libexec/plotline/plotline")
    }
}
