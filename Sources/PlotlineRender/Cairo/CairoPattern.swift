internal import CCairo

/// An owned cairo gradient pattern.
final class CairoPattern {
    /// The cairo pattern.
    let pointer: OpaquePointer

    private init(pointer: OpaquePointer) throws {
        self.pointer = pointer
        do {
            try CairoError.check(cairo_pattern_status(pointer), "create a gradient")
        } catch {
            cairo_pattern_destroy(pointer)
            throw error
        }
    }

    deinit {
        cairo_pattern_destroy(pointer)
    }

    /// A gradient along the line from (x0, y0) to (x1, y1).
    static func linear(x0: Double, y0: Double, x1: Double, y1: Double) throws -> CairoPattern {
        guard let pattern = cairo_pattern_create_linear(x0, y0, x1, y1) else { throw CairoError.missing("create a gradient") }
        return try CairoPattern(pointer: pattern)
    }

    /// A gradient between two circles.
    static func radial(
        cx0: Double, cy0: Double, radius0: Double, cx1: Double, cy1: Double, radius1: Double
    ) throws -> CairoPattern {
        guard let pattern = cairo_pattern_create_radial(cx0, cy0, radius0, cx1, cy1, radius1) else {
            throw CairoError.missing("create a gradient")
        }
        return try CairoPattern(pointer: pattern)
    }

    /// Adds a colour at an offset between 0 and 1.
    func addColorStop(offset: Double, red: Double, green: Double, blue: Double, alpha: Double) {
        cairo_pattern_add_color_stop_rgba(pointer, offset, red, green, blue, alpha)
    }
}
