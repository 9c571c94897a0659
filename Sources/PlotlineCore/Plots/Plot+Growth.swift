/// A plot growing in: its cache swapped for a copy with values nearer their base while an animation frame is drawn.
extension Plot {
    /// Swaps in the records with the growing fields `y` of the way from the base.
    func showGrowingRecords(y: Double) {
        let kept = cache.count
        let base = growBase
        let growing = Set(growingFields)
        var columns: [PlotField: [Double]] = [:]
        for (field, values) in cache.columns {
            let prefix = Array(values.prefix(kept))
            columns[field] = growing.contains(field) ? prefix.map { base + ($0 - base) * y } : prefix
        }
        let styles = cache.styles.mapValues { Array($0.prefix(kept)) }
        let labels = y == 1 ? cache.labels : nil
        var grown = PlotDataCache()
        grown.replaceAll(with: PlotDataCache.Records(count: kept, columns: columns, labels: labels, styles: styles))
        cacheBeforeGrowing = cache
        cache = grown
        dataRewrites &+= 1
    }

    /// Puts the cache set aside by `showGrowingRecords` back, telling derived caches the records changed.
    func restoreGrownRecords() {
        guard let saved = cacheBeforeGrowing else { return }
        cache = saved
        cacheBeforeGrowing = nil
        dataRewrites &+= 1
    }

    /// The bottom of the plot's y range, where values rise from when they have no base of their own.
    var lowestVisibleY: Double {
        guard let space = effectivePlotSpace as? XYPlotSpace else { return 0 }
        return space.yRange.minLimit
    }
}
