/// The value of a range expression, `a...b` (closed) or `a..<b` (half-open).
///
/// Integer ranges iterate in `for` loops; any range converts to a `PlotRange` where one is expected.
public struct ValueRange: Hashable, Sendable {
    /// The bounds, integral or real.
    public enum Bounds: Hashable, Sendable {
        /// Both bounds are integers.
        case integer(Int, Int)
        /// At least one bound is a Double.
        case real(Double, Double)
    }

    /// The lower and upper bound.
    public var bounds: Bounds
    /// True for `a...b`, false for `a..<b`.
    public var isClosed: Bool

    /// Makes a range from its bounds.
    public init(bounds: Bounds, isClosed: Bool) {
        self.bounds = bounds
        self.isClosed = isClosed
    }

    /// The lower bound as a Double.
    public var lowerBound: Double {
        switch bounds {
        case .integer(let lower, _): return Double(lower)
        case .real(let lower, _): return lower
        }
    }

    /// The upper bound as a Double.
    public var upperBound: Double {
        switch bounds {
        case .integer(_, let upper): return Double(upper)
        case .real(_, let upper): return upper
        }
    }

    /// The integers the range contains, or nil when its bounds are not integers.
    public var integers: StrideTo<Int>? {
        guard case .integer(let lower, let upper) = bounds else { return nil }
        let end = isClosed ? (upper == Int.max ? upper : upper + 1) : upper
        return stride(from: lower, to: max(lower, end), by: 1)
    }

    /// The number of integers in an integral range, or nil for a real one.
    public var count: Int? {
        guard case .integer(let lower, let upper) = bounds else { return nil }
        let (span, overflow) = upper.subtractingReportingOverflow(lower)
        if overflow { return Int.max }
        return max(0, isClosed ? span &+ 1 : span)
    }

    /// The language's spelling of the range's type.
    public var typeName: String {
        let bound: String
        switch bounds {
        case .integer: bound = "Int"
        case .real: bound = "Double"
        }
        return isClosed ? "ClosedRange<\(bound)>" : "Range<\(bound)>"
    }
}
