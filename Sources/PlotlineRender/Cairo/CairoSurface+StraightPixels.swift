import CCairo

extension CairoSurface {
    /// The bitmap's pixels as packed straight (not premultiplied) 8-bit RGB rows when every pixel is opaque, else
    /// RGBA rows, for PNG encoding.
    ///
    /// - Throws: `CairoError` when the surface is not a 32-bit bitmap.
    func straightPixels() throws -> (bytes: [UInt8], width: Int, height: Int, hasAlpha: Bool) {
        cairo_surface_flush(pointer)
        guard cairo_image_surface_get_format(pointer) == CAIRO_FORMAT_ARGB32 else {
            throw CairoError.missing("read the bitmap's pixels (not a 32-bit bitmap)")
        }
        let width = Int(cairo_image_surface_get_width(pointer))
        let height = Int(cairo_image_surface_get_height(pointer))
        let stride = Int(cairo_image_surface_get_stride(pointer))
        guard let data = cairo_image_surface_get_data(pointer) else { throw CairoError.missing("read the bitmap's pixels") }
        let source = UnsafeRawPointer(data)
        let hasAlpha = !CairoSurface.isOpaque(source, width: width, height: height, stride: stride)
        let channels = hasAlpha ? 4 : 3
        var bytes = [UInt8](repeating: 0, count: width * height * channels)
        bytes.withUnsafeMutableBufferPointer { output in
            guard let out = output.baseAddress else { return }
            for row in 0..<height {
                let words = source.advanced(by: row * stride).assumingMemoryBound(to: UInt32.self)
                var target = out.advanced(by: row * width * channels)
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
                    if hasAlpha { target[3] = UInt8(truncatingIfNeeded: alpha) }
                    target += channels
                }
            }
        }
        return (bytes, width, height, hasAlpha)
    }

    private static func isOpaque(_ source: UnsafeRawPointer, width: Int, height: Int, stride: Int) -> Bool {
        for row in 0..<height {
            let words = source.advanced(by: row * stride).assumingMemoryBound(to: UInt32.self)
            for column in 0..<width where words[column] < 0xFF00_0000 { return false }
        }
        return true
    }
}
