/// How the session's code goes on after a stop.
public enum StepMode: Sendable, Equatable {
    /// Run until the next breakpoint (DAP `continue`).
    case run
    /// Stop at the next statement of this frame or a caller, past the current line (DAP `next`).
    case over
    /// Stop at the very next statement, inside a called function too (DAP `stepIn`).
    case into
    /// Stop at the next statement once the current function returned (DAP `stepOut`).
    case out

    /// True when a statement at call depth `depth` ends a step begun at `origin`.
    func endsStep(atDepth depth: Int, from origin: Int) -> Bool {
        switch self {
        case .run: return false
        case .over: return depth <= origin
        case .into: return true
        case .out: return depth < origin
        }
    }
}
