extension Graph {
    /// Plots with more records than this are not treated as obstacles for data labels (checking every point
    /// would cost more than the labels are worth).
    static let maximumObstacleRecords = 5_000

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
        let labelled = allPlots.filter(\.drawsDataLabels)
        guard !labelled.isEmpty else { return }
        for plot in allPlots where !plot.hidden && plot.cachedDataCount <= Graph.maximumObstacleRecords {
            guard let space = plot.effectivePlotSpace else { continue }
            for box in plot.labelObstacles(mapping: space.mapping(in: plotArea)) { placer.reserve(box) }
        }
        for plot in labelled {
            guard let space = plot.effectivePlotSpace else { continue }
            try plot.drawDataLabels(in: context, mapping: space.mapping(in: plotArea), placer: &placer)
        }
    }
}
