/// Insets where each side may be unset (nil), meaning "computed by layout".
struct OptionalEdgeInsets: Hashable, Sendable {
    /// From the left edge, or nil.
    var left: Double?
    /// From the top edge, or nil.
    var top: Double?
    /// From the right edge, or nil.
    var right: Double?
    /// From the bottom edge, or nil.
    var bottom: Double?
}
