import PlotlineValues

/// Pins an axis to the plot area instead of to a data value: a distance from the lower (left or bottom) edge,
/// from the upper (right or top) edge, or a fraction across (Core Plot's `CPTConstraints`).
public struct Constraints: Hashable, Sendable {
    /// What the offset is measured from.
    public enum Kind: Hashable, Sendable {
        /// Points from the left edge (for a y axis) or the bottom edge (for an x axis).
        case lower
        /// Points from the right edge (for a y axis) or the top edge (for an x axis).
        case upper
        /// A fraction of the way from the lower edge to the upper edge.
        case relative
    }

    /// What the offset is measured from.
    public var kind: Kind
    /// The distance in points, or the fraction for a relative constraint.
    public var offset: Double

    /// Pinned `offset` points from the lower edge (Core Plot's `constraintWithLowerOffset:`).
    public init(lowerOffset: Double) {
        self.kind = .lower
        self.offset = lowerOffset
    }

    /// Pinned `offset` points from the upper edge (Core Plot's `constraintWithUpperOffset:`).
    public init(upperOffset: Double) {
        self.kind = .upper
        self.offset = upperOffset
    }

    /// Pinned a fraction of the way across, 0 at the lower edge and 1 at the upper (`constraintWithRelativeOffset:`).
    public init(relativeOffset: Double) {
        self.kind = .relative
        self.offset = relativeOffset
    }

    /// The device coordinate across the plot area from `lower` (the left or bottom edge) to `upper`.
    public func position(lower: Double, upper: Double) -> Double {
        let value = offset.isFinite ? offset : 0
        let direction: Double = upper >= lower ? 1 : -1
        switch kind {
        case .lower: return lower + direction * value
        case .upper: return upper - direction * value
        case .relative: return lower + (upper - lower) * value
        }
    }
}
