import PlotlineValues

extension RectAnchor {
    /// The scripting description of `RectAnchor`.
    public static let descriptor: TypeDescriptor = enumerationDescriptor(
        name: "RectAnchor", doc: "A point on a rectangle's edge or its centre, for positioning titles, legends and annotations.")
}
