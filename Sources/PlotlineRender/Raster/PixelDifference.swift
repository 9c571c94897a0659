/// How two bitmaps of the same size differ.
public struct PixelDifference: Hashable, Sendable {
    /// The pixels whose largest channel difference exceeds the threshold asked for.
    public let differingPixels: Int
    /// The pixels compared.
    public let totalPixels: Int
    /// The largest difference of any channel of any pixel, 0…255.
    public let maximumChannelDelta: Int
    /// The first image faded to grey with the differing pixels in red, for people to look at.
    public let highlight: RasterImage

    /// The share of differing pixels, 0…1.
    public var differingFraction: Double {
        totalPixels == 0 ? 0 : Double(differingPixels) / Double(totalPixels)
    }

    /// `312 of 256000 pixels (0.12%) differ; largest channel difference 87`.
    public var summary: String {
        let percent = (differingFraction * 10_000).rounded() / 100
        return "\(differingPixels) of \(totalPixels) pixels (\(percent)%) differ; largest channel difference \(maximumChannelDelta)"
    }
}
