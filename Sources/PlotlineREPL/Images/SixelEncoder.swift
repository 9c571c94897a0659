import PlotlineRender

/// Encodes a bitmap as DEC sixel graphics: `ESC P 0;1;0 q`, raster attributes `"1;1;W;H` (square pixels),
/// a palette of at most 256 colours (`#i;2;r;g;b` in percent) from median cut, then bands six pixels high in
/// which each colour's pixels are painted in one pass (`#i`, sixel characters with `!n` repeats, `$` back to the
/// band's start, `-` to the next band), and `ESC \`.
///
/// Pixels more than half transparent are left unpainted, so the terminal's background shows through them.
enum SixelEncoder {
    /// The most palette registers used; terminals that speak sixel offer at least 256.
    static let maximumColors = 256

    private static let escape: UInt8 = 0x1B

    /// The sixel escape sequence showing `image`.
    static func encode(_ image: RasterImage) -> String {
        let (indices, palette) = quantized(image)
        var output: [UInt8] = [escape]
        output += Array("P0;1;0q\"1;1;\(image.width);\(image.height)".utf8)
        for (index, color) in palette.enumerated() {
            let percents = [16, 8, 0].map { shift in (Int((color >> UInt32(shift)) & 0xFF) * 100 + 127) / 255 }
            output += Array("#\(index);2;\(percents[0]);\(percents[1]);\(percents[2])".utf8)
        }
        for top in stride(from: 0, to: image.height, by: 6) {
            appendBand(from: top, of: indices, width: image.width, height: image.height, to: &output)
            if top + 6 < image.height { output.append(UInt8(ascii: "-")) }
        }
        output += [escape, UInt8(ascii: "\\")]
        return String(decoding: output, as: UTF8.self)
    }

    /// The palette index of each pixel (-1 for a transparent one) and the palette.
    static func quantized(_ image: RasterImage) -> (indices: [Int16], palette: [UInt32]) {
        var colors = [UInt32?](repeating: nil, count: image.pixels.count)
        var histogram: [UInt32: Int] = [:]
        for (offset, word) in image.pixels.enumerated() {
            guard let color = opaqueColor(of: word) else { continue }
            colors[offset] = color
            histogram[color, default: 0] += 1
        }
        let (palette, lookup) = MedianCutQuantizer(maximumColors: maximumColors).quantize(histogram)
        let indices = colors.map { color in color.flatMap { lookup[$0] }.map(Int16.init) ?? -1 }
        return (indices, palette)
    }

    /// `0xRRGGBB` of a premultiplied `0xAARRGGBB` pixel, or nil when it is more than half transparent.
    private static func opaqueColor(of word: UInt32) -> UInt32? {
        let alpha = word >> 24
        guard alpha >= 128 else { return nil }
        let channels = [16, 8, 0].map { shift in min(255, ((word >> UInt32(shift)) & 0xFF) * 255 / alpha) }
        return channels[0] << 16 | channels[1] << 8 | channels[2]
    }

    /// One band of six rows: one pass per colour present, separated by `$`.
    private static func appendBand(from top: Int, of indices: [Int16], width: Int, height: Int, to output: inout [UInt8]) {
        var rows: [Int16: [UInt8]] = [:]
        for row in top..<min(top + 6, height) {
            let bit = UInt8(1 << (row - top))
            for column in 0..<width {
                let index = indices[row * width + column]
                guard index >= 0 else { continue }
                rows[index, default: [UInt8](repeating: 0, count: width)][column] |= bit
            }
        }
        for (pass, index) in rows.keys.sorted().enumerated() {
            if pass > 0 { output.append(UInt8(ascii: "$")) }
            output += Array("#\(index)".utf8)
            appendRunLengths(of: rows[index] ?? [], to: &output)
        }
    }

    /// Sixel characters (63 + the six bits) with runs of four or more written `!n` and trailing blanks dropped.
    private static func appendRunLengths(of bits: [UInt8], to output: inout [UInt8]) {
        let end = (bits.lastIndex { $0 != 0 } ?? -1) + 1
        var start = 0
        while start < end {
            var next = start + 1
            while next < end, bits[next] == bits[start] { next += 1 }
            let character = 63 + bits[start]
            let run = next - start
            if run >= 4 {
                output += Array("!\(run)".utf8)
                output.append(character)
            } else {
                output += [UInt8](repeating: character, count: run)
            }
            start = next
        }
    }
}
