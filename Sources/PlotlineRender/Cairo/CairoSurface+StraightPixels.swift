internal import CCairo

extension CairoSurface {
    /// The bitmap as PNG bytes: RGB when every pixel is opaque, else straight (not premultiplied) RGBA.
    ///
    /// - Throws: `CairoError` when the surface is not a 32-bit bitmap.
    func pngData() throws -> [UInt8] {
        try withPixels { source, width, height, stride in
            let opaque = PNGWriter.encode(width: width, height: height, hasAlpha: false) { row, target in
                CairoSurface.copyOpaqueRow(source + row * stride, width: width, into: target)
            }
            if let opaque { return opaque }
            let translucent = PNGWriter.encode(width: width, height: height, hasAlpha: true) { row, target in
                CairoSurface.copyStraightRow(source + row * stride, width: width, into: target)
                return true
            }
            guard let translucent else { preconditionFailure("RGBA rows are always written") }
            return translucent
        }
    }

    /// The bitmap's pixels as packed straight 8-bit RGB rows when every pixel is opaque, else RGBA rows.
    ///
    /// - Throws: `CairoError` when the surface is not a 32-bit bitmap.
    func straightPixels() throws -> (bytes: [UInt8], width: Int, height: Int, hasAlpha: Bool) {
        try withPixels { source, width, height, stride in
            var rgb = [UInt8](repeating: 0, count: width * height * 3)
            let isOpaque = rgb.withUnsafeMutableBufferPointer { output in
                (0..<height).allSatisfy { row in
                    guard let base = output.baseAddress else { return true }
                    return CairoSurface.copyOpaqueRow(source + row * stride, width: width, into: base + row * width * 3)
                }
            }
            if isOpaque { return (rgb, width, height, false) }
            var rgba = [UInt8](repeating: 0, count: width * height * 4)
            rgba.withUnsafeMutableBufferPointer { output in
                guard let base = output.baseAddress else { return }
                for row in 0..<height {
                    CairoSurface.copyStraightRow(source + row * stride, width: width, into: base + row * width * 4)
                }
            }
            return (rgba, width, height, true)
        }
    }

    /// Calls `body` with the bitmap's first byte, its width and height in pixels, and the bytes from row to row.
    private func withPixels<Result>(_ body: (UnsafeRawPointer, Int, Int, Int) throws -> Result) throws -> Result {
        cairo_surface_flush(pointer)
        guard cairo_image_surface_get_format(pointer) == CAIRO_FORMAT_ARGB32 else {
            throw CairoError.missing("read the bitmap's pixels (not a 32-bit bitmap)")
        }
        guard let data = cairo_image_surface_get_data(pointer) else { throw CairoError.missing("read the bitmap's pixels") }
        return try body(
            UnsafeRawPointer(data), Int(cairo_image_surface_get_width(pointer)),
            Int(cairo_image_surface_get_height(pointer)), Int(cairo_image_surface_get_stride(pointer)))
    }

    /// Writes a row of premultiplied ARGB words as packed RGB; false, at the first pixel that is not opaque.
    private static func copyOpaqueRow(_ source: UnsafeRawPointer, width: Int, into target: UnsafeMutablePointer<UInt8>) -> Bool {
        let words = source.assumingMemoryBound(to: UInt32.self)
        var target = target
        for column in 0..<width {
            let word = words[column]
            guard word >= 0xFF00_0000 else { return false }
            target[0] = UInt8(truncatingIfNeeded: word >> 16)
            target[1] = UInt8(truncatingIfNeeded: word >> 8)
            target[2] = UInt8(truncatingIfNeeded: word)
            target += 3
        }
        return true
    }

    /// Writes a row of premultiplied ARGB words as packed straight RGBA, un-premultiplying each pixel.
    private static func copyStraightRow(_ source: UnsafeRawPointer, width: Int, into target: UnsafeMutablePointer<UInt8>) {
        let words = source.assumingMemoryBound(to: UInt32.self)
        var target = target
        for column in 0..<width {
            let word = words[column]
            let alpha = word >> 24
            var red = (word >> 16) & 0xFF
            var green = (word >> 8) & 0xFF
            var blue = word & 0xFF
            if alpha != 0xFF && alpha != 0 {
                red = (red * 255 + alpha / 2) / alpha
                green = (green * 255 + alpha / 2) / alpha
                blue = (blue * 255 + alpha / 2) / alpha
            }
            target[0] = UInt8(truncatingIfNeeded: red)
            target[1] = UInt8(truncatingIfNeeded: green)
            target[2] = UInt8(truncatingIfNeeded: blue)
            target[3] = UInt8(truncatingIfNeeded: alpha)
            target += 4
        }
    }
}
