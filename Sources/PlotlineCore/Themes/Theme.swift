/// A named set of fills, borders, line and text styles and tick settings applied to a graph
/// (Core Plot's `CPTTheme`).
///
/// Plotline's themes keep Core Plot's names and spirit and are tuned for print-quality output: thin grey axes
/// with ticks outside, a light major grid, and dark grey text.
public struct Theme: Hashable, Sendable {
    /// The theme's name (`"Plain White"`).
    public let name: String
    private let style: ThemeStyle

    private init(name: String, style: ThemeStyle) {
        self.name = name
        self.style = style
    }

    /// White backgrounds, grey axes and a light grid (Core Plot's "Plain White").
    public static let plainWhite = Theme(name: "Plain White", style: .plainWhite)
    /// Black backgrounds, light grey axes and a dark grid (Core Plot's "Plain Black").
    public static let plainBlack = Theme(name: "Plain Black", style: .plainBlack)

    /// Every built-in theme, in the order `help` lists them.
    public static let all: [(name: String, theme: Theme)] = [("plainWhite", .plainWhite), ("plainBlack", .plainBlack)]

    /// The built-in theme with a name (`"Plain White"` or `"plainWhite"`), or nil.
    public init?(named name: String) {
        guard let match = Theme.all.first(where: { $0.name == name || $0.theme.name == name }) else { return nil }
        self = match.theme
    }

    /// Applies the theme to a graph.
    public func apply(to graph: Graph) {
        style.apply(to: graph)
    }

    /// Themes are equal when their names are.
    public static func == (lhs: Theme, rhs: Theme) -> Bool { lhs.name == rhs.name }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
