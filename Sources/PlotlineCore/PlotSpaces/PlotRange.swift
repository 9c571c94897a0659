/// A range of data values: a location and a signed length (Core Plot's `CPTPlotRange`).
///
/// A negative length runs backwards from the location, so `PlotRange(location: 10, length: -10)` covers 0…10
/// and, as a plot space range, draws the axis reversed.
public struct PlotRange: Hashable, Sendable {
    /// Where the range starts.
    public var location: Double
    /// How far it extends from the location; may be negative.
    public var length: Double

    /// Makes a range from a start and a signed length.
    public init(location: Double, length: Double) {
        self.location = location
        self.length = length
    }

    /// Makes the range from `lower` to `upper` (a positive length when `upper > lower`).
    public init(from lower: Double, to upper: Double) {
        self.init(location: lower, length: upper - lower)
    }

    /// `location + length`.
    public var end: Double { location + length }
    /// The smaller of the location and the end.
    public var minLimit: Double { Swift.min(location, end) }
    /// The larger of the location and the end.
    public var maxLimit: Double { Swift.max(location, end) }
    /// The middle value.
    public var midPoint: Double { location + length / 2 }
    /// True when the length is infinite.
    public var isInfinite: Bool { length.isInfinite }
    /// The sign of the length: `.positive`, `.negative` or `.none` for zero.
    public var lengthSign: Sign {
        if length > 0 { return .positive }
        if length < 0 { return .negative }
        return .none
    }

    /// True when `value` lies within the range, its ends included.
    public func contains(_ value: Double) -> Bool {
        value >= minLimit && value <= maxLimit
    }

    /// True when `other` lies entirely within this range.
    public func contains(_ other: PlotRange) -> Bool {
        other.minLimit >= minLimit && other.maxLimit <= maxLimit
    }

    /// True when the ranges share at least one value.
    public func intersects(_ other: PlotRange) -> Bool {
        other.minLimit <= maxLimit && other.maxLimit >= minLimit
    }

    /// The smallest range containing both, keeping this range's direction.
    public func union(_ other: PlotRange) -> PlotRange {
        oriented(min: Swift.min(minLimit, other.minLimit), max: Swift.max(maxLimit, other.maxLimit))
    }

    /// The values in both ranges keeping this range's direction, or nil when they do not meet.
    public func intersection(_ other: PlotRange) -> PlotRange? {
        guard intersects(other) else { return nil }
        return oriented(min: Swift.max(minLimit, other.minLimit), max: Swift.min(maxLimit, other.maxLimit))
    }

    /// The range grown (factor > 1) or shrunk about its midpoint.
    public func expanded(byFactor factor: Double) -> PlotRange {
        let newLength = length * factor
        return PlotRange(location: midPoint - newLength / 2, length: newLength)
    }

    /// Where `value` falls: below the range, in it, or above it.
    public func compare(_ value: Double) -> PlotRangeComparison {
        if value.isNaN { return .undefined }
        if value < minLimit { return .numberBelowRange }
        if value > maxLimit { return .numberAboveRange }
        return .numberInRange
    }

    private func oriented(min lower: Double, max upper: Double) -> PlotRange {
        length < 0 ? PlotRange(location: upper, length: lower - upper) : PlotRange(location: lower, length: upper - lower)
    }
}
