import PlotlineValues

extension TradingRangePlotStyle {
    /// The scripting description of `TradingRangePlotStyle`.
    public static let descriptor: TypeDescriptor = enumerationDescriptor(
        name: "TradingRangePlotStyle", doc: "How a trading-range plot draws each record.")
}
