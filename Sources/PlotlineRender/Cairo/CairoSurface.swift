internal import CCairo

/// An owned cairo surface: an in-memory bitmap, or an SVG or PDF document streamed into a `ByteSink`.
final class CairoSurface {
    /// The cairo surface.
    let pointer: OpaquePointer
    /// The sink a stream surface writes to; kept alive as long as the surface.
    private let sink: ByteSink?

    private init(pointer: OpaquePointer, sink: ByteSink?, operation: String) throws {
        self.pointer = pointer
        self.sink = sink
        do {
            try CairoError.check(cairo_surface_status(pointer), operation)
        } catch {
            cairo_surface_destroy(pointer)
            throw error
        }
    }

    /// Takes ownership of a surface made by cairo elsewhere, checking its status.
    convenience init(adopting pointer: OpaquePointer, operation: String) throws {
        try self.init(pointer: pointer, sink: nil, operation: operation)
    }

    deinit {
        cairo_surface_destroy(pointer)
    }

    /// A 32-bit ARGB bitmap of a size in pixels, initially transparent.
    static func image(pixelWidth: Int, pixelHeight: Int) throws -> CairoSurface {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)) else {
            throw CairoError.missing("create a \(pixelWidth)×\(pixelHeight) bitmap")
        }
        return try CairoSurface(pointer: surface, sink: nil, operation: "create a \(pixelWidth)×\(pixelHeight) bitmap")
    }

    /// Makes every pixel of a bitmap transparent again, for drawing it anew without allocating (and faulting in)
    /// another.
    func clearPixels() throws {
        cairo_surface_flush(pointer)
        guard let data = cairo_image_surface_get_data(pointer) else { throw CairoError.missing("clear the bitmap") }
        let stride = Int(cairo_image_surface_get_stride(pointer))
        data.update(repeating: 0, count: stride * Int(cairo_image_surface_get_height(pointer)))
        cairo_surface_mark_dirty(pointer)
    }

    /// An SVG document of a size in points (CSS pixels), written to `sink` as it is drawn and finished.
    static func svg(width: Double, height: Double, sink: ByteSink) throws -> CairoSurface {
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        guard let surface = cairo_svg_surface_create_for_stream(writeToSink, closure, width, height) else {
            throw CairoError.missing("create an SVG document")
        }
        let result = try CairoSurface(pointer: surface, sink: sink, operation: "create an SVG document")
        cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
        return result
    }

    /// A one-page PDF document of a size in points, written to `sink` as it is drawn and finished.
    static func pdf(width: Double, height: Double, sink: ByteSink) throws -> CairoSurface {
        let closure = Unmanaged.passUnretained(sink).toOpaque()
        guard let surface = cairo_pdf_surface_create_for_stream(writeToSink, closure, width, height) else {
            throw CairoError.missing("create a PDF document")
        }
        let result = try CairoSurface(pointer: surface, sink: sink, operation: "create a PDF document")
        cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "Plotline")
        return result
    }

    /// Completes a document: SVG and PDF surfaces write their remaining output.
    func finish() throws {
        cairo_surface_finish(pointer)
        try CairoError.check(cairo_surface_status(pointer), "finish the document")
    }
}

/// The cairo write callback of SVG and PDF streams: appends a chunk to the `ByteSink` passed as the closure pointer.
private func writeToSink(
    _ closure: UnsafeMutableRawPointer?, _ data: UnsafePointer<UInt8>?, _ length: UInt32
) -> cairo_status_t {
    guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
    let sink = Unmanaged<ByteSink>.fromOpaque(closure).takeUnretainedValue()
    if let data, length > 0 { sink.append(UnsafeBufferPointer(start: data, count: Int(length))) }
    return CAIRO_STATUS_SUCCESS
}
