/// A call the debugger follows while it is active: a cell's top level or a function, with the statement it is at.
struct ActiveFrame {
    /// The function's name, or the cell's (`cell [4]`).
    var name: String
    /// The interpreter's call depth inside it (0 for a cell's top level).
    var depth: Int
    /// The scope the frame's own scopes enclose (a function's captured scope, the session's globals for a cell),
    /// where its locals end; nil when the debugger came in after the frame began.
    var base: Environment?
    /// The innermost scope of the statement about to run.
    var environment: Environment?
    /// The file of the statement about to run.
    var file: SourceFile?
    /// Where that statement starts.
    var start = SourceLocation.start
}
