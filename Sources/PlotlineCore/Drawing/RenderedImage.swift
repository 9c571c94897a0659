/// A rendered graph: the encoded bytes plus the sizes a display needs.
public struct RenderedImage: Sendable {
    /// The encoding.
    public let format: ImageFormat
    /// The encoded file contents.
    public let data: [UInt8]
    /// The size in points (CSS pixels), for `metadata["image/png"] = {width, height}`.
    public let pointSize: Size
    /// The bitmap width in pixels (points × scale for PNG; the point width for vector formats).
    public let pixelWidth: Int
    /// The bitmap height in pixels (points × scale for PNG; the point height for vector formats).
    public let pixelHeight: Int

    /// Makes a rendered image.
    public init(format: ImageFormat, data: [UInt8], pointSize: Size, pixelWidth: Int, pixelHeight: Int) {
        self.format = format
        self.data = data
        self.pointSize = pointSize
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }
}
