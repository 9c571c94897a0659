extension Graph {
    /// The state the graph's picture is drawn from, as last laid out (see `PictureState`); read it right after
    /// rendering to remember what the picture shows.
    public func pictureState() -> PictureState {
        let plotArea = plotAreaFrame.plotArea.frame
        let plots = allPlots.map { plot in
            PictureState.PlotState(
                plot: ObjectIdentifier(plot), mapping: plot.effectivePlotSpace?.mapping(in: plotArea),
                recordCount: plot.cache.count)
        }
        let settled = !allPlots.contains { $0.dataNeedsReloading || $0.effectiveDataSource is FunctionDataSource }
        return PictureState(structureRevision: structureRevision, bounds: bounds, plots: plots, isSettled: settled)
    }

    /// The part of the graph, in points, where a picture drawn at `earlier` differs from the graph now, when the
    /// only changes since are records appended to plots that can say where those records are drawn; nil when
    /// the whole picture must be drawn again (anything else changed, a range or the layout moved, a plot cannot
    /// tell, or nothing changed at all).
    /// It lays the graph out with `measurer`, which must measure text as the renderer that drew the picture does.
    public func regionChanged(since earlier: PictureState, measuredBy measurer: any TextMeasurer) -> Rect? {
        // A range that moved (a zoom or a pan: every frame of an interactive chart) is known without laying the
        // graph out, which measures all its text.
        guard !plotRangesMoved(since: earlier), (try? layout(measurer: measurer)) != nil else { return nil }
        let now = pictureState()
        guard earlier.isSettled, now.isSettled, earlier.structureRevision == now.structureRevision,
            earlier.bounds == now.bounds, earlier.plots.count == now.plots.count
        else { return nil }
        var region: Rect?
        for (plot, (before, after)) in zip(allPlots, zip(earlier.plots, now.plots)) {
            guard before.plot == after.plot, before.mapping == after.mapping,
                before.recordCount <= after.recordCount
            else { return nil }
            guard before.recordCount < after.recordCount else { continue }
            guard let mapping = after.mapping,
                let changed = plot.regionOfRecords(appendedFrom: before.recordCount, mapping: mapping)
            else { return nil }
            region = region.map { $0.union(changed) } ?? changed
        }
        return region
    }

    /// True when a plot's space has other ranges than when the picture at `earlier` was drawn, or the plots differ.
    private func plotRangesMoved(since earlier: PictureState) -> Bool {
        let plots = allPlots
        guard plots.count == earlier.plots.count else { return true }
        return zip(plots, earlier.plots).contains { plot, before in
            let space = plot.effectivePlotSpace
            return space?.xRange != before.mapping?.xRange || space?.yRange != before.mapping?.yRange
        }
    }
}
