internal import CZlib
import PlotlineValues

/// Writes PNG files: 8-bit RGB or RGBA rows, no interlacing, compressed by `ScanlineDeflater`.
enum PNGWriter {
    /// The PNG bytes of a `width` × `height` image whose rows `fillRow` writes (the row's index, where to write its
    /// packed RGB or RGBA bytes), or nil as soon as `fillRow` returns false (a row it cannot write that way).
    ///
    /// A large image is compressed in two halves at once, on two cores: `fillRow` is then called from two threads
    /// at a time, for different rows, and must only read what it shares.
    ///
    /// `splitAt` is the pixel bytes from which the image is compressed in halves (tests lower it).
    static func encode(
        width: Int, height: Int, hasAlpha: Bool, splitAt: Int = splitBytes,
        fillRow: (Int, UnsafeMutablePointer<UInt8>) -> Bool
    ) -> [UInt8]? {
        precondition(width > 0 && height > 0, "a PNG has at least one pixel")
        let pixelSize = hasAlpha ? 4 : 3
        let imageData: [UInt8]?
        if width * pixelSize * height >= splitAt && height >= 2 {
            imageData = compressInHalves(width: width, height: height, pixelSize: pixelSize, fillRow: fillRow)
        } else {
            let deflater = ScanlineDeflater(pixelCount: width, pixelSize: pixelSize)
            imageData = compress(rows: 0..<height, with: deflater, fillRow: fillRow) ? deflater.finish() : nil
        }
        guard let imageData else { return nil }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(imageData.count + 64)
        var header = bigEndianBytes(UInt32(width)) + bigEndianBytes(UInt32(height))
        // Bit depth 8; colour type 6 (RGBA) or 2 (RGB); deflate; adaptive filtering (each row's filter byte); no
        // interlacing.
        header += [8, hasAlpha ? 6 : 2, 0, 0, 0]
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", imageData, to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    /// Pixel bytes from which an image is compressed in two halves (a 640 × 400 chart has 768,000): below it,
    /// starting a second core costs more than it saves.
    static let splitBytes = 1 << 18

    /// Adds `rows` to `deflater`; false as soon as one cannot be written.
    private static func compress(
        rows: Range<Int>, with deflater: ScanlineDeflater, fillRow: (Int, UnsafeMutablePointer<UInt8>) -> Bool
    ) -> Bool {
        rows.allSatisfy { index in deflater.addRow { fillRow(index, $0) } }
    }

    /// The zlib stream of the rows compressed as two segments at once, one per half: the second half's matches
    /// start afresh (costing a few bytes at its first row), and the checksums of the halves are combined.
    private static func compressInHalves(
        width: Int, height: Int, pixelSize: Int, fillRow: (Int, UnsafeMutablePointer<UInt8>) -> Bool
    ) -> [UInt8]? {
        let middle = height / 2
        let top = ScanlineDeflater(pixelCount: width, pixelSize: pixelSize)
        let bottom = ScanlineDeflater(pixelCount: width, pixelSize: pixelSize, startsStream: false)
        let (first, second) = ForkJoin.run(
            { compress(rows: 0..<middle, with: top, fillRow: fillRow) ? top.finishSegment(isLast: false) : nil },
            { compress(rows: middle..<height, with: bottom, fillRow: fillRow) ? bottom.finishSegment(isLast: true) : nil })
        guard let first, let second else { return nil }
        let bottomLength = (height - middle) * bottom.rowLength
        let adler = UInt32(truncatingIfNeeded: adler32_combine(top.adler, bottom.adler, bottomLength))
        return first + second + bigEndianBytes(adler)
    }

    /// The PNG bytes of packed rows (`width × 3` bytes each for RGB, `width × 4` for RGBA), compressed in halves
    /// from `splitAt` pixel bytes.
    static func encode(
        _ pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int, hasAlpha: Bool, splitAt: Int = splitBytes
    ) -> [UInt8] {
        let rowBytes = width * (hasAlpha ? 4 : 3)
        precondition(pixels.count == rowBytes * height, "\(width)×\(height) pixels take \(rowBytes * height) bytes")
        let png = encode(width: width, height: height, hasAlpha: hasAlpha, splitAt: splitAt) { index, target in
            guard let base = pixels.baseAddress else { return false }
            target.update(from: base + index * rowBytes, count: rowBytes)
            return true
        }
        guard let png else { preconditionFailure("packed rows are always written") }
        return png
    }

    /// Appends a chunk: its length, its type, its data, and the CRC-32 of type and data.
    static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        let typeBytes = Array(type.utf8)
        png += bigEndianBytes(UInt32(data.count))
        png += typeBytes
        png += data
        var crc = typeBytes.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) }
        crc = data.withUnsafeBufferPointer { crc32(crc, $0.baseAddress, UInt32($0.count)) }
        png += bigEndianBytes(UInt32(truncatingIfNeeded: crc))
    }

    /// The four bytes of a value, most significant first, as PNG writes numbers.
    static func bigEndianBytes(_ value: UInt32) -> [UInt8] {
        withUnsafeBytes(of: value.bigEndian) { Array($0) }
    }
}
