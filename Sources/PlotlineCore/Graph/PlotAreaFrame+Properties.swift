import PlotlineValues

extension PlotAreaFrame {
    /// The members of plot area frames.
    static let plotAreaFrameTable: TypeDescriptor = TypeDescriptor(
        name: "PlotAreaFrame", doc: "The bordered layer around the plot area; its padding holds the axis labels.",
        kind: .object, superType: BorderedLayer.borderedLayerTable
    ) { members in
        members.properties = [
            .readOnly("plotArea", \PlotAreaFrame.plotArea, doc: "The data rectangle inside the padding."),
            .computed(
                "axisSet", type: .optional(AxisSet.valueType), doc: "The axis set of the plot area.",
                get: { (frame: PlotAreaFrame) in frame.axisSet.scriptValue },
                set: { frame, value in frame.axisSet = try AxisSet?.fromValue(value) }),
        ]
    }
}
