import PlotlineValues

extension ScatterPlotCurvedInterpolationOption {
    /// The scripting description of `ScatterPlotCurvedInterpolationOption`.
    public static let descriptor: TypeDescriptor = enumerationDescriptor(
        name: "ScatterPlotCurvedInterpolationOption", doc: "The kind of curve a curved scatter plot draws.")
}
