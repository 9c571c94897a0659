/// A band of data values painted behind the plots across the plot area, such as a normal range or a target zone
/// (Core Plot's `CPTLimitBand`).
public struct LimitBand: Hashable, Sendable {
    /// The values the band covers along its axis.
    public var range: PlotRange
    /// The band's paint, or nil for none.
    public var fill: Fill?

    /// Makes a limit band.
    public init(range: PlotRange, fill: Fill?) {
        self.range = range
        self.fill = fill
    }
}
