import PlotlineValues

extension Sign {
    /// The scripting description of `Sign`.
    public static let descriptor: TypeDescriptor = enumerationDescriptor(
        name: "Sign", doc: "A direction along an axis, or the sign of a length.")
}
