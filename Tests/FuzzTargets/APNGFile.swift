import CZlib

/// A PNG or an animated PNG read back chunk by chunk with zlib alone (no PNG library): the default image, and each
/// animation frame's rectangle, delay and pixels, as straight RGBA. It reads what Plotline's writers write: 8-bit
/// RGB or RGBA, rows unfiltered.
public struct APNGFile {
    /// One `fcTL` and the `fdAT` data after it.
    public struct Frame {
        /// x, y, width and height.
        public var rectangle: [Int]
        /// The delay's numerator.
        public var delayNumerator: Int
        /// The delay's denominator (1000: milliseconds).
        public var delayDenominator: Int
        /// The frame's zlib stream.
        public var data: [UInt8] = []
    }

    /// Why bytes could not be read back.
    public struct ReadError: Error, CustomStringConvertible {
        /// What was wrong.
        public let description: String
    }

    /// The image's width in pixels.
    public private(set) var width = 0
    /// The image's height in pixels.
    public private(set) var height = 0
    /// True for RGBA (colour type 6), false for RGB.
    public private(set) var hasAlpha = false
    /// The frame count `acTL` declares.
    public private(set) var declaredFrameCount = 0
    /// The default image (`IDAT`) as RGBA.
    public private(set) var defaultImage: [UInt8] = []
    /// The animation's frames, in order.
    public private(set) var frames: [Frame] = []
    /// The sequence numbers of `fcTL` and `fdAT` chunks, in order.
    public private(set) var sequenceNumbers: [Int] = []

    /// Reads `bytes`.
    ///
    /// - Throws: `ReadError` for a chunk that runs past the end, a frame's data before its control, or image
    ///   data that does not inflate to the unfiltered rows of the image.
    public init(_ bytes: [UInt8]) throws {
        var offset = 8
        var idat: [UInt8] = []
        while offset + 12 <= bytes.count {
            let length = APNGFile.number(bytes, offset)
            guard offset + 12 + length <= bytes.count else { throw ReadError(description: "a chunk runs past the end") }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            try read(type, body, into: &idat)
            offset += 12 + length
        }
        defaultImage = try APNGFile.pixels(idat, width: width, height: height, hasAlpha: hasAlpha)
    }

    private mutating func read(_ type: String, _ body: [UInt8], into idat: inout [UInt8]) throws {
        switch type {
        case "IHDR":
            width = APNGFile.number(body, 0)
            height = APNGFile.number(body, 4)
            hasAlpha = body[9] == 6
        case "acTL": declaredFrameCount = APNGFile.number(body, 0)
        case "IDAT": idat += body
        case "fcTL":
            sequenceNumbers.append(APNGFile.number(body, 0))
            frames.append(Frame(
                rectangle: [12, 16, 4, 8].map { APNGFile.number(body, $0) },
                delayNumerator: Int(body[20]) << 8 | Int(body[21]), delayDenominator: Int(body[22]) << 8 | Int(body[23])))
        case "fdAT":
            guard !frames.isEmpty else { throw ReadError(description: "frame data before any frame control") }
            sequenceNumbers.append(APNGFile.number(body, 0))
            frames[frames.count - 1].data += body.dropFirst(4)
        default: break
        }
    }

    /// Each frame as the whole picture after it is drawn over the one before.
    public func composedFrames() throws -> [[UInt8]] {
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        var result: [[UInt8]] = []
        for frame in frames {
            let (x, y, w, h) = (frame.rectangle[0], frame.rectangle[1], frame.rectangle[2], frame.rectangle[3])
            guard x >= 0, y >= 0, w > 0, h > 0, x + w <= width, y + h <= height else {
                throw ReadError(description: "a frame's rectangle \(frame.rectangle) is outside the image")
            }
            let pixels = try APNGFile.pixels(frame.data, width: w, height: h, hasAlpha: hasAlpha)
            for row in 0..<h {
                let target = ((y + row) * width + x) * 4
                canvas.replaceSubrange(target..<(target + w * 4), with: pixels[(row * w * 4)..<((row + 1) * w * 4)])
            }
            result.append(canvas)
        }
        return result
    }

    /// RGBA pixels of a zlib stream of unfiltered rows (zlib checks the stream's Adler-32).
    private static func pixels(_ stream: [UInt8], width: Int, height: Int, hasAlpha: Bool) throws -> [UInt8] {
        let pixelSize = hasAlpha ? 4 : 3
        var raw = [UInt8](repeating: 0, count: (1 + width * pixelSize) * height + 1)
        var length = uLongf(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { output in
            stream.withUnsafeBufferPointer { input in
                uncompress(output.baseAddress, &length, input.baseAddress, uLong(input.count))
            }
        }
        guard status == Z_OK, Int(length) == raw.count - 1 else {
            throw ReadError(description: "the image data inflates to \(length) bytes (zlib status \(status)), not the rows")
        }
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for row in 0..<height {
            let start = row * (1 + width * pixelSize)
            guard raw[start] == 0 else { throw ReadError(description: "row \(row) has filter \(raw[start]), not none") }
            for pixel in 0..<width {
                let (from, to) = (start + 1 + pixel * pixelSize, (row * width + pixel) * 4)
                for channel in 0..<pixelSize { rgba[to + channel] = raw[from + channel] }
            }
        }
        return rgba
    }

    private static func number(_ bytes: [UInt8], _ offset: Int) -> Int {
        (0..<4).reduce(0) { $0 << 8 | Int(bytes[offset + $1]) }
    }
}
