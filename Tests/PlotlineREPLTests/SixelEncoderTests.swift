import PlotlineCore
import PlotlineRender
import XCTest

@testable import PlotlineREPL

final class SixelEncoderTests: XCTestCase {
    /// A premultiplied ARGB word.
    private func pixel(_ red: UInt32, _ green: UInt32, _ blue: UInt32, alpha: UInt32 = 255) -> UInt32 {
        alpha << 24 | (red * alpha / 255) << 16 | (green * alpha / 255) << 8 | (blue * alpha / 255)
    }

    private func channels(_ word: UInt32) -> [Int] {
        let alpha = word >> 24
        return [16, 8, 0].map { Int(min(255, ((word >> UInt32($0)) & 0xFF) * 255 / max(1, alpha))) }
    }
}

extension SixelEncoderTests {
    func testAFewColoursComeBackExactlyWithTransparentPixelsLeftUnpainted() throws {
        let width = 7
        let height = 13
        var pixels: [UInt32] = []
        for y in 0..<height {
            for x in 0..<width {
                switch (x + y) % 4 {
                case 0: pixels.append(pixel(255, 255, 255))
                case 1: pixels.append(pixel(0, 128, 255))
                case 2: pixels.append(pixel(200, 30, 30, alpha: 200))
                default: pixels.append(0)
                }
            }
        }
        let image = RasterImage(width: width, height: height, pixels: pixels)
        let sequence = SixelEncoder.encode(image)
        XCTAssertTrue(sequence.hasPrefix("\u{1B}P0;1;0q\"1;1;7;13"), "square pixels, transparent background, the size")
        let decoded = try SixelDecoder(sequence)
        XCTAssertEqual(decoded.width, width)
        XCTAssertEqual(decoded.height, height)
        XCTAssertEqual(decoded.palette.count, 3)
        XCTAssertEqual(decoded.overpainted, 0)
        XCTAssertEqual(decoded.outside, 0)
        for y in 0..<height {
            for x in 0..<width {
                let original = pixels[y * width + x]
                guard let color = decoded.color(x: x, y: y) else {
                    XCTAssertEqual(original >> 24, 0, "only transparent pixels are unpainted (\(x), \(y))")
                    continue
                }
                for (decodedChannel, originalChannel) in zip(color, channels(original)) {
                    XCTAssertLessThanOrEqual(abs(decodedChannel - originalChannel), 3, "pixel (\(x), \(y))")
                }
            }
        }
    }

    func testMoreThan256ColoursAreReducedToAPaletteThatStaysClose() throws {
        let side = 40
        var pixels: [UInt32] = []
        for y in 0..<side {
            for x in 0..<side {
                pixels.append(pixel(UInt32(x * 6), UInt32(y * 6), UInt32((x + y) * 3)))
            }
        }
        let image = RasterImage(width: side, height: side, pixels: pixels)
        let (_, palette) = SixelEncoder.quantized(image)
        XCTAssertEqual(palette.count, SixelEncoder.maximumColors)
        let decoded = try SixelDecoder(SixelEncoder.encode(image))
        XCTAssertEqual(decoded.palette.count, SixelEncoder.maximumColors)
        XCTAssertEqual(decoded.overpainted, 0)
        var totalError = 0
        for y in 0..<side {
            for x in 0..<side {
                guard let color = decoded.color(x: x, y: y) else { return XCTFail("pixel (\(x), \(y)) unpainted") }
                totalError += zip(color, channels(pixels[y * side + x])).map { abs($0 - $1) }.reduce(0, +)
            }
        }
        let meanError = Double(totalError) / Double(side * side * 3)
        XCTAssertLessThan(meanError, 8, "a 1,600-colour gradient in 256 colours is off by a few levels on average")
    }

    func testRunsAreWrittenWithRepeatCounts() {
        let image = RasterImage(width: 100, height: 6, pixels: Array(repeating: pixel(10, 20, 30), count: 600))
        let sequence = SixelEncoder.encode(image)
        XCTAssertTrue(sequence.contains("#0!100~"), sequence)
        XCTAssertFalse(sequence.contains("-"), "one band needs no line feed")
    }

    func testARenderedChartDecodesToItsSize() throws {
        let graph = XYGraph(width: 120, height: 80)
        graph.title = "Sixel"
        graph.add(ScatterPlot(identifier: "p", x: [1, 2, 3], y: [1, 3, 2]))
        let png = try CairoGraphRenderer().render(graph, as: .png, scale: 1).data
        let image = try RasterImage(pngData: png)
        let decoded = try SixelDecoder(SixelEncoder.encode(image))
        XCTAssertEqual(decoded.width, 120)
        XCTAssertEqual(decoded.height, 80)
        XCTAssertLessThanOrEqual(decoded.palette.count, 256)
        let opaque = image.pixels.filter { $0 >> 24 >= 128 }.count
        XCTAssertEqual(decoded.pixels.filter { $0 >= 0 }.count, opaque, "every opaque pixel is painted once")
        XCTAssertEqual(decoded.overpainted, 0)
    }
}
