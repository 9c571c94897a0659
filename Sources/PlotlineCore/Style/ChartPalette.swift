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

    /// The colour at an index, cycling through the palette (negative indices count from the start).
    public static func color(at index: Int) -> Color {
        colors[((index % colors.count) + colors.count) % colors.count]
    }
}
