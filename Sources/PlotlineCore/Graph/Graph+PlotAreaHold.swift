extension Graph {
    /// A hold that keeps the plot area where the graph is laid out now, for a view to take when a gesture begins
    /// (see `PlotAreaHold`); call it before changing the ranges, in the size the view shows.
    public func plotAreaHold() -> PlotAreaHold {
        layoutIfNeeded()
        return PlotAreaHold(plotArea: plotAreaFrame.plotArea.frame, in: bounds)
    }

    /// Runs `body` (which renders or lays the graph out) with the plot area held by `hold`, grown as the layouts
    /// inside need; outside `body` the graph lays out freely again. Neither counts as an edit.
    public func holdingPlotArea<Result>(_ hold: inout PlotAreaHold, _ body: () throws -> Result) rethrows -> Result {
        activePlotAreaHold = hold
        layoutGeneration = nil
        defer {
            if let grown = activePlotAreaHold { hold = grown }
            activePlotAreaHold = nil
            layoutGeneration = nil
        }
        return try body()
    }

    /// The layout inside `hold`: the plot area where the hold keeps it, the plot area frame reaching out into the
    /// graph's padding on the sides whose labels need more room (see `PlotAreaHold`); the hold grows when the
    /// plot area had to move.
    func heldLayout(_ hold: PlotAreaHold, frameRect: Rect, measurer: any TextMeasurer) throws -> GraphLayout {
        var needed = EdgeInsets.zero
        var result = try layout(frameRect: frameRect, held: hold, needing: needed, measurer: measurer)
        for _ in 0..<Graph.layoutPasses {
            let next = automaticFramePadding(for: result)
            if next == needed { break }
            needed = next
            result = try layout(frameRect: frameRect, held: hold, needing: needed, measurer: measurer)
        }
        activePlotAreaHold?.grow(toFit: result.plotAreaRect, in: bounds)
        return result
    }

    /// The layout with the plot area `hold` keeps, for labels needing `needed` between the plot area and the
    /// frame's edge on each side.
    private func layout(
        frameRect: Rect, held hold: PlotAreaHold, needing needed: EdgeInsets, measurer: any TextMeasurer
    ) throws -> GraphLayout {
        let explicit = plotAreaFrame.padding
        let sides = (
            left: PlotAreaHold.side(
                held: hold.insets.left, graphPadding: frameRect.minX - bounds.minX, needed: needed.left, explicit: explicit.left),
            top: PlotAreaHold.side(
                held: hold.insets.top, graphPadding: frameRect.minY - bounds.minY, needed: needed.top, explicit: explicit.top),
            right: PlotAreaHold.side(
                held: hold.insets.right, graphPadding: bounds.maxX - frameRect.maxX, needed: needed.right,
                explicit: explicit.right),
            bottom: PlotAreaHold.side(
                held: hold.insets.bottom, graphPadding: bounds.maxY - frameRect.maxY, needed: needed.bottom,
                explicit: explicit.bottom))
        let frame = bounds.inset(
            left: sides.left.frameInset, top: sides.top.frameInset, right: sides.right.frameInset,
            bottom: sides.bottom.frameInset)
        let padding = EdgeInsets(
            left: sides.left.padding, top: sides.top.padding, right: sides.right.padding, bottom: sides.bottom.padding)
        return try layout(frameRect: frame, padding: padding, measurer: measurer)
    }
}
