import PlotlineValues

extension LegendPlacement {
    /// The scripting description of `LegendPlacement`.
    public static let descriptor: TypeDescriptor = enumerationDescriptor(
        name: "LegendPlacement", doc: "Where a graph's legend goes: outside the plot area (making room) or inside it.")
}
