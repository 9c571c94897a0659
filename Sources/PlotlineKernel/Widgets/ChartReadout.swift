import PlotlineCore

/// The hover readout of an interactive chart: the data point nearest the pointer, named by its plot and with x
/// and y written as the axes write their labels (docs/interactive.md, 'Gestures').
struct ChartReadout {
    /// "identifier" on the first line, then "x …   y …".
    let text: String
    /// Where the point is, in points from the picture's top left.
    let location: Point
    /// The plot the point belongs to.
    let plot: Plot
    /// The point's record index in its plot.
    let recordIndex: Int

    /// The farthest a point may be from the pointer to be read out, in points.
    static let reach = 24.0

    /// The point of a visible plot nearest `pointer` (points from the picture's top left) within `reach`, or nil.
    static func nearest(in graph: Graph, to pointer: Point) -> ChartReadout? {
        graph.layoutIfNeeded()
        let target = graph.devicePoint(atFramePoint: pointer)
        let plotArea = graph.plotAreaFrame.plotArea.frame
        guard plotArea.contains(target) else { return nil }
        var best: (plot: Plot, index: Int, distance: Double, at: Point, value: Point)?
        for plot in graph.allPlots where !plot.hidden {
            guard let space = plot.effectivePlotSpace, let (xs, ys) = coordinates(of: plot) else { continue }
            let mapping = space.mapping(in: plotArea)
            for index in 0..<min(xs.count, ys.count) where xs[index].isFinite && ys[index].isFinite {
                let at = mapping.viewPoint(forPlotPoint: Point(x: xs[index], y: ys[index]))
                let dx = at.x - target.x, dy = at.y - target.y
                let distance = dx * dx + dy * dy
                if distance < (best?.distance ?? reach * reach) {
                    best = (plot, index, distance, at, Point(x: xs[index], y: ys[index]))
                }
            }
        }
        guard let best else { return nil }
        let text = "\(best.plot.displayName)\nx \(label(best.value.x, .x, of: best.plot, in: graph))   "
            + "y \(label(best.value.y, .y, of: best.plot, in: graph))"
        return ChartReadout(
            text: text, location: graph.framePoint(atDevicePoint: best.at), plot: best.plot,
            recordIndex: best.index)
    }

    /// A plot's points as x and y arrays: scatter plots' values, bar plots' locations and tips (swapped for
    /// horizontal bars); nil for plots without points (pies).
    private static func coordinates(of plot: Plot) -> ([Double], [Double])? {
        if let bars = plot as? BarPlot {
            guard let locations = bars.cachedNumbers(forField: .barLocations),
                  let tips = bars.cachedNumbers(forField: .barTips)
            else { return nil }
            return bars.barsAreHorizontal ? (tips, locations) : (locations, tips)
        }
        guard let xs = plot.cachedNumbers(forField: .xValues), let ys = plot.cachedNumbers(forField: .yValues) else {
            return nil
        }
        return (xs, ys)
    }

    /// A value written by the axis along `coordinate`, with a hundred times its labels' precision (the labels'
    /// own format when the axis has a formatter, and a date, category or power of ten where the scale says so).
    private static func label(_ value: Double, _ coordinate: Coordinate, of plot: Plot, in graph: Graph) -> String {
        let space = plot.effectivePlotSpace
        let axis = graph.axisSet?.axes.first { $0.coordinate == coordinate && ($0.effectivePlotSpace === space) }
        let fallback = NumberLabelFormatter(interval: nil).string(for: value)
        guard let axis, let space else { return fallback }
        let length = coordinate == .x ? graph.plotAreaFrame.plotArea.frame.width : graph.plotAreaFrame.plotArea.frame.height
        var ticks = axis.ticks(in: space.plotRange(for: coordinate), scale: space.scaleType(for: coordinate), axisLength: length)
        ticks.majorInterval = ticks.majorInterval.map { $0 / 100 }
        guard let text = try? axis.labelText(for: value, ticks: ticks, space: space) else { return fallback }
        return axis.labelFormatter == nil ? trimmingZeros(text) : text
    }

    /// A plain decimal without the zeros ending its fraction ("10.00" → "10", "2.50" → "2.5"); other text as it is.
    static func trimmingZeros(_ text: String) -> String {
        guard let point = text.lastIndex(of: "."),
              text[text.index(after: point)...].allSatisfy(\.isNumber)
        else { return text }
        var trimmed = Substring(text)
        while trimmed.last == "0" { trimmed.removeLast() }
        if trimmed.last == "." { trimmed.removeLast() }
        return String(trimmed)
    }
}
