import PlotlineValues

extension AxisLabelingPolicy {
    /// The scripting description of `AxisLabelingPolicy`.
    public static let descriptor: TypeDescriptor = enumerationDescriptor(
        name: "AxisLabelingPolicy", doc: "How an axis chooses where its major ticks and labels go.")
}
