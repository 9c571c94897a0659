import PlotlineRuntime
import XCTest

final class DoctorCheckTests: XCTestCase {
    func testReportLinesShowTheFixOnlyForProblems() {
        XCTAssertEqual(DoctorCheck("Font", .passed, "found", fix: "nothing").reportLines, ["[ok  ] Font: found"])
        XCTAssertEqual(DoctorCheck("Font", .warning, "missing", fix: "install").reportLines,
                       ["[warn] Font: missing", "       fix: install"])
    }
}
