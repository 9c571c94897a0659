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

    /// Decodes PNG bytes.
    ///
    /// - Throws: `CairoError` when the bytes are not a PNG cairo can read.
    public init(pngData: [UInt8]) throws {
        let surface = try CairoSurface.image(pngData: pngData)
        let size = surface.pixelSize
        self.init(width: size.width, height: size.height, pixels: try surface.argbPixels())
    }

    /// The image encoded as PNG.
    public func pngData() throws -> [UInt8] {
        try CairoSurface.image(width: width, height: height, argbPixels: pixels).pngData()
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
