/// A decoded bitmap: premultiplied ARGB pixels row by row, for comparing rendered charts pixel by pixel
/// (golden images, decimated against full-resolution drawing).
public struct RasterImage: Hashable, Sendable {
    /// The width in pixels.
    public let width: Int
    /// The height in pixels.
    public let height: Int
    /// The pixels as `0xAARRGGBB` words with premultiplied colour, row by row from the top.
    public let pixels: [UInt32]

    /// Makes an image from pixels; the count must be `width × height`.
    public init(width: Int, height: Int, pixels: [UInt32]) {
        precondition(pixels.count == width * height, "a \(width)×\(height) image has \(width * height) pixels")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Decodes PNG bytes with libspng.
    ///
    /// - Throws: `SPNGError` when the bytes are not a PNG libspng can read.
    public init(pngData: [UInt8]) throws {
        let decoded = try SPNGDecoder.decode(pngData)
        var pixels = [UInt32](repeating: 0, count: decoded.width * decoded.height)
        for index in pixels.indices {
            let offset = index * 4
            pixels[index] = RasterImage.premultiplied(
                red: decoded.rgba[offset], green: decoded.rgba[offset + 1], blue: decoded.rgba[offset + 2],
                alpha: decoded.rgba[offset + 3])
        }
        self.init(width: decoded.width, height: decoded.height, pixels: pixels)
    }

    /// The image encoded as PNG (straight RGBA).
    public func pngData() -> [UInt8] {
        var rgba = [UInt8](repeating: 0, count: pixels.count * 4)
        for index in pixels.indices {
            let (alpha, red, green, blue) = channels(x: index % width, y: index / width)
            rgba[index * 4] = RasterImage.unpremultiplied(red, alpha: alpha)
            rgba[index * 4 + 1] = RasterImage.unpremultiplied(green, alpha: alpha)
            rgba[index * 4 + 2] = RasterImage.unpremultiplied(blue, alpha: alpha)
            rgba[index * 4 + 3] = alpha
        }
        return rgba.withUnsafeBufferPointer { buffer in
            PNGWriter.encode(buffer, width: width, height: height, hasAlpha: true)
        }
    }

    /// A straight colour as a premultiplied `0xAARRGGBB` word, rounded as cairo rounds.
    private static func premultiplied(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) -> UInt32 {
        func multiply(_ channel: UInt8) -> UInt32 {
            let product = UInt32(channel) * UInt32(alpha) + 0x80
            return ((product >> 8) + product) >> 8
        }
        return UInt32(alpha) << 24 | multiply(red) << 16 | multiply(green) << 8 | multiply(blue)
    }

    /// A premultiplied channel as a straight one.
    private static func unpremultiplied(_ channel: UInt8, alpha: UInt8) -> UInt8 {
        guard alpha > 0 else { return 0 }
        return UInt8(min(255, (UInt32(channel) * 255 + UInt32(alpha) / 2) / UInt32(alpha)))
    }

    /// The four channels of the pixel at a column and row: alpha, red, green, blue (premultiplied).
    public func channels(x: Int, y: Int) -> (alpha: UInt8, red: UInt8, green: UInt8, blue: UInt8) {
        let word = pixels[y * width + x]
        return (UInt8(word >> 24), UInt8((word >> 16) & 0xFF), UInt8((word >> 8) & 0xFF), UInt8(word & 0xFF))
    }

    /// How this image differs from another of the same size, counting pixels whose largest channel difference
    /// exceeds `threshold`; nil when the sizes differ.
    public func difference(from other: RasterImage, threshold: Int = 0) -> PixelDifference? {
        guard width == other.width, height == other.height else { return nil }
        var differing = 0
        var largest = 0
        var mask = [UInt32](repeating: 0, count: pixels.count)
        for index in pixels.indices {
            let delta = RasterImage.largestChannelDelta(pixels[index], other.pixels[index])
            largest = max(largest, delta)
            if delta > threshold {
                differing += 1
                mask[index] = 0xFFFF_0000
            } else {
                mask[index] = RasterImage.faded(pixels[index])
            }
        }
        return PixelDifference(
            differingPixels: differing, totalPixels: pixels.count, maximumChannelDelta: largest,
            highlight: RasterImage(width: width, height: height, pixels: mask))
    }

    private static func largestChannelDelta(_ first: UInt32, _ second: UInt32) -> Int {
        var largest = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            let a = Int((first >> UInt32(shift)) & 0xFF)
            let b = Int((second >> UInt32(shift)) & 0xFF)
            largest = max(largest, abs(a - b))
        }
        return largest
    }

    /// A pale opaque grey version of a pixel, the background of a difference highlight.
    private static func faded(_ word: UInt32) -> UInt32 {
        let alpha = Double(word >> 24) / 255
        let red = Double((word >> 16) & 0xFF)
        let green = Double((word >> 8) & 0xFF)
        let blue = Double(word & 0xFF)
        let luminance = (0.3 * red + 0.59 * green + 0.11 * blue) + 255 * (1 - alpha)
        let pale = UInt32(min(255, 191 + luminance / 4))
        return 0xFF00_0000 | pale << 16 | pale << 8 | pale
    }
}
