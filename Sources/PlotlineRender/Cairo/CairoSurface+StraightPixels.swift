internal import CCairo

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
        if let rgb = CairoSurface.opaquePixels(source, width: width, height: height, stride: stride) {
            return (rgb, width, height, false)
        }
        let bytes = CairoSurface.straightRGBA(source, width: width, height: height, stride: stride)
        return (bytes, width, height, true)
    }

    /// Packed RGB rows when every pixel is opaque, else nil (the usual case, a chart on a solid background, costs
    /// one pass).
    private static func opaquePixels(_ source: UnsafeRawPointer, width: Int, height: Int, stride: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: width * height * 3)
        let isOpaque = bytes.withUnsafeMutableBufferPointer { output -> Bool in
            guard let out = output.baseAddress else { return true }
            for row in 0..<height {
                let words = source.advanced(by: row * stride).assumingMemoryBound(to: UInt32.self)
                var target = out.advanced(by: row * width * 3)
                for column in 0..<width {
                    let word = words[column]
                    guard word >= 0xFF00_0000 else { return false }
                    target[0] = UInt8(truncatingIfNeeded: word >> 16)
                    target[1] = UInt8(truncatingIfNeeded: word >> 8)
                    target[2] = UInt8(truncatingIfNeeded: word)
                    target += 3
                }
            }
            return true
        }
        return isOpaque ? bytes : nil
    }

    /// Packed straight RGBA rows, un-premultiplying each pixel.
    private static func straightRGBA(_ source: UnsafeRawPointer, width: Int, height: Int, stride: Int) -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBufferPointer { output in
            guard let out = output.baseAddress else { return }
            for row in 0..<height {
                let words = source.advanced(by: row * stride).assumingMemoryBound(to: UInt32.self)
                var target = out.advanced(by: row * width * 4)
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
        return bytes
    }
}
