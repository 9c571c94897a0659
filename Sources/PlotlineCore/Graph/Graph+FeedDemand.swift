import PlotlineFeeds

extension Graph {
    /// Asks each on-demand feed (`loading: .onDemand`) whose x column a plot's x is bound to for the M4 rows of the
    /// plot's visible x range (x's whole extent while the range is automatic), at four columns per device pixel of
    /// `width` (the plot area, in points): what the plot's own line drawing resolves. True when a feed's rows changed.
    ///
    /// - Throws: the database's error.
    func demandFeedRows(plotAreaWidth width: Double, pixelScale: Double) throws -> Bool {
        guard width > 0 else { return false }
        var changed = false
        for plot in allPlots {
            guard let bindings = plot.dataSource as? PlotBindings,
                let (feed, field) = bindings.source(for: .xValues)?.column ?? bindings.source(for: .barLocations)?.column,
                feed.isOnDemand, feed.onDemandX == field,
                let space = plot.effectivePlotSpace as? XYPlotSpace
            else { continue }
            let range = space.xRangeIsAutomatic ? nil : space.xRange.minLimit...space.xRange.maxLimit
            let columns = Int((width * pixelScale * 4).rounded(.up))
            if try feed.demand(xRange: range, columns: columns) { changed = true }
        }
        return changed
    }
}
