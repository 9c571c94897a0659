internal import CCairo

extension CairoSurface {
    /// An unbounded surface that records drawing, for measuring and replaying it.
    static func recording() throws -> CairoSurface {
        guard let surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil) else {
            throw CairoError.missing("create a recording surface")
        }
        return try CairoSurface(adopting: surface, operation: "create a recording surface")
    }

    /// The box a recording surface's drawing covers, in its units, or nil when nothing was drawn.
    var inkExtents: (x: Double, y: Double, width: Double, height: Double)? {
        var x = 0.0
        var y = 0.0
        var width = 0.0
        var height = 0.0
        cairo_recording_surface_ink_extents(pointer, &x, &y, &width, &height)
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
        return (x, y, width, height)
    }

    /// An 8-bit alpha bitmap, initially transparent.
    static func alphaMask(pixelWidth: Int, pixelHeight: Int) throws -> CairoSurface {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(pixelWidth), Int32(pixelHeight)) else {
            throw CairoError.missing("create a \(pixelWidth)×\(pixelHeight) mask")
        }
        return try CairoSurface(adopting: surface, operation: "create a \(pixelWidth)×\(pixelHeight) mask")
    }

    /// Blurs an alpha bitmap in place with three box blurs across and three down (close to a Gaussian blur of
    /// standard deviation `sigma` pixels).
    func blurAlpha(sigma: Double) {
        guard sigma >= 0.5 else { return }
        cairo_surface_flush(pointer)
        guard let data = cairo_image_surface_get_data(pointer) else { return }
        let width = Int(cairo_image_surface_get_width(pointer))
        let height = Int(cairo_image_surface_get_height(pointer))
        let stride = Int(cairo_image_surface_get_stride(pointer))
        let boxWidth = (12 * sigma * sigma / 3 + 1).squareRoot()
        let radius = max(1, Int((boxWidth - 1) / 2))
        AlphaBlur.blur(data, width: width, height: height, stride: stride, radius: radius, passes: 3)
        cairo_surface_mark_dirty(pointer)
    }
}

extension CairoSurface {
    /// A colour bitmap of this alpha bitmap's size: `color` everywhere, its opacity scaled by the alpha.
    ///
    /// Painting this image draws the same as masking a colour with the alpha, but every output format (SVG
    /// included: librsvg misplaced cairo's scaled SVG masks) embeds it as a plain image.
    func colorized(red: Double, green: Double, blue: Double, alpha: Double) throws -> CairoSurface {
        cairo_surface_flush(pointer)
        let width = Int(cairo_image_surface_get_width(pointer))
        let height = Int(cairo_image_surface_get_height(pointer))
        let stride = Int(cairo_image_surface_get_stride(pointer))
        guard let data = cairo_image_surface_get_data(pointer) else { throw CairoError.missing("read a shadow mask") }
        var pixels = [UInt32](repeating: 0, count: width * height)
        for row in 0..<height {
            for column in 0..<width {
                let coverage = Double(data[row * stride + column]) / 255 * alpha
                guard coverage > 0 else { continue }
                let a = UInt32((coverage * 255).rounded())
                let r = UInt32((red * coverage * 255).rounded())
                let g = UInt32((green * coverage * 255).rounded())
                let b = UInt32((blue * coverage * 255).rounded())
                pixels[row * width + column] = a << 24 | r << 16 | g << 8 | b
            }
        }
        return try CairoSurface.image(width: width, height: height, argbPixels: pixels)
    }
}

extension CairoContext {
    /// Paints `source` at an offset (in user units) with the current transform.
    func paint(_ source: CairoSurface, x: Double, y: Double) {
        cairo_set_source_surface(pointer, source.pointer, x, y)
        cairo_paint(pointer)
    }
}
