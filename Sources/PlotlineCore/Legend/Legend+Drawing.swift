extension Legend {
    /// Draws the legend: its background (with its shadow), each entry's box, swatch and text, then its border.
    func draw(_ layout: LegendLayout, in context: any DrawingContext) {
        guard !hidden else { return }
        drawBackground(in: context, rect: layout.frame)
        for entry in layout.entries {
            context.drawBorderedRect(entry.frame, cornerRadius: entryCornerRadius, fill: entryFill, border: entryBorderLineStyle)
            context.drawBorderedRect(entry.swatch, cornerRadius: swatchCornerRadius, fill: swatchFill, border: nil)
            context.saveState()
            context.clip(to: Path(rect: entry.swatch.insetBy(dx: -2, dy: -2)))
            entry.plot.drawSwatch(forEntryAt: entry.index, in: context, rect: entry.swatch)
            context.restoreState()
            context.drawBorderedRect(entry.swatch, cornerRadius: swatchCornerRadius, fill: nil, border: swatchBorderLineStyle)
            if !entry.title.text.isEmpty { entry.title.draw(in: context) }
        }
        context.drawBorderedRect(layout.frame, cornerRadius: cornerRadius, fill: nil, border: borderLineStyle)
    }
}
