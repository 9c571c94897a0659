/// Where one legend entry goes: its box, its swatch and its text.
public struct LegendEntryLayout {
    /// The plot the entry stands for.
    public let plot: Plot
    /// The entry's index among the plot's legend entries.
    public let index: Int
    /// The entry's box, in device space.
    public var frame: Rect
    /// The swatch's box.
    public var swatch: Rect
    /// The entry's text.
    public var title: PlacedText

    /// The entry moved by an offset.
    func offsetBy(dx: Double, dy: Double) -> LegendEntryLayout {
        var moved = self
        moved.frame = frame.offsetBy(dx: dx, dy: dy)
        moved.swatch = swatch.offsetBy(dx: dx, dy: dy)
        moved.title = title.offsetBy(dx: dx, dy: dy)
        return moved
    }
}
