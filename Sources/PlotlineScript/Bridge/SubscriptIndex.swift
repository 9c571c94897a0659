import PlotlineCore
import PlotlineValues

/// The index of a subscript: `a[i]`, `d[key]`, `d[key, default: 0]`.
public struct SubscriptIndex {
    /// The index or key.
    public var key: Value
    /// The value a missing dictionary key reads as.
    public var defaultValue: Value?

    /// Makes an index.
    public init(key: Value, defaultValue: Value?) {
        self.key = key
        self.defaultValue = defaultValue
    }
}
