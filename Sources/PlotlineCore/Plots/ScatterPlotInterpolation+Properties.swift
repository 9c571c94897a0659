import PlotlineValues

extension ScatterPlotInterpolation {
    /// The scripting description of `ScatterPlotInterpolation`.
    public static let descriptor: TypeDescriptor = enumerationDescriptor(
        name: "ScatterPlotInterpolation", doc: "How a scatter plot connects its points.")
}
