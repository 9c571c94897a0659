extension Graph {
    /// Samples every plot drawn from a `FunctionDataSource` for a plot area `plotAreaWidth` points wide over its
    /// space's visible x range; true when any plot fetched new samples (the layout must then be computed again, for
    /// automatic ranges). Before the first layout (width 0) nothing is sampled.
    ///
    /// - Throws: the function's error.
    func sampleFunctions(plotAreaWidth width: Double, pixelScale: Double) throws -> Bool {
        guard width > 0 else { return false }
        var sampled = false
        for plot in allPlots {
            guard let source = plot.dataSource as? FunctionDataSource, let space = plot.effectivePlotSpace else {
                continue
            }
            let sampling = source.sampling(xRange: space.xRange, width: width, pixelScale: pixelScale)
            if source.adopt(sampling, for: plot) {
                try plot.reloadData()
                sampled = true
            }
        }
        return sampled
    }
}
