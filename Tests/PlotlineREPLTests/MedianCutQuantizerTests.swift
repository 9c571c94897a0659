import XCTest

@testable import PlotlineREPL

final class MedianCutQuantizerTests: XCTestCase {}

extension MedianCutQuantizerTests {
    func testFewColoursAreKeptExactly() {
        let (palette, indices) = MedianCutQuantizer(maximumColors: 4).quantize([0xFFFFFF: 10, 0x000000: 5, 0xFF0000: 1])
        XCTAssertEqual(Set(palette), [0xFFFFFF, 0x000000, 0xFF0000])
        XCTAssertEqual(indices.count, 3)
        for (color, index) in indices { XCTAssertEqual(palette[index], color) }
    }

    func testBoxesSplitAlongTheWidestChannelUntilThePaletteIsFull() {
        var histogram: [UInt32: Int] = [:]
        for red in 0..<64 { histogram[UInt32(red * 4) << 16] = 1 }
        let (palette, indices) = MedianCutQuantizer(maximumColors: 8).quantize(histogram)
        XCTAssertEqual(palette.count, 8)
        XCTAssertEqual(indices.count, 64)
        let reds = palette.map { Int($0 >> 16) }.sorted()
        for (red, next) in zip(reds, reds.dropFirst()) {
            XCTAssertEqual(next - red, 32, "eight even boxes of a red ramp")
        }
        for (color, index) in indices {
            XCTAssertLessThanOrEqual(abs(Int(color >> 16) - Int(palette[index] >> 16)), 16)
        }
    }
}
