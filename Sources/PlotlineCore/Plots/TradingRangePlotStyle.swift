import PlotlineValues

/// How a trading-range plot draws each record (Core Plot's `CPTTradingRangePlotStyle`).
public enum TradingRangePlotStyle: String, ScriptEnumeration {
    /// A vertical line from low to high with a tick left at the open and right at the close.
    case ohlc
    /// A wick from low to high through a body from open to close, filled by direction.
    case candleStick

    /// A one-line summary of a case, for `help`.
    public static func documentation(of member: TradingRangePlotStyle) -> String {
        switch member {
        case .ohlc: return "A low-high line with open (left) and close (right) ticks."
        case .candleStick: return "A low-high wick through an open-close body filled by direction."
        }
    }
}
