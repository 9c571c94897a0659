extension Graph {
    /// The most times automatic padding is recomputed; it settles after one or two passes.
    static let layoutPasses = 4
    /// The smallest share of the frame the plot area keeps when labels are very large.
    private static let minimumPlotShare = 0.25

    /// Lays the graph out with its session's renderer's text measurement, unless the stored layout is current;
    /// reading frames and automatic padding calls this.
    public func layoutIfNeeded() {
        guard layoutGeneration != generation else { return }
        _ = try? layout(measurer: context.textMeasurer)
    }

    /// Lays the graph out with a text measurer and stores the frames and automatic padding in its layers.
    ///
    /// Layout never changes `revision`: frames and automatic padding are derived from the model.
    /// - Throws: the error of a label formatter that fails.
    @discardableResult
    public func layout(measurer: any TextMeasurer) throws -> GraphLayout {
        let result = try computeLayout(measurer: measurer)
        frame = result.bounds
        plotAreaFrame.frame = result.frameRect
        plotAreaFrame.automaticPadding = result.framePadding
        plotAreaFrame.plotArea.frame = result.plotAreaRect
        axisSet?.frame = result.plotAreaRect
        legend?.frame = result.legend?.frame ?? .zero
        for plot in allPlots { plot.frame = result.plotAreaRect }
        for (axis, axisLayout) in result.axes { axis.frame = axisLayout.textBounds ?? result.plotAreaRect }
        for axis in axisSet?.axes ?? [] {
            axis.placedLabelTexts = result.axes.first { $0.axis === axis }?.layout.labels.map(\.text) ?? []
        }
        layoutGeneration = generation
        return result
    }

    /// Computes the layout without storing it (it grows an active plot area hold, see `holdingPlotArea(_:_:)`).
    public func computeLayout(measurer: any TextMeasurer) throws -> GraphLayout {
        let frameRect = bounds.inset(left: paddingLeft, top: paddingTop, right: paddingRight, bottom: paddingBottom)
        if let hold = activePlotAreaHold { return try heldLayout(hold, frameRect: frameRect, measurer: measurer) }
        var padding = explicitFramePadding(or: .zero)
        var result = try layout(frameRect: frameRect, padding: padding, measurer: measurer)
        for _ in 0..<Graph.layoutPasses {
            let needed = explicitFramePadding(or: automaticFramePadding(for: result))
            if needed == padding { break }
            padding = needed
            result = try layout(frameRect: frameRect, padding: padding, measurer: measurer)
        }
        return result
    }

    /// The frame padding the user set, with `automatic` for the sides left unset.
    private func explicitFramePadding(or automatic: EdgeInsets) -> EdgeInsets {
        let explicit = plotAreaFrame.padding
        return EdgeInsets(
            left: explicit.left ?? automatic.left, top: explicit.top ?? automatic.top,
            right: explicit.right ?? automatic.right, bottom: explicit.bottom ?? automatic.bottom)
    }

    /// The padding that makes room for everything drawn outside the plot area in `result`.
    func automaticFramePadding(for result: GraphLayout) -> EdgeInsets {
        let plot = result.plotAreaRect
        let frame = result.frameRect
        let outside = result.textBounds.map { $0.union(plot) } ?? plot
        let inset = plotAreaFrame.automaticContentInset
        let left = (plot.minX - outside.minX).rounded(.up) + inset
        let right = (outside.maxX - plot.maxX).rounded(.up) + inset
        let top = (plot.minY - outside.minY).rounded(.up) + inset
        let bottom = (outside.maxY - plot.maxY).rounded(.up) + inset
        let horizontalLimit = frame.width * (1 - Graph.minimumPlotShare)
        let verticalLimit = frame.height * (1 - Graph.minimumPlotShare)
        let horizontalScale = left + right > horizontalLimit ? horizontalLimit / (left + right) : 1
        let verticalScale = top + bottom > verticalLimit ? verticalLimit / (top + bottom) : 1
        return EdgeInsets(
            left: (left * horizontalScale).rounded(), top: (top * verticalScale).rounded(),
            right: (right * horizontalScale).rounded(), bottom: (bottom * verticalScale).rounded())
    }

    func layout(frameRect: Rect, padding: EdgeInsets, measurer: any TextMeasurer) throws -> GraphLayout {
        let plotAreaRect = frameRect.inset(
            left: padding.left, top: padding.top, right: padding.right, bottom: padding.bottom
        ).integral
        var axes: [(axis: XYAxis, layout: AxisLayout)] = []
        for axis in (axisSet?.axes ?? []).compactMap({ $0 as? XYAxis }) {
            if let axisLayout = try axis.layout(in: plotAreaRect, measurer: measurer) {
                axes.append((axis, axisLayout))
            }
        }
        var result = GraphLayout(
            bounds: bounds, frameRect: frameRect, plotAreaRect: plotAreaRect, framePadding: padding,
            axes: Graph.removingLabelsOnAxisLines(axes), title: nil, legend: nil)
        result.legend = placeLegend(in: result, measurer: measurer)
        result.title = placeTitle(in: result, measurer: measurer)
        return result
    }

    /// The layouts without labels that another axis line crosses (the "0" labels where two axes cross inside the
    /// plot area).
    private static func removingLabelsOnAxisLines(
        _ axes: [(axis: XYAxis, layout: AxisLayout)]
    ) -> [(axis: XYAxis, layout: AxisLayout)] {
        axes.enumerated().map { index, entry in
            let crossingLines = axes.enumerated().filter { $0.offset != index }.map(\.element.layout.lineBounds)
            guard !crossingLines.isEmpty else { return entry }
            var layout = entry.layout
            layout.labels.removeAll { label in crossingLines.contains { $0.intersects(label.bounds) } }
            return (entry.axis, layout)
        }
    }
}
