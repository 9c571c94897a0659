extension Graph {
    /// The widest and narrowest text drawings, in characters.
    static let textDrawingColumnLimits = 24...400

    /// The chart drawn for consoles (`text/plain`): the title, then each visible plot's lines traced in Unicode
    /// braille within the default plot space's ranges, framed by the y range's ends on the left and the x
    /// range's ends below, then a line naming the axes and one naming the plots.
    ///
    /// - Parameter columns: the width in characters, 72 by default.
    public func textDrawing(columns: Int = 72) -> String {
        let width = min(max(columns, Graph.textDrawingColumnLimits.lowerBound), Graph.textDrawingColumnLimits.upperBound)
        guard let space = defaultPlotSpace else { return graphSummary }
        let xAxis = (axisSet as? XYAxisSet)?.xAxis
        let yAxis = (axisSet as? XYAxisSet)?.yAxis
        let yTop = rangeLabel(space.yRange.maxLimit, axis: yAxis, space: space)
        let yBottom = rangeLabel(space.yRange.minLimit, axis: yAxis, space: space)
        let gutter = max(yTop.count, yBottom.count) + 1
        let plotColumns = max(8, width - gutter - 2)
        let aspect = bounds.width > 0 ? bounds.height / bounds.width : 0.6
        let rows = min(60, max(4, Int((Double(plotColumns) * aspect / 2).rounded())))
        var canvas = BrailleCanvas(columns: plotColumns, rows: rows)
        trace(on: &canvas, in: space)
        var lines: [String] = []
        if let title, !title.isEmpty {
            let indent = max(0, (gutter + 2 + plotColumns - title.count) / 2)
            lines.append(String(repeating: " ", count: indent) + title)
        }
        for (index, row) in canvas.lines.enumerated() {
            let label = index == 0 ? yTop : (index == rows - 1 ? yBottom : "")
            let mark = index == 0 || index == rows - 1 ? "┤" : "│"
            lines.append(String(repeating: " ", count: gutter - label.count - 1) + label + " " + mark + row)
        }
        lines.append(String(repeating: " ", count: gutter) + "└" + String(repeating: "─", count: plotColumns))
        let xLeft = rangeLabel(space.xRange.minLimit, axis: xAxis, space: space)
        let xRight = rangeLabel(space.xRange.maxLimit, axis: xAxis, space: space)
        let gap = max(1, plotColumns + 1 - xLeft.count - xRight.count)
        lines.append(String(repeating: " ", count: gutter) + xLeft + String(repeating: " ", count: gap) + xRight)
        lines.append(axisLine(x: xAxis, y: yAxis, space: space))
        let plots = allPlots.filter { !$0.hidden }.map { "\($0.displayName) (\($0.dataCount) points)" }
        lines.append("plots: " + (plots.isEmpty ? "none" : plots.joined(separator: ", ")))
        return lines.joined(separator: "\n")
    }

    /// Draws every visible plot of `space` on the canvas: their strokes as lines (small closed shapes such as
    /// symbols as blocks of four dots), or the outlines of their fills when they stroke nothing.
    ///
    /// Plots draw at the plot area's size in points (so symbols keep their size relative to the data), and what
    /// they draw is then scaled onto the canvas's dots.
    private func trace(on canvas: inout BrailleCanvas, in space: XYPlotSpace) {
        layoutIfNeeded()
        let laidOut = plotAreaFrame.plotArea.frame
        let area = Rect(x: 0, y: 0, width: max(1, laidOut.width), height: max(1, laidOut.height))
        let scaleX = Double(canvas.dotWidth) / area.width
        let scaleY = Double(canvas.dotHeight) / area.height
        for plot in allPlots where !plot.hidden && (plot.effectivePlotSpace === space || plot.effectivePlotSpace == nil) {
            // The canvas's dots per point, so that dense lines are thinned to the dots rather than to a screen's pixels.
            let recorder = RecordingContext(pixelScale: scaleX)
            plot.draw(in: recorder, mapping: space.mapping(in: area))
            var strokes: [Path] = []
            var fills: [Path] = []
            for command in recorder.commands {
                switch command {
                case .stroke(let path, _): strokes.append(path)
                case .fill(let path, _): fills.append(path)
                default: break
                }
            }
            for path in strokes.isEmpty ? fills : strokes {
                Graph.trace(path.applying { Point(x: $0.x * scaleX, y: $0.y * scaleY) }, on: &canvas)
            }
        }
    }

    private static func trace(_ path: Path, on canvas: inout BrailleCanvas) {
        for subpath in path.flattenedSubpaths() {
            if subpath.count > 2, let box = Path.boundingBox(of: subpath), box.width < 4, box.height < 4 {
                let x = Int(box.midX.rounded(.down))
                let y = Int(box.midY.rounded(.down))
                for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] { canvas.set(x: x + dx, y: y + dy) }
                continue
            }
            for (start, end) in zip(subpath, subpath.dropFirst()) { canvas.drawLine(from: start, to: end) }
            if subpath.count == 1, let only = subpath.first { canvas.drawLine(from: only, to: only) }
        }
    }

    /// An end of a range as the axis labels it (dates, currency, categories), else as a plain number.
    private func rangeLabel(_ value: Double, axis: XYAxis?, space: XYPlotSpace) -> String {
        if let axis, space.scaleType(for: axis.coordinate) == .category, axis.labelFormatter == nil {
            let names = space.categories(for: axis.coordinate)
            let range = space.plotRange(for: axis.coordinate)
            let index = Int((value == range.minLimit ? value.rounded(.up) : value.rounded(.down)))
            if names.indices.contains(index) { return names[index] }
        }
        let range = axis.map { space.plotRange(for: $0.coordinate) }
        let step = range.map { abs($0.length) / 4 }
        var ticks = AxisTicks(major: [value], minor: [], majorInterval: step.map(Graph.niceStep))
        if let axis, space.scaleType(for: axis.coordinate) == .dateTime, let step {
            ticks.calendarUnit = AxisTicks.calendarUnit(forInterval: step)
        }
        if let axis, space.scaleType(for: axis.coordinate) != .category, let text = try? axis.labelText(for: value, ticks: ticks, space: space), !text.isEmpty {
            return text
        }
        return NumberLabelFormatter().label(for: value, ticks: ticks)
    }

    private static func niceStep(_ step: Double) -> Double {
        AxisTicks.niceInterval(for: PlotRange(location: 0, length: step * 4), preferredCount: 5) ?? step
    }

    private func axisLine(x: XYAxis?, y: XYAxis?, space: XYPlotSpace) -> String {
        func describe(_ name: String, _ axis: XYAxis?, _ coordinate: Coordinate) -> String {
            let range = space.plotRange(for: coordinate)
            let title = axis?.title.map { " (\($0))" } ?? ""
            let low = rangeLabel(range.minLimit, axis: axis, space: space)
            let high = rangeLabel(range.maxLimit, axis: axis, space: space)
            return "\(name)\(title): \(low) … \(high)"
        }
        return describe("x", x, .x) + "; " + describe("y", y, .y)
    }
}
