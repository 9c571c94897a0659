internal import CCairo

extension CairoSurface {
    /// A bitmap decoded from PNG bytes.
    static func image(pngData: [UInt8]) throws -> CairoSurface {
        let source = ByteSource(bytes: pngData)
        let closure = Unmanaged.passUnretained(source).toOpaque()
        let surface = withExtendedLifetime(source) {
            cairo_image_surface_create_from_png_stream(readFromSource, closure)
        }
        guard let surface else { throw CairoError.missing("decode the PNG") }
        return try CairoSurface(adopting: surface, operation: "decode the PNG")
    }

    /// The width and height of a bitmap in pixels.
    var pixelSize: (width: Int, height: Int) {
        (Int(cairo_image_surface_get_width(pointer)), Int(cairo_image_surface_get_height(pointer)))
    }

    /// The pixels of a bitmap as premultiplied ARGB words, row by row.
    func argbPixels() throws -> [UInt32] {
        cairo_surface_flush(pointer)
        guard cairo_image_surface_get_format(pointer) == CAIRO_FORMAT_ARGB32
            || cairo_image_surface_get_format(pointer) == CAIRO_FORMAT_RGB24
        else { throw CairoError.missing("read the bitmap's pixels (unsupported format)") }
        let isOpaque = cairo_image_surface_get_format(pointer) == CAIRO_FORMAT_RGB24
        let (width, height) = pixelSize
        let stride = Int(cairo_image_surface_get_stride(pointer))
        guard let data = cairo_image_surface_get_data(pointer) else { throw CairoError.missing("read the bitmap's pixels") }
        var pixels = [UInt32](repeating: 0, count: width * height)
        for row in 0..<height {
            let rowStart = UnsafeRawPointer(data + row * stride)
            for column in 0..<width {
                let word = rowStart.load(fromByteOffset: column * 4, as: UInt32.self)
                pixels[row * width + column] = isOpaque ? word | 0xFF00_0000 : word
            }
        }
        return pixels
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

/// Hands PNG bytes to cairo's read callback chunk by chunk.
final class ByteSource {
    private let bytes: [UInt8]
    private var offset = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Copies the next `count` bytes into `buffer`; false when fewer remain.
    func read(into buffer: UnsafeMutablePointer<UInt8>, count: Int) -> Bool {
        guard count <= bytes.count - offset else { return false }
        bytes.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress else { return }
            buffer.update(from: base + offset, count: count)
        }
        offset += count
        return true
    }
}

/// The cairo read callback: fills a chunk from the `ByteSource` passed as the closure pointer.
private func readFromSource(
    _ closure: UnsafeMutableRawPointer?, _ data: UnsafeMutablePointer<UInt8>?, _ length: UInt32
) -> cairo_status_t {
    guard let closure, let data else { return CAIRO_STATUS_READ_ERROR }
    let source = Unmanaged<ByteSource>.fromOpaque(closure).takeUnretainedValue()
    return source.read(into: data, count: Int(length)) ? CAIRO_STATUS_SUCCESS : CAIRO_STATUS_READ_ERROR
}
