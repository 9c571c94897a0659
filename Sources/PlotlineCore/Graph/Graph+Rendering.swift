extension Graph {
    /// Lays the graph out with the context's text measurement and draws it in Core Plot's order: the graph's
    /// background, the plot area frame's background, then inside the frame (clipped to its border when
    /// `masksToBorder` is set) the plot area fill, alternating and limit bands, minor then major grid lines, the
    /// axis-set border, minor then major ticks, axis lines, plots, limit lines, axis labels, axis titles, the plot
    /// area border and the plot area's annotations; then the frame's border and annotations, the legend, the
    /// graph's border, the title and the graph's annotations.
    ///
    /// - Throws: the error of a label formatter that fails.
    public func render(in context: any DrawingContext) throws {
        let pixelScale = context.pixelScale ?? FunctionDataSource.vectorPixelScale
        try fetchingDataForRendering {
            try reloadStalePlotData()
            _ = try sampleFunctions(plotAreaWidth: plotAreaFrame.plotArea.frame.width, pixelScale: pixelScale)
            // Asked at the graph's whole width, the rows serve the plot area laid out below without asking again.
            _ = try demandFeedRows(plotAreaWidth: width, pixelScale: pixelScale)
        }
        var result = try layout(measurer: context)
        let resampled = try fetchingDataForRendering {
            let sampled = try sampleFunctions(plotAreaWidth: result.plotAreaRect.width, pixelScale: pixelScale)
            return try demandFeedRows(plotAreaWidth: result.plotAreaRect.width, pixelScale: pixelScale) || sampled
        }
        if resampled { result = try layout(measurer: context) }
        drawBackground(in: context)
        if !plotAreaFrame.hidden { try drawPlotAreaFrame(result, in: context) }
        if let legend, let legendLayout = result.legend { legend.draw(legendLayout, in: context) }
        drawBorder(in: context)
        result.title?.draw(in: context)
        drawAnnotations(of: self, result, in: context)
    }

    private func drawPlotAreaFrame(_ result: GraphLayout, in context: any DrawingContext) throws {
        let frame = plotAreaFrame
        let plotArea = frame.plotArea
        lastPlotAreaRect = result.plotAreaRect
        frame.drawBackground(in: context)
        context.saveState()
        if frame.masksToBorder { context.clip(to: frame.maskPath(for: frame.frame)) }
        if !plotArea.hidden {
            context.draw(shadow: plotArea.shadow) { target in
                target.drawBorderedRect(result.plotAreaRect, cornerRadius: 0, fill: plotArea.fill, border: nil)
            }
            drawAxes(result, in: context)
            try revealingGrowth(of: result.plotAreaRect, in: context) {
                drawPlots(result, in: context)
                try drawDataLabels(plotArea: result.plotAreaRect, in: context)
            }
            drawLimitLines(result, behindData: false, in: context)
            drawAxisText(result, in: context)
            if let border = plotArea.borderLineStyle { context.strokeEdges(of: result.plotAreaRect, with: border) }
            drawAnnotations(of: plotArea, result, in: context)
            for plot in allPlots where !plot.hidden { drawAnnotations(of: plot, result, in: context) }
        }
        context.restoreState()
        frame.drawBorder(in: context)
        drawAnnotations(of: frame, result, in: context)
    }

    private func drawAxes(_ result: GraphLayout, in context: any DrawingContext) {
        for (axis, layout) in result.axes { axis.drawBands(layout, in: context) }
        for (axis, layout) in result.axes { axis.drawLimitBands(layout, in: context) }
        drawLimitLines(result, behindData: true, in: context)
        for (axis, layout) in result.axes { axis.drawGridLines(layout, minor: true, in: context) }
        for (axis, layout) in result.axes { axis.drawGridLines(layout, minor: false, in: context) }
        if let border = axisSet?.borderLineStyle { context.strokeEdges(of: result.plotAreaRect, with: border) }
        for (axis, layout) in result.axes { axis.drawTicks(layout, minor: true, in: context) }
        for (axis, layout) in result.axes { axis.drawTicks(layout, minor: false, in: context) }
        for (axis, layout) in result.axes { axis.drawAxisLine(layout, in: context) }
    }

    /// Runs `draw` clipped to the left share `growReveal` of the plot area while plots grow in along x.
    private func revealingGrowth(of plotArea: Rect, in context: any DrawingContext, _ draw: () throws -> Void) throws {
        guard growReveal < 1 else { return try draw() }
        context.saveState()
        defer { context.restoreState() }
        // The clip's only edge inside the picture is the reveal's, on a device pixel boundary: what is revealed is
        // drawn pixel for pixel as without a clip, so a frame differs from the one before only at its new strip.
        let scale = context.pixelScale ?? 1
        let edge = ((plotArea.minX + plotArea.width * max(0, growReveal)) * scale).rounded(.up) / scale
        context.clip(to: Path(rect: Rect(x: -1, y: -1, width: edge + 1, height: bounds.height + 2)))
        try draw()
    }

    private func drawPlots(_ result: GraphLayout, in context: any DrawingContext) {
        for plot in allPlots where !plot.hidden {
            guard let space = plot.effectivePlotSpace else { continue }
            let mapping = space.mapping(in: result.plotAreaRect)
            context.draw(shadow: plot.shadow) { target in plot.draw(in: target, mapping: mapping) }
        }
    }

    private func drawLimitLines(_ result: GraphLayout, behindData: Bool, in context: any DrawingContext) {
        for (axis, layout) in result.axes { axis.drawLimitLines(layout, behindData: behindData, in: context) }
    }

    private func drawAxisText(_ result: GraphLayout, in context: any DrawingContext) {
        for (axis, layout) in result.axes { axis.drawLabels(layout, in: context) }
        for (axis, layout) in result.axes { axis.drawTitle(layout, in: context) }
    }

    private func drawAnnotations(of host: Layer, _ result: GraphLayout, in context: any DrawingContext) {
        for annotation in host.annotations { annotation.draw(in: context, layout: result) }
    }
}
