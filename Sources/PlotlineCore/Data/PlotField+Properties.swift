import PlotlineValues

extension PlotField {
    /// The scripting description of `PlotField`.
    public static let descriptor: TypeDescriptor = enumerationDescriptor(
        name: "PlotField", doc: "A column of plot data, named as the plot's binding is (Core Plot's field names work too).",
        aliases: corePlotNames)

    /// Core Plot's names for the fields (`CPTScatterPlotField.X`, `CPTBarPlotField.barLocation`), which name the
    /// bindings that fill them too.
    public static let corePlotNames: KeyValuePairs<String, PlotField> = [
        "x": .xValues, "X": .xValues, "y": .yValues, "Y": .yValues,
        "barLocation": .barLocations, "barTip": .barTips, "barBase": .barBases,
        "sliceWidth": .sliceWidths, "open": .openValues, "high": .highValues, "low": .lowValues,
        "close": .closeValues, "left": .leftValues, "right": .rightValues,
    ]
}
