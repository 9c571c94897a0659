@testable import PlotlineRender

extension FuzzTarget {
    /// The PNG writer: pixels from the input (the first byte picks RGB or RGBA and compressing in two halves on two
    /// threads, as a large image is; the second the width) come back from libspng and from zlib's inflate unchanged.
    static let png = FuzzTarget(
        name: "png", summary: "pixels written as PNG, decoded by libspng and inflated by zlib back to the same pixels"
    ) { bytes in
        guard bytes.count >= 2 else { return false }
        let hasAlpha = bytes[0] & 1 == 1
        let inHalves = bytes[0] & 2 == 2
        let pixelSize = hasAlpha ? 4 : 3
        let source = Array(bytes.dropFirst(2))
        let width = 1 + Int(bytes[1]) % 64
        let height = max(1, source.count / (width * pixelSize))
        let pixels = cycled(source, count: width * height * pixelSize)
        let png = pixels.withUnsafeBufferPointer {
            PNGWriter.encode($0, width: width, height: height, hasAlpha: hasAlpha, splitAt: inHalves ? 0 : PNGWriter.splitBytes)
        }
        let expected = rgba(pixels, hasAlpha: hasAlpha)
        do {
            let decoded = try SPNGDecoder.decode(png)
            require(decoded.width == width && decoded.height == height, "libspng reads \(decoded.width)×\(decoded.height)")
            require(decoded.rgba == expected, "libspng decodes other pixels than were written (\(width)×\(height))")
            let inflated = try APNGFile(png)
            require(inflated.defaultImage == expected, "zlib inflates other pixels than were written")
        } catch {
            require(false, "a written \(width)×\(height) PNG does not read back: \(error)")
        }
        return true
    }

    /// The APNG writer: frames made from the input (each the one before with a span overwritten, so some repeat
    /// and some change in a small rectangle) compose back, frame by frame, to what was written.
    static let apng = FuzzTarget(
        name: "apng", summary: "frames written as an animated PNG compose back to the frames; its default image is the last"
    ) { bytes in
        guard bytes.count >= 4 else { return false }
        let hasAlpha = bytes[0] & 1 == 1
        let (width, height, count) = (1 + Int(bytes[1]) % 24, 1 + Int(bytes[2]) % 24, 1 + Int(bytes[3]) % 6)
        let frameBytes = width * height * (hasAlpha ? 4 : 3)
        let frames = animationFrames(from: Array(bytes.dropFirst(4)), count: count, frameBytes: frameBytes)
        guard let final = frames.last else { return false }
        let writer = APNGWriter(width: width, height: height, hasAlpha: hasAlpha, finalFrame: final)
        for frame in frames { writer.addFrame(frame, delay: 1.0 / 30) }
        let file = writer.finish()
        let distinct = frames.enumerated().filter { $0.offset == 0 || $0.element != frames[$0.offset - 1] }.map(\.element)
        do {
            let read = try APNGFile(file)
            require(read.declaredFrameCount == distinct.count, "acTL says \(read.declaredFrameCount) of \(distinct.count)")
            require(read.sequenceNumbers == Array(0..<(2 * distinct.count)), "sequence numbers \(read.sequenceNumbers)")
            require(read.defaultImage == rgba(final, hasAlpha: hasAlpha), "the default image is not the last frame")
            let decoded = try SPNGDecoder.decode(file)
            require(decoded.rgba == read.defaultImage, "libspng reads another default image")
            let composed = try read.composedFrames()
            require(composed == distinct.map { rgba($0, hasAlpha: hasAlpha) }, "the frames compose to other pictures")
            let delays = read.frames.map(\.delayNumerator).reduce(0, +)
            require(delays == frames.count * 33, "the delays add up to \(delays) ms for \(frames.count) frames")
        } catch {
            require(false, "a written \(width)×\(height) APNG of \(distinct.count) frames does not read back: \(error)")
        }
        return true
    }

    /// `source` repeated (or cut) to `count` bytes; zeros when it is empty.
    private static func cycled(_ source: [UInt8], count: Int) -> [UInt8] {
        guard !source.isEmpty else { return [UInt8](repeating: 0, count: count) }
        var result = source
        while result.count < count { result += result.prefix(count - result.count) }
        return Array(result.prefix(count))
    }

    /// Packed RGB or RGBA rows as straight RGBA.
    private static func rgba(_ pixels: [UInt8], hasAlpha: Bool) -> [UInt8] {
        guard !hasAlpha else { return pixels }
        var rgba = [UInt8](repeating: 255, count: pixels.count / 3 * 4)
        for pixel in 0..<(pixels.count / 3) {
            for channel in 0..<3 { rgba[pixel * 4 + channel] = pixels[pixel * 3 + channel] }
        }
        return rgba
    }

    /// `count` frames: the first the source cycled, each later one the one before with the span that two source
    /// bytes choose overwritten by the source bytes after them (an empty span repeats the frame).
    private static func animationFrames(from source: [UInt8], count: Int, frameBytes: Int) -> [[UInt8]] {
        var frame = cycled(source, count: frameBytes)
        var frames = [frame]
        var cursor = 0
        func next() -> Int {
            defer { cursor += 1 }
            return source.isEmpty ? 0 : Int(source[cursor % source.count])
        }
        for _ in 1..<count {
            let start = next() * frameBytes / 256
            let length = min(frameBytes - start, next() * frameBytes / 256)
            for offset in 0..<length { frame[start + offset] = UInt8(truncatingIfNeeded: next() &+ offset) }
            frames.append(frame)
        }
        return frames
    }
}
