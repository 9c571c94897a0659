import PlotlineValues

extension BorderedLayer {
    /// The members of bordered layers.
    static let borderedLayerTable: TypeDescriptor = TypeDescriptor(
        name: "BorderedLayer", doc: "A layer with a background fill, a border and rounded corners.", kind: .object,
        superType: Layer.layerTable
    ) { members in
        members.properties = [
            .property("borderLineStyle", \BorderedLayer.borderLineStyle, doc: "The border, or nil for none."),
            .property("fill", \BorderedLayer.fill, doc: "The background, or nil for a transparent one."),
            .property("cornerRadius", \BorderedLayer.cornerRadius, doc: "The radius of the corners in points.", default: "0"),
            .property(
                "masksToBorder", \BorderedLayer.masksToBorder,
                doc: "True to clip what the layer hosts to the inside of its border, rounded corners included.",
                default: "false (true for the plot area frame)"),
        ]
    }
}
