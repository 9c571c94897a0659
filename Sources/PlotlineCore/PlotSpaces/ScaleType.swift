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
