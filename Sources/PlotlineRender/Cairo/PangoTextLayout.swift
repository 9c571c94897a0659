internal import CCairo

/// An owned Pango layout set up for a cairo context: antialiased, with hinted metrics off so that text measures
/// the same at every scale and in every format.
final class PangoTextLayout {
    /// How lines of multi-line text align.
    enum Alignment {
        case left, center, right
    }

    /// The logical extents of the laid-out text, in points.
    struct Extents {
        /// The offset of the logical box from the layout origin.
        var x: Double
        /// The offset of the logical box from the layout origin.
        var y: Double
        /// The logical width.
        var width: Double
        /// The logical height.
        var height: Double
        /// The first baseline, from the layout origin.
        var baseline: Double
    }

    private let layout: OpaquePointer
    private let context: CairoContext

    /// Makes a layout for drawing (or measuring) on `context`.
    init(context: CairoContext) throws {
        guard let layout = pango_cairo_create_layout(context.pointer) else {
            throw CairoError.missing("create a text layout")
        }
        self.layout = layout
        self.context = context
        try PangoTextLayout.applyFontOptions(to: self.layout)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// Sets the text, the font (a family with optional style, at an absolute size in points, with a weight
    /// (100…900; nil keeps the family's) and slant) and the alignment.
    func set(text: String, fontName: String, fontSize: Double, weight: Int?, italic: Bool, alignment: Alignment) {
        pango_layout_set_text(layout, text, -1)
        let description = pango_font_description_from_string(fontName)
        let size = fontSize.isFinite ? min(max(0.5, fontSize), 2000) : 12
        pango_font_description_set_absolute_size(description, size * Double(PANGO_SCALE))
        if let weight { pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(weight))) }
        if italic { pango_font_description_set_style(description, PANGO_STYLE_ITALIC) }
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        switch alignment {
        case .left: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        }
    }

    /// The logical extents in points.
    var extents: Extents {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = Double(PANGO_SCALE)
        return Extents(
            x: Double(logical.x) / scale, y: Double(logical.y) / scale,
            width: Double(logical.width) / scale, height: Double(logical.height) / scale,
            baseline: Double(pango_layout_get_baseline(layout)) / scale)
    }

    /// Draws the layout with its origin at the context's current point.
    func show() {
        pango_cairo_update_layout(context.pointer, layout)
        pango_cairo_show_layout(context.pointer, layout)
    }

    /// Gray antialiasing, slight hinting, unhinted metrics and unrounded glyph positions on the layout's Pango
    /// context, so that text measures the same at every scale.
    private static func applyFontOptions(to layout: OpaquePointer) throws {
        guard let options = cairo_font_options_create() else { throw CairoError.missing("create font options") }
        defer { cairo_font_options_destroy(options) }
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_SLIGHT)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        try CairoError.check(cairo_font_options_status(options), "set font options")
        let pangoContext = pango_layout_get_context(layout)
        pango_cairo_context_set_font_options(pangoContext, options)
        pango_context_set_round_glyph_positions(pangoContext, 0)
        pango_layout_context_changed(layout)
    }
}
