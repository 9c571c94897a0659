/// Why the debugger stopped the session's code (DAP's `stopped.reason`).
public enum StopReason: String, Sendable {
    /// A line with a breakpoint was reached.
    case breakpoint
    /// A step (`next`, `stepIn`, `stepOut`) ended.
    case step
    /// `pause` was asked for.
    case pause
    /// An error was raised while errors stop the code (`setExceptionBreakpoints`).
    case exception
}
