import PlotlineCore
import XCTest

@testable import PlotlineREPL

final class ImageSizingTests: XCTestCase {}

extension ImageSizingTests {
    func testWithoutPixelSizesImagesAreAtMost640PixelsWide() {
        let wide = ImageSizing(pointSize: Size(width: 640, height: 400), preferredScale: 2, terminal: TerminalSize(columns: 80, rows: 24))
        XCTAssertEqual(wide.scale, 1)
        XCTAssertNil(wide.columns)
        let small = ImageSizing(pointSize: Size(width: 200, height: 100), preferredScale: 2, terminal: TerminalSize(columns: 80, rows: 24))
        XCTAssertEqual(small.scale, 2, "a small graph keeps the session's density")
    }

    func testImagesFitTheWindowLessAColumnAndTwoRows() {
        let terminal = TerminalSize(columns: 100, rows: 40, pixelWidth: 1000, pixelHeight: 800)
        let sizing = ImageSizing(pointSize: Size(width: 640, height: 400), preferredScale: 2, terminal: terminal)
        XCTAssertEqual(sizing.scale, 990.0 / 640.0, accuracy: 1e-9)
        XCTAssertEqual(sizing.columns, 99)
        let tall = ImageSizing(pointSize: Size(width: 100, height: 1000), preferredScale: 2, terminal: terminal)
        XCTAssertEqual(tall.scale, 760.0 / 1000.0, accuracy: 1e-9)
        XCTAssertEqual(tall.columns, 8)
    }
}
