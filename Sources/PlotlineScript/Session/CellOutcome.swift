import PlotlineCore
import PlotlineValues

/// How running a cell ended.
public enum CellOutcome {
    /// The cell ran; `result` is the value of its last statement when that is an expression with a value.
    case completed(result: Value?)
    /// The cell failed; the statements before the failing one stay done.
    case failed(ScriptError)
}
