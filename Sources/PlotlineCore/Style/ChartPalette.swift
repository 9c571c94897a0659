/// The colours plots use when none is set: bar plots by their position among the graph's bar plots, pie slices
/// by their index (the Tableau 10 colours, which stay distinct for most readers and in print).
public enum ChartPalette {
    /// Blue, orange, green, red, purple, brown, pink, grey, olive, cyan.
    public static let colors: [Color] = [
        .blue, .orange, .green, .red, .purple, .brown,
        Color(red: 227 / 255, green: 119 / 255, blue: 194 / 255),
        Color(red: 127 / 255, green: 127 / 255, blue: 127 / 255),
        Color(red: 188 / 255, green: 189 / 255, blue: 34 / 255),
        .cyan,
    ]

    /// Tableau 10's medium tones (the same hues, lighter), which stay distinct on the dark themes' backgrounds,
    /// where the darker blue and purple of `colors` fade into navy and black.
    public static let mediumColors: [Color] = [
        Color(red: 114 / 255, green: 158 / 255, blue: 206 / 255),
        Color(red: 255 / 255, green: 158 / 255, blue: 74 / 255),
        Color(red: 103 / 255, green: 191 / 255, blue: 92 / 255),
        Color(red: 237 / 255, green: 102 / 255, blue: 93 / 255),
        Color(red: 173 / 255, green: 139 / 255, blue: 201 / 255),
        Color(red: 168 / 255, green: 120 / 255, blue: 110 / 255),
        Color(red: 237 / 255, green: 151 / 255, blue: 202 / 255),
        Color(red: 162 / 255, green: 162 / 255, blue: 162 / 255),
        Color(red: 205 / 255, green: 204 / 255, blue: 93 / 255),
        Color(red: 109 / 255, green: 204 / 255, blue: 218 / 255),
    ]

    /// The colour at an index, cycling through the palette (negative indices count from the start).
    public static func color(at index: Int) -> Color {
        colors[((index % colors.count) + colors.count) % colors.count]
    }
}
