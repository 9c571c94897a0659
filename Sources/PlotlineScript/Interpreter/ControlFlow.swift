import PlotlineCore
import PlotlineValues

/// How a statement finished: normally, or leaving its loop or function early.
enum ControlFlow {
    /// Go on with the next statement.
    case normal
    /// `break` out of the innermost loop.
    case breakLoop
    /// `continue` with the next iteration of the innermost loop.
    case continueLoop
    /// `return` from the function with a value (`.none` for none).
    case returnValue(Value)
    /// `fallthrough` into the next case of the innermost `switch`.
    case fallthroughCase
}
