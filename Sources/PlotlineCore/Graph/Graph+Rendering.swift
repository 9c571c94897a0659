extension Graph {
    /// Lays the graph out with the context's text measurement and draws it in Core Plot's order: backgrounds,
    /// minor then major grid lines, the axis-set border, minor then major ticks, axis lines, plots, axis labels,
    /// axis titles, then borders and the graph title on top.
    ///
    /// - Throws: the error of a label formatter that fails.
    public func render(in context: any DrawingContext) throws {
        try reloadStalePlotData()
        let result = try layout(measurer: context)
        let plotArea = plotAreaFrame.plotArea
        drawBackground(in: context)
        if !plotAreaFrame.hidden {
            plotAreaFrame.drawBackground(in: context)
            context.drawBorderedRect(result.plotAreaRect, cornerRadius: 0, fill: plotArea.fill, border: nil)
            drawAxes(result, in: context)
            drawPlots(result, in: context)
            try drawDataLabels(plotArea: result.plotAreaRect, in: context)
            drawAxisText(result, in: context)
            if let border = plotArea.borderLineStyle { context.strokeEdges(of: result.plotAreaRect, with: border) }
            plotAreaFrame.drawBorder(in: context)
        }
        drawBorder(in: context)
        result.title?.draw(in: context)
    }

    private func drawAxes(_ result: GraphLayout, in context: any DrawingContext) {
        for (axis, layout) in result.axes { axis.drawGridLines(layout, minor: true, in: context) }
        for (axis, layout) in result.axes { axis.drawGridLines(layout, minor: false, in: context) }
        if let border = axisSet?.borderLineStyle { context.strokeEdges(of: result.plotAreaRect, with: border) }
        for (axis, layout) in result.axes { axis.drawTicks(layout, minor: true, in: context) }
        for (axis, layout) in result.axes { axis.drawTicks(layout, minor: false, in: context) }
        for (axis, layout) in result.axes { axis.drawAxisLine(layout, in: context) }
    }

    private func drawPlots(_ result: GraphLayout, in context: any DrawingContext) {
        for plot in allPlots where !plot.hidden {
            guard let space = plot.effectivePlotSpace else { continue }
            plot.draw(in: context, mapping: space.mapping(in: result.plotAreaRect))
        }
    }

    private func drawAxisText(_ result: GraphLayout, in context: any DrawingContext) {
        for (axis, layout) in result.axes { axis.drawLabels(layout, in: context) }
        for (axis, layout) in result.axes { axis.drawTitle(layout, in: context) }
    }
}
