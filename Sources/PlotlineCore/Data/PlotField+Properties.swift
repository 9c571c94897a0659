import PlotlineValues

extension PlotField {
    /// The scripting description of `PlotField`.
    public static let descriptor: TypeDescriptor = enumerationDescriptor(
        name: "PlotField", doc: "A column of plot data, named as the plot's binding is (Core Plot's field names work too).",
        aliases: [
            "x": .xValues, "X": .xValues, "y": .yValues, "Y": .yValues,
            "barLocation": .barLocations, "barTip": .barTips, "barBase": .barBases,
            "sliceWidth": .sliceWidths, "open": .openValues, "high": .highValues, "low": .lowValues,
            "close": .closeValues, "left": .leftValues, "right": .rightValues,
        ])
}
