import Foundation
import PlotlineValues

/// How data values map to positions along one coordinate of a plot space (Core Plot's `CPTScaleType`).
public enum ScaleType: String, ScriptEnumeration {
    /// Equal steps in value are equal distances.
    case linear
    /// Equal ratios are equal distances (base 10); values must be positive.
    case log
    /// Like `log`, but defined for zero and negative values: sign(x)·log10(|x| + 1).
    case logModulus
    /// Values are category indices 0, 1, 2…; mapped linearly.
    case category
    /// Values are seconds since 1970; mapped linearly.
    case dateTime

    /// The value in the space where the scale is linear.
    public func transform(_ value: Double) -> Double {
        switch self {
        case .linear, .category, .dateTime: return value
        case .log: return value > 0 ? log10(value) : -.infinity
        case .logModulus: return value < 0 ? -log10(1 - value) : log10(value + 1)
        }
    }

    /// The inverse of `transform`.
    public func inverse(_ value: Double) -> Double {
        switch self {
        case .linear, .category, .dateTime: return value
        case .log: return pow(10, value)
        case .logModulus: return value < 0 ? 1 - pow(10, -value) : pow(10, value) - 1
        }
    }

    /// Where `value` falls in `range` as a fraction under this scale (0 at the location, 1 at the end); 0 for an
    /// empty or infinite range.
    public func fraction(of value: Double, in range: PlotRange) -> Double {
        let start = transform(range.location)
        let end = transform(range.end)
        let span = end - start
        guard span != 0, span.isFinite else { return 0 }
        return (transform(value) - start) / span
    }

    /// The value a fraction of `range` along under this scale (0 at the location, 1 at the end).
    public func value(atFraction fraction: Double, in range: PlotRange) -> Double {
        let start = transform(range.location)
        let end = transform(range.end)
        return inverse(start + fraction * (end - start))
    }

    /// A one-line summary of a case, for `help`.
    public static func documentation(of member: ScaleType) -> String {
        switch member {
        case .linear: return "Equal steps in value are equal distances."
        case .log: return "Equal ratios are equal distances (base 10); values must be positive."
        case .logModulus: return "Like log, but defined for zero and negative values: sign(x)·log10(|x| + 1)."
        case .category: return "Values are category indices 0, 1, 2…; mapped linearly."
        case .dateTime: return "Values are seconds since 1970; mapped linearly."
        }
    }
}
