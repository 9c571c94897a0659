/// How two bitmaps of the same size and layout differ, pixel by pixel.
struct PixelDifference {
    /// The pixels whose largest channel difference exceeds the tolerance.
    let count: Int
    /// The largest channel difference of any pixel.
    let largest: Int

    /// Compares packed pixels of `channels` bytes each (3 for RGB, 4 for RGBA), counting those that differ by more
    /// than `tolerance` in some channel.
    init(_ first: [UInt8], _ second: [UInt8], channels: Int, tolerance: Int) {
        var count = 0
        var largest = 0
        var index = 0
        while index + channels <= min(first.count, second.count) {
            var pixel = 0
            for channel in 0..<channels {
                pixel = max(pixel, abs(Int(first[index + channel]) - Int(second[index + channel])))
            }
            if pixel > tolerance { count += 1 }
            largest = max(largest, pixel)
            index += channels
        }
        self.count = count
        self.largest = largest
    }
}
