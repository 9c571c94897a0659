import PlotlineValues

extension ScatterPlotHistogramOption {
    /// The scripting description of `ScatterPlotHistogramOption`.
    public static let descriptor: TypeDescriptor = enumerationDescriptor(
        name: "ScatterPlotHistogramOption", doc: "How a histogram scatter plot steps between points.")
}
