import CZlib
@testable import PlotlineRender
import XCTest

/// The PNG writer and its deflater: every image decodes to the pixels written, through libspng and through zlib's
/// own inflate (which checks the Adler-32), whatever its content, size and colour type.
final class PNGWriterTests: XCTestCase {
    /// A deterministic generator, so a failure can be replayed.
    private struct Noise {
        var state: UInt64
        mutating func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
    }

    private func assertRoundTrip(
        width: Int, height: Int, hasAlpha: Bool, _ pixel: (Int, Int, Int) -> UInt8,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let channels = hasAlpha ? 4 : 3
        var bytes = [UInt8](repeating: 0, count: width * height * channels)
        for y in 0..<height {
            for x in 0..<width {
                for channel in 0..<channels { bytes[(y * width + x) * channels + channel] = pixel(x, y, channel) }
            }
        }
        let png = bytes.withUnsafeBufferPointer { PNGWriter.encode($0, width: width, height: height, hasAlpha: hasAlpha) }
        let decoded = try SPNGDecoder.decode(png)
        XCTAssertEqual(decoded.width, width, file: file, line: line)
        XCTAssertEqual(decoded.height, height, file: file, line: line)
        var expected = [UInt8](repeating: 255, count: width * height * 4)
        for index in 0..<(width * height) {
            for channel in 0..<channels { expected[index * 4 + channel] = bytes[index * channels + channel] }
        }
        XCTAssertTrue(decoded.rgba == expected, "the decoded pixels differ from those written", file: file, line: line)
        XCTAssertEqual(inflatedImageData(png), scanlines(bytes, rowBytes: width * channels), file: file, line: line)
    }

    /// The IDAT chunk inflated by zlib, which fails on a wrong checksum.
    private func inflatedImageData(_ png: [UInt8]) -> [UInt8]? {
        let length = Int(png[33]) << 24 | Int(png[34]) << 16 | Int(png[35]) << 8 | Int(png[36])
        guard String(decoding: png[37..<41], as: UTF8.self) == "IDAT" else { return nil }
        let stream = Array(png[41..<(41 + length)])
        var output = [UInt8](repeating: 0, count: 1 << 24)
        var outputLength = uLongf(output.count)
        let status = uncompress(&output, &outputLength, stream, uLong(stream.count))
        guard status == Z_OK else { return nil }
        return Array(output[..<Int(outputLength)])
    }

    private func scanlines(_ bytes: [UInt8], rowBytes: Int) -> [UInt8] {
        stride(from: 0, to: bytes.count, by: rowBytes).flatMap { [0] + bytes[$0..<($0 + rowBytes)] }
    }

    func testNoiseRoundTrips() throws {
        var noise = Noise(state: 1)
        try assertRoundTrip(width: 37, height: 23, hasAlpha: false) { _, _, _ in noise.next() }
        try assertRoundTrip(width: 37, height: 23, hasAlpha: true) { _, _, _ in noise.next() }
    }

    func testManyBlocksRoundTrip() throws {
        var noise = Noise(state: 2)
        // About 300 000 literals: several blocks, each with its own codes.
        try assertRoundTrip(width: 512, height: 200, hasAlpha: false) { _, _, _ in noise.next() }
    }

    func testChartLikeImagesRoundTrip() throws {
        // Flat colour, grid lines, a band, and anti-aliased edges repeating down the rows.
        try assertRoundTrip(width: 300, height: 200, hasAlpha: false) { x, y, channel in
            if x % 50 == 0 || y % 40 == 0 { return 230 }
            if abs(y - 100 - (x % 30)) < 3 { return channel == 2 ? 180 : UInt8(31 + channel * 40) }
            return 255
        }
        try assertRoundTrip(width: 300, height: 200, hasAlpha: true) { x, y, channel in
            channel == 3 ? UInt8((x + y) % 3 == 0 ? 128 : 255) : UInt8((x / 10 + channel) % 256)
        }
    }

    func testLargeImagesCompressedInTwoHalvesRoundTrip() throws {
        // Above `PNGWriter.splitBytes`: two segments joined by a sync flush, one combined Adler-32 (zlib checks it).
        XCTAssertGreaterThanOrEqual(640 * 401 * 3, PNGWriter.splitBytes)
        try assertRoundTrip(width: 640, height: 401, hasAlpha: false) { x, y, channel in
            if x % 64 == 0 || y % 50 == 0 { return 221 }
            return abs(y - 200 - (x % 90)) < 2 ? UInt8(40 * channel) : 255
        }
        var noise = Noise(state: 3)
        try assertRoundTrip(width: 400, height: 300, hasAlpha: true) { _, y, _ in y % 2 == 0 ? noise.next() : 255 }
        // Rows beyond deflate's reach, split too.
        try assertRoundTrip(width: 11_000, height: 9, hasAlpha: false) { x, y, _ in UInt8((x / 7 + y) % 5) }
    }

    func testARowThatCannotBeWrittenInEitherHalfAbandonsTheImage() {
        for refused in [3, 390] {
            let png = PNGWriter.encode(width: 640, height: 400, hasAlpha: false) { row, target in
                target.update(repeating: 255, count: 640 * 3)
                return row != refused
            }
            XCTAssertNil(png, "row \(refused) refused")
        }
    }

    func testTinyAndWideImagesRoundTrip() throws {
        try assertRoundTrip(width: 1, height: 1, hasAlpha: false) { _, _, channel in UInt8(channel * 100) }
        try assertRoundTrip(width: 1, height: 5, hasAlpha: true) { _, y, _ in UInt8(y) }
        // Rows of 33 001 bytes: the row above is out of deflate's 32 KB reach, so only the left pixel is matched.
        try assertRoundTrip(width: 11_000, height: 3, hasAlpha: false) { x, y, _ in UInt8((x / 7 + y) % 5) }
    }

    func testCodesAreCompleteAndWithinTheLimit() {
        // Fibonacci frequencies make a Huffman tree as deep as there are symbols.
        var frequencies: [UInt32] = [1, 1]
        while frequencies.count < 30 { frequencies.append(frequencies[frequencies.count - 1] + frequencies[frequencies.count - 2]) }
        for limit in [7, 15] {
            let code = HuffmanCode(frequencies: frequencies, maximumLength: limit)
            XCTAssertLessThanOrEqual(Int(code.lengths.max() ?? 0), limit)
            XCTAssertFalse(code.lengths.contains(0), "every symbol that occurs has a code")
            let kraft = code.lengths.reduce(0.0) { $0 + pow(2, -Double($1)) }
            XCTAssertEqual(kraft, 1, accuracy: 1e-12, "a complete code")
        }
        let lone = HuffmanCode(frequencies: [0, 0, 5, 0], maximumLength: 7)
        XCTAssertEqual(lone.lengths, [1, 0, 1, 0], "a lone symbol gets a partner, so the code is complete")
    }
}
