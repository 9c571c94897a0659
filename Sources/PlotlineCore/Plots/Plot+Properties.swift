extension Plot {
    /// The members every plot has.
    static let plotTable: TypeDescriptor = TypeDescriptor(
        name: "Plot", doc: "A data series drawn in a plot space.", kind: .object, superType: Layer.layerTable
    ) { members in
        members.properties = [
            .property("title", \Plot.title, doc: "The name shown in the legend; nil uses the identifier.", default: "nil"),
            .property(
                "plotSpace", \Plot.plotSpace, doc: "The plot space the data is drawn in; nil for the default.",
                default: "nil"),
            .readOnly("dataCount", \Plot.dataCount, doc: "The number of data records."),
        ]
        members.methods = [
            .method(
                "plotRange", parameters: [Parameter("for", "coordinate", Coordinate.self)],
                returns: .optional(PlotRange.valueType), doc: "The range of the data along a coordinate, or nil."
            ) { (plot: Plot, arguments) in
                plot.plotRange(for: try arguments.argument(0, named: "coordinate")).scriptValue
            }
        ]
    }
}
