import PlotlineCore
import PlotlineValues

extension Value {
    /// True for `.array`.
    public var isArray: Bool {
        if case .array = self { return true }
        return false
    }
}
