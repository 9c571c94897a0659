internal import CCairo

/// What the linked drawing libraries are and which fonts they can use, for `plotline doctor`.
public enum GraphicsLibraries {
    /// The version of the cairo library in use, e.g. "1.16.0".
    public static var cairoVersion: String {
        guard let version = cairo_version_string() else { return "unknown" }
        return String(cString: version)
    }

    /// The version of the Pango library in use, e.g. "1.50.12".
    public static var pangoVersion: String {
        guard let version = pango_version_string() else { return "unknown" }
        return String(cString: version)
    }

    /// The font families fontconfig offers Pango, sorted by name.
    public static func fontFamilies() -> [String] {
        guard let fontMap = pango_cairo_font_map_get_default() else { return [] }
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(fontMap, &families, &count)
        guard let families else { return [] }
        defer { g_free(families) }
        var names: [String] = []
        for index in 0..<Int(max(0, count)) {
            guard let family = families[index], let name = pango_font_family_get_name(family) else { continue }
            names.append(String(cString: name))
        }
        return names.sorted()
    }
}
