extension PlotBinding {
    /// The names of the data source methods Core Plot asks for this binding's per-record styles or labels: one
    /// record at a time (`barFill(for:recordIndex:)`) and a range at once (`barFills(for:recordIndexRange:)`);
    /// nil for the numeric fields, which `number(for:field:recordIndex:)` answers.
    public var dataSourceMethodNames: (record: String, range: String)? {
        switch self {
        case .plotSymbols: return ("symbol", "symbols")
        case .barFills: return ("barFill", "barFills")
        case .barLineStyles: return ("barLineStyle", "barLineStyles")
        case .barWidths: return ("barWidth", "barWidths")
        case .sliceFills: return ("sliceFill", "sliceFills")
        case .sliceRadialOffsets: return ("radialOffset", "radialOffsets")
        case .increaseFills: return ("increaseFill", "increaseFills")
        case .decreaseFills: return ("decreaseFill", "decreaseFills")
        case .lineStyles: return ("lineStyle", "lineStyles")
        case .increaseLineStyles: return ("increaseLineStyle", "increaseLineStyles")
        case .decreaseLineStyles: return ("decreaseLineStyle", "decreaseLineStyles")
        case .dataLabels: return ("dataLabel", "dataLabels")
        default: return nil
        }
    }
}
