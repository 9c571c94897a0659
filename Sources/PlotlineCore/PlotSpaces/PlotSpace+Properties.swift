import PlotlineValues

extension PlotSpace {
    /// The members every plot space has.
    static let plotSpaceTable: TypeDescriptor = TypeDescriptor(
        name: "PlotSpace", doc: "Maps data coordinates to positions in a graph's plot area.", kind: .object
    ) { members in
        members.properties = [
            .property("identifier", \PlotSpace.identifier, doc: "A name for finding the plot space.", default: "nil"),
            .property(
                "allowsUserInteraction", \PlotSpace.allowsUserInteraction,
                doc: "True when users may pan and zoom the space in an interactive chart.", default: "true"),
        ]
        members.methods = bindingMethods
    }
}
