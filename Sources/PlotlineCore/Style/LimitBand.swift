/// A range of data values with a fill (Core Plot's `CPTLimitBand`): an axis's background band, or a part of a
/// scatter plot's area fill painted differently (`addAreaFillBand`).
public struct LimitBand: Hashable, Sendable {
    /// The data range the band covers.
    public var range: PlotRange
    /// The paint, or nil for none.
    public var fill: Fill?

    /// Makes a band.
    public init(range: PlotRange, fill: Fill?) {
        self.range = range
        self.fill = fill
    }
}
