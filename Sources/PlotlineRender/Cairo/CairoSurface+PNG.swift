internal import CCairo

extension CairoSurface {
    /// The width and height of a bitmap in pixels.
    var pixelSize: (width: Int, height: Int) {
        (Int(cairo_image_surface_get_width(pointer)), Int(cairo_image_surface_get_height(pointer)))
    }

    /// A bitmap holding premultiplied ARGB pixels.
    static func image(width: Int, height: Int, argbPixels pixels: [UInt32]) throws -> CairoSurface {
        let surface = try image(pixelWidth: width, pixelHeight: height)
        cairo_surface_flush(surface.pointer)
        let stride = Int(cairo_image_surface_get_stride(surface.pointer))
        guard let data = cairo_image_surface_get_data(surface.pointer) else { throw CairoError.missing("write the bitmap's pixels") }
        for row in 0..<height {
            let rowStart = UnsafeMutableRawPointer(data + row * stride)
            for column in 0..<width {
                rowStart.storeBytes(of: pixels[row * width + column], toByteOffset: column * 4, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(surface.pointer)
        return surface
    }
}
