import PlotlineCore

extension Value {
    /// True for `.array`.
    public var isArray: Bool {
        if case .array = self { return true }
        return false
    }
}
