extension Legend {
    /// The share of its colour's opacity a hidden plot's legend text keeps (its swatch is left empty), so a
    /// legend still offers the plot to be shown again.
    static let hiddenEntryOpacity = 0.35

    /// Draws the legend: its background (with its shadow), each entry's box, swatch and text, then its border.
    /// A hidden plot's entry has an empty swatch and faded text.
    func draw(_ layout: LegendLayout, in context: any DrawingContext) {
        guard !hidden else { return }
        drawBackground(in: context, rect: layout.frame)
        for entry in layout.entries {
            context.drawBorderedRect(entry.frame, cornerRadius: entryCornerRadius, fill: entryFill, border: entryBorderLineStyle)
            context.drawBorderedRect(entry.swatch, cornerRadius: swatchCornerRadius, fill: swatchFill, border: nil)
            if !entry.plot.hidden {
                context.saveState()
                context.clip(to: Path(rect: entry.swatch.insetBy(dx: -2, dy: -2)))
                entry.plot.drawSwatch(forEntryAt: entry.index, in: context, rect: entry.swatch)
                context.restoreState()
            }
            context.drawBorderedRect(entry.swatch, cornerRadius: swatchCornerRadius, fill: nil, border: swatchBorderLineStyle)
            guard !entry.title.text.isEmpty else { continue }
            var title = entry.title
            if entry.plot.hidden {
                title.style.color = title.style.color.withAlpha(title.style.color.alpha * Self.hiddenEntryOpacity)
            }
            title.draw(in: context)
        }
        context.drawBorderedRect(layout.frame, cornerRadius: cornerRadius, fill: nil, border: borderLineStyle)
    }
}
