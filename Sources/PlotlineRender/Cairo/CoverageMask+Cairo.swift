internal import CCairo
import PlotlineCore

extension CoverageMask {
    /// Adds the coverage of polygons given in the mask's pixels, filled by cairo with exact non-zero winding.
    ///
    /// It touches no other cairo object than the ones it makes, so it may run on any thread.
    ///
    /// - Throws: `CairoError` when cairo cannot draw into the mask.
    mutating func fill(_ polygons: [[Point]]) throws {
        guard !isEmpty else { return }
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(width)))
        guard stride == self.stride else { throw CairoError.missing("lay a \(width)-pixel-wide mask") }
        let (width, height) = (Int32(width), Int32(height))
        try bytes.withUnsafeMutableBufferPointer { bytes in
            guard let base = bytes.baseAddress,
                let surface = cairo_image_surface_create_for_data(base, CAIRO_FORMAT_A8, width, height, Int32(stride))
            else { throw CairoError.missing("make a mask") }
            defer { cairo_surface_destroy(surface) }
            try CairoError.check(cairo_surface_status(surface), "make a mask")
            guard let cairo = cairo_create(surface) else { throw CairoError.missing("draw into a mask") }
            defer { cairo_destroy(cairo) }
            for polygon in polygons {
                guard let first = polygon.first else { continue }
                cairo_move_to(cairo, first.x, first.y)
                for point in polygon.dropFirst() { cairo_line_to(cairo, point.x, point.y) }
                cairo_close_path(cairo)
            }
            cairo_fill(cairo)
            try CairoError.check(cairo_status(cairo), "fill a mask")
            cairo_surface_finish(surface)
        }
    }
}
