extension Graph {
    /// Fetches the data of every plot whose cache is stale, before anything is drawn.
    ///
    /// - Throws: a data source's error.
    func reloadStalePlotData() throws {
        for plot in allPlots { try plot.reloadDataIfNeeded() }
    }

    /// Draws the data labels of every plot above all plots, placed in drawing order so that no two collide.
    ///
    /// - Throws: a label formatter's error.
    func drawDataLabels(plotArea: Rect, in context: any DrawingContext) throws {
        var placer = DataLabelPlacer(bounds: plotArea)
        for plot in allPlots where !plot.hidden {
            guard plot.labelTextStyle != nil, let space = plot.effectivePlotSpace else { continue }
            try plot.drawDataLabels(in: context, mapping: space.mapping(in: plotArea), placer: &placer)
        }
    }
}
