import PlotlineCore

/// The label of one argument as written in a call.
public struct ArgumentLabel: Equatable {
    /// The label, or nil when none is written.
    public var label: String?
    /// True for a trailing closure.
    public var isTrailingClosure: Bool

    /// Makes an argument label.
    public init(_ label: String?, isTrailingClosure: Bool = false) {
        self.label = label
        self.isTrailingClosure = isTrailingClosure
    }
}
