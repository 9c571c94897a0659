/// Draws a scatter plot's legend swatch.
enum ScatterPlotSwatch {
    /// The area fill (if any) filling the lower half, the line across the middle, and the symbol (no larger than
    /// the swatch) in the centre.
    static func draw(_ plot: ScatterPlot, in context: any DrawingContext, rect: Rect) {
        let middle = rect.midY
        if let fill = plot.areaFill ?? plot.areaFill2, !fill.isInvisible {
            context.fill(Path(rect: Rect(x: rect.minX, y: middle, width: rect.width, height: rect.maxY - middle)), with: fill)
        }
        if let style = plot.dataLineStyle, !style.isInvisible {
            var swatchStyle = style
            swatchStyle.lineWidth = min(style.lineWidth, rect.height)
            context.stroke(context.alignedSegment(
                from: Point(x: rect.minX, y: middle), to: Point(x: rect.maxX, y: middle), lineWidth: swatchStyle.lineWidth),
                with: swatchStyle)
        }
        if var symbol = plot.plotSymbol, symbol.symbolType != .none {
            let limit = rect.height
            if symbol.size.width > limit || symbol.size.height > limit {
                let scale = limit / max(symbol.size.width, symbol.size.height)
                symbol.size = Size(width: symbol.size.width * scale, height: symbol.size.height * scale)
            }
            symbol.draw(at: rect.center, in: context)
        }
    }
}
