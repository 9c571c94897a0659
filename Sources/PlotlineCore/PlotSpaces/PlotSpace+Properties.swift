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
        members.methods = [
            .callbackSetter(
                "onRangeChange", handlerType: rangeChangeHandlerType,
                doc: "Runs a closure { range, coordinate in … } after the user pans or zooms this space in an interactive chart (nil stops).",
                storingIn: \PlotSpace.rangeChangeHandler),
        ] + bindingMethods
    }

    /// `{ (range: PlotRange, coordinate: Coordinate) in … }`, or nil.
    static let rangeChangeHandlerType = ValueType.optional(.function([PlotRange.valueType, Coordinate.valueType], .any))
}
