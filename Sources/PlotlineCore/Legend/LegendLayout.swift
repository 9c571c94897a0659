/// Where a legend and its entries go for one graph layout.
public struct LegendLayout {
    /// The legend's box, in device space.
    public var frame: Rect
    /// The entries, in order.
    public var entries: [LegendEntryLayout]
    /// True when the legend lies outside the plot area and the frame's automatic padding makes room for it.
    public var reservesSpace: Bool

    /// The layout moved so that the legend's top-left corner is at `origin`.
    func moved(to origin: Point) -> LegendLayout {
        let dx = origin.x - frame.minX
        let dy = origin.y - frame.minY
        return LegendLayout(
            frame: frame.offsetBy(dx: dx, dy: dy), entries: entries.map { $0.offsetBy(dx: dx, dy: dy) },
            reservesSpace: reservesSpace)
    }
}
