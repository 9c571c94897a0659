import PlotlineValues

extension LimitLabelPosition {
    /// The scripting description of `LimitLabelPosition`.
    public static let descriptor: TypeDescriptor = enumerationDescriptor(
        name: "LimitLabelPosition", doc: "Where a limit line's label sits: left or right end, above or below.")
}
