extension Graph {
    /// A hold that keeps the plot area where the graph is laid out now, for a view to take when a gesture begins
    /// (see `PlotAreaHold`); call it before changing the ranges, in the size the view shows.
    public func plotAreaHold() -> PlotAreaHold {
        layoutIfNeeded()
        return PlotAreaHold(insets: plotAreaFrame.automaticPadding)
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

    /// The padding a layout that needs `needed` uses: `needed`, or at least the held insets while a hold is active.
    func heldPadding(fitting needed: EdgeInsets) -> EdgeInsets {
        activePlotAreaHold?.padding(fitting: needed) ?? needed
    }

    /// Grows the active hold, if any, to the padding a finished layout used.
    func growPlotAreaHold(toFit padding: EdgeInsets) {
        activePlotAreaHold?.grow(toFit: padding)
    }
}
