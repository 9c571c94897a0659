import Foundation

/// Writes an animated PNG frame by frame (W3C PNG third edition): the default image, shown by viewers without
/// animation support and by PDF converters, is the last frame; the animation's frames follow, each after the first
/// only the rectangle where it differs from the frame before, and a frame equal to the one before lengthens it.
final class APNGWriter {
    private let width: Int
    private let height: Int
    private let pixelSize: Int
    private var defaultImage: [UInt8] = []
    private var frames: [(control: FrameControl, data: [UInt8])] = []
    private var previous: [UInt8]?

    /// What an `fcTL` chunk says of a frame.
    private struct FrameControl {
        var x = 0
        var y = 0
        var width: Int
        var height: Int
        var delayMilliseconds: Int
    }

    /// A writer of `width` × `height` frames of packed RGB (`hasAlpha` false) or straight RGBA rows, whose default
    /// image is `finalFrame`.
    init(width: Int, height: Int, hasAlpha: Bool, finalFrame: [UInt8]) {
        self.width = width
        self.height = height
        pixelSize = hasAlpha ? 4 : 3
        precondition(finalFrame.count == width * height * pixelSize, "the final frame has \(width)×\(height) pixels")
        defaultImage = compress(finalFrame, x: 0, y: 0, width: width, height: height)
    }

    /// Packed rows of one pixel layout in another: RGBA without its alpha (frames of one graph are opaque when its
    /// last one is), or RGB with an opaque alpha added.
    static func repacked(_ pixels: [UInt8], hasAlpha: Bool, as targetHasAlpha: Bool) -> [UInt8] {
        guard hasAlpha != targetHasAlpha else { return pixels }
        let count = pixels.count / (hasAlpha ? 4 : 3)
        var result = [UInt8](repeating: 255, count: count * (targetHasAlpha ? 4 : 3))
        for index in 0..<count {
            let from = index * (hasAlpha ? 4 : 3)
            let to = index * (targetHasAlpha ? 4 : 3)
            result[to] = pixels[from]
            result[to + 1] = pixels[from + 1]
            result[to + 2] = pixels[from + 2]
        }
        return result
    }

    /// Packed rows taking their pixels left of column `left` from `leftImage` and the rest from `rightImage`.
    static func joined(_ leftImage: [UInt8], left: Int, _ rightImage: [UInt8], width: Int, hasAlpha: Bool) -> [UInt8] {
        let pixelSize = hasAlpha ? 4 : 3
        let rowBytes = width * pixelSize
        let split = min(max(0, left), width) * pixelSize
        var result = rightImage
        for rowStart in stride(from: 0, to: result.count, by: rowBytes) where split > 0 {
            result.replaceSubrange(rowStart..<(rowStart + split), with: leftImage[rowStart..<(rowStart + split)])
        }
        return result
    }

    /// The number of frames added so far, after merging equal ones.
    var frameCount: Int { frames.count }

    /// Adds the next frame (packed rows as given at initialization), shown for `delay` seconds.
    func addFrame(_ pixels: [UInt8], delay: Double) {
        precondition(pixels.count == width * height * pixelSize, "a frame has \(width)×\(height) pixels")
        let milliseconds = max(1, Int((delay * 1000).rounded()))
        guard let previous else {
            frames.append((FrameControl(width: width, height: height, delayMilliseconds: milliseconds),
                           compress(pixels, x: 0, y: 0, width: width, height: height)))
            self.previous = pixels
            return
        }
        guard let changed = changedRectangle(from: previous, to: pixels) else {
            frames[frames.count - 1].control.delayMilliseconds += milliseconds
            return
        }
        let control = FrameControl(
            x: changed.x, y: changed.y, width: changed.width, height: changed.height, delayMilliseconds: milliseconds)
        frames.append((control, compress(pixels, x: changed.x, y: changed.y, width: changed.width, height: changed.height)))
        self.previous = pixels
    }

    /// The file: signature, header, animation control, the default image, then each frame's control and data.
    func finish() -> [UInt8] {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png.reserveCapacity(defaultImage.count + frames.reduce(0) { $0 + $1.data.count + 64 } + 128)
        var header = bigEndian(width) + bigEndian(height)
        header += [8, pixelSize == 4 ? 6 : 2, 0, 0, 0]
        PNGWriter.appendChunk("IHDR", header, to: &png)
        // acTL: the number of frames, and 1 play: the animation stops on its last frame.
        PNGWriter.appendChunk("acTL", bigEndian(frames.count) + bigEndian(1), to: &png)
        PNGWriter.appendChunk("IDAT", defaultImage, to: &png)
        var sequence = 0
        for frame in frames {
            PNGWriter.appendChunk("fcTL", frameControl(frame.control, sequence: sequence), to: &png)
            sequence += 1
            PNGWriter.appendChunk("fdAT", bigEndian(sequence) + frame.data, to: &png)
            sequence += 1
        }
        PNGWriter.appendChunk("IEND", [], to: &png)
        return png
    }

    /// `fcTL`'s data: sequence number, size, offset, delay as milliseconds over 1000, dispose op none (leave the
    /// frame for the next one to draw over), blend op source (replace the rectangle's pixels).
    private func frameControl(_ control: FrameControl, sequence: Int) -> [UInt8] {
        var data = bigEndian(sequence)
        data += bigEndian(control.width) + bigEndian(control.height) + bigEndian(control.x) + bigEndian(control.y)
        let delay = min(control.delayMilliseconds, Int(UInt16.max))
        data += [UInt8(delay >> 8), UInt8(delay & 0xFF), 0x03, 0xE8, 0, 0]
        return data
    }

    /// The smallest rectangle holding every pixel that differs, or nil when none does.
    private func changedRectangle(from old: [UInt8], to new: [UInt8]) -> (x: Int, y: Int, width: Int, height: Int)? {
        let rowBytes = width * pixelSize
        var top: Int?
        var bottom = 0
        var left = rowBytes
        var right = -1
        old.withUnsafeBufferPointer { before in
            new.withUnsafeBufferPointer { after in
                guard let oldBase = before.baseAddress, let newBase = after.baseAddress else { return }
                for row in 0..<height {
                    let offset = row * rowBytes
                    guard memcmp(oldBase + offset, newBase + offset, rowBytes) != 0 else { continue }
                    if top == nil { top = row }
                    bottom = row
                    var first = 0
                    while first < rowBytes, oldBase[offset + first] == newBase[offset + first] { first += 1 }
                    var last = rowBytes - 1
                    while last > first, oldBase[offset + last] == newBase[offset + last] { last -= 1 }
                    left = min(left, first)
                    right = max(right, last)
                }
            }
        }
        guard let top else { return nil }
        let x = left / pixelSize
        let endX = right / pixelSize + 1
        return (x, top, endX - x, bottom - top + 1)
    }

    /// The zlib stream of a rectangle of a frame.
    private func compress(_ pixels: [UInt8], x: Int, y: Int, width: Int, height: Int) -> [UInt8] {
        let rowBytes = self.width * pixelSize
        let deflater = ScanlineDeflater(pixelCount: width, pixelSize: pixelSize)
        pixels.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for row in y..<(y + height) {
                _ = deflater.addRow { target in
                    target.update(from: base + row * rowBytes + x * pixelSize, count: width * pixelSize)
                    return true
                }
            }
        }
        return deflater.finish()
    }

    private func bigEndian(_ value: Int) -> [UInt8] {
        PNGWriter.bigEndianBytes(UInt32(truncatingIfNeeded: value))
    }
}
