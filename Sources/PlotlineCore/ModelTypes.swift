import PlotlineValues
import PlotlineFeeds

/// Every model type the language can name; the interpreter registers them as global type names.
public enum ModelTypes {
    /// The descriptors of all model types: objects, values and enumerations.
    public static var all: [TypeDescriptor] {
        objects + values + enumerations
    }

    /// The classes (shared by reference).
    public static var objects: [TypeDescriptor] {
        [
            Layer.descriptor, BorderedLayer.descriptor, Graph.descriptor, XYGraph.descriptor,
            PlotAreaFrame.descriptor, PlotArea.descriptor, PlotSpace.descriptor, XYPlotSpace.descriptor,
            AxisSet.descriptor, XYAxisSet.descriptor, Axis.descriptor, XYAxis.descriptor,
            Plot.descriptor, ScatterPlot.descriptor, BarPlot.descriptor, BarPlotGroup.descriptor, PieChart.descriptor,
            TradingRangePlot.descriptor, RangePlot.descriptor, DataSource.descriptor, FunctionDataSource.descriptor, Legend.descriptor,
            TextLayer.descriptor, Annotation.descriptor, LayerAnnotation.descriptor, PlotSpaceAnnotation.descriptor,
            Feed.descriptor, FeedRecordProxy.descriptor, FeedGroups.descriptor, Snapshot.descriptor, Database.descriptor,
        ]
    }

    /// The value types (copied on assignment).
    public static var values: [TypeDescriptor] {
        [
            Point.descriptor, Size.descriptor, Rect.descriptor, Color.descriptor, Gradient.descriptor,
            Fill.descriptor, LineStyle.descriptor, TextStyle.descriptor, PlotSymbol.descriptor,
            PlotRange.descriptor, Theme.descriptor, Shadow.descriptor, LimitBand.descriptor, LimitLine.descriptor,
            Constraints.descriptor, AxisLabel.descriptor, NumberLabelFormatter.descriptor, TimeLabelFormatter.descriptor,
            CalendarLabelFormatter.descriptor, LabelFormatters.descriptor, SortDescriptor.descriptor, Animations.descriptor,
            ColumnType.descriptor,
        ]
    }

    /// The enumerations.
    public static var enumerations: [TypeDescriptor] {
        [
            Coordinate.descriptor, ScaleType.descriptor, FeedLoading.descriptor, Sign.descriptor, AxisLabelingPolicy.descriptor,
            ScatterPlotInterpolation.descriptor, PlotSymbolType.descriptor, GradientType.descriptor,
            LineCapStyle.descriptor, LineJoinStyle.descriptor, TextAlignment.descriptor, FontWeight.descriptor,
            RectAnchor.descriptor, LegendPlacement.descriptor, LegendSwatchLayout.descriptor, LimitLabelPosition.descriptor,
            Alignment.descriptor, NumberStyle.descriptor, CalendarUnit.descriptor, AnimationCurve.descriptor,
            PlotField.descriptor, PlotBinding.descriptor, ScatterPlotCurvedInterpolationOption.descriptor, ScatterPlotHistogramOption.descriptor,
            PieDirection.descriptor, TradingRangePlotStyle.descriptor, RangePlotFillDirection.descriptor,
        ]
    }
}
