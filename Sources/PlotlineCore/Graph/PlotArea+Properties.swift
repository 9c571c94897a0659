import PlotlineValues

extension PlotArea {
    /// The members of plot areas.
    static let plotAreaTable: TypeDescriptor = TypeDescriptor(
        name: "PlotArea", doc: "The rectangle where data is drawn; it hosts the axis set and the plots.", kind: .object,
        superType: Layer.layerTable
    ) { members in
        members.properties = [
            .property("fill", \PlotArea.fill, doc: "The background of the data rectangle, or nil.", default: "nil"),
            .property("borderLineStyle", \PlotArea.borderLineStyle, doc: "A border around the data rectangle, or nil.", default: "nil"),
            .computed(
                "axisSet", type: .optional(AxisSet.valueType), doc: "The axes, or nil.",
                get: { (area: PlotArea) in area.axisSet.scriptValue },
                set: { area, value in area.axisSet = try AxisSet?.fromValue(value) }),
        ]
    }
}
