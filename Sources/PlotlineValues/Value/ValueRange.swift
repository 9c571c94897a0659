/// The value of a range expression, `a...b` (closed) or `a..<b` (half-open), or a one-sided one: `a...`, `..<b`,
/// `...b`.
///
/// Integer ranges iterate in `for` loops; any two-sided range converts to a `PlotRange` where one is expected.
/// One-sided ranges slice collections (`xs[2...]`) and match in `switch` cases (`case ..<0.1:`).
public struct ValueRange: Hashable, Sendable {
    /// The bounds, integral or real.
    public enum Bounds: Hashable, Sendable {
        /// Both bounds are integers.
        case integer(Int, Int)
        /// At least one bound is a Double.
        case real(Double, Double)

        /// One bound of a one-sided range.
        public enum Scalar: Hashable, Sendable {
            /// An integer bound.
            case integer(Int)
            /// A Double bound.
            case real(Double)
        }
    }

    /// Which bounds a range has, as Swift's range types tell them apart.
    public enum Extent: Hashable, Sendable {
        /// `a...b` or `a..<b`.
        case bounded
        /// `a...` (`PartialRangeFrom`): its upper bound is the end of whatever it meets.
        case lowerOnly
        /// `..<b` or `...b` (`PartialRangeUpTo`, `PartialRangeThrough`): its lower bound is the start.
        case upperOnly
    }

    /// The lower and upper bound; the missing bound of a one-sided range is the type's extreme (`Int.min`,
    /// `Int.max`, or an infinity).
    public var bounds: Bounds
    /// True for `a...b`, `a...` and `...b`; false for `a..<b` and `..<b`.
    public var isClosed: Bool
    /// Which bounds the range has.
    public var extent: Extent

    /// Makes a range from its bounds.
    public init(bounds: Bounds, isClosed: Bool) {
        self.bounds = bounds
        self.isClosed = isClosed
        extent = .bounded
    }

    /// `bound...` (`upTo` false) or `..<bound` / `...bound` (`upTo` true, closed or not); nil for a NaN bound.
    public static func oneSided(_ bound: Bounds.Scalar, upTo: Bool, isClosed: Bool) -> ValueRange? {
        var range: ValueRange
        switch (bound, upTo) {
        case (.integer(let value), false): range = ValueRange(bounds: .integer(value, .max), isClosed: true)
        case (.integer(let value), true): range = ValueRange(bounds: .integer(.min, value), isClosed: isClosed)
        case (.real(let value), _) where value.isNaN: return nil
        case (.real(let value), false): range = ValueRange(bounds: .real(value, .infinity), isClosed: true)
        case (.real(let value), true): range = ValueRange(bounds: .real(-.infinity, value), isClosed: isClosed)
        }
        range.extent = upTo ? .upperOnly : .lowerOnly
        return range
    }

    /// True for `a...`, `..<b` and `...b`.
    public var isOneSided: Bool { extent != .bounded }

    /// The two-sided range a one-sided one means in a collection of `count` elements (`2...` is `2..<count`,
    /// `..<2` is `0..<2`); a two-sided range as it is.
    public func resolved(count: Int) -> ValueRange {
        guard case .integer(let lower, let upper) = bounds else { return self }
        switch extent {
        case .bounded: return self
        case .lowerOnly: return ValueRange(bounds: .integer(lower, count), isClosed: false)
        case .upperOnly: return ValueRange(bounds: .integer(0, upper), isClosed: isClosed)
        }
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

    /// The integers the range contains, or nil when its bounds are not integers or it is one-sided (`a...` is
    /// endless: a `for` loop steps through it, nothing else lists it).
    public var integers: StrideTo<Int>? {
        guard case .integer(let lower, let upper) = bounds, extent == .bounded else { return nil }
        let end = isClosed ? (upper == Int.max ? upper : upper + 1) : upper
        return stride(from: lower, to: max(lower, end), by: 1)
    }

    /// The number of integers in an integral two-sided range, or nil for a real or one-sided one.
    public var count: Int? {
        guard case .integer(let lower, let upper) = bounds, extent == .bounded else { return nil }
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
        switch extent {
        case .bounded: return isClosed ? "ClosedRange<\(bound)>" : "Range<\(bound)>"
        case .lowerOnly: return "PartialRangeFrom<\(bound)>"
        case .upperOnly: return isClosed ? "PartialRangeThrough<\(bound)>" : "PartialRangeUpTo<\(bound)>"
        }
    }

    /// Swift's spelling of the range's operator: `...` or `..<`.
    public var operatorSpelling: String { isClosed ? "..." : "..<" }

    /// The range as it is written: `1...3`, `0.0..<1.5`, `2...`, `..<5`.
    public var spelling: String {
        let (lower, upper): (String, String)
        switch bounds {
        case .integer(let low, let high): (lower, upper) = ("\(low)", "\(high)")
        case .real(let low, let high): (lower, upper) = ("\(low)", "\(high)")
        }
        switch extent {
        case .bounded: return lower + operatorSpelling + upper
        case .lowerOnly: return lower + operatorSpelling
        case .upperOnly: return operatorSpelling + upper
        }
    }
}
