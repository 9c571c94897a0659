import PlotlineValues

extension RangePlotFillDirection {
    /// The scripting description of `RangePlotFillDirection`.
    public static let descriptor: TypeDescriptor = enumerationDescriptor(
        name: "RangePlotFillDirection", doc: "Which way a range plot's area fill runs.")
}
