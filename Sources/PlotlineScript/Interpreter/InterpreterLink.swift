import PlotlineValues

/// A reference from the session's functions and closures back to their interpreter that does not keep it alive
/// and, unlike a `weak` reference, costs nothing on each call.
///
/// The interpreter invalidates its link when it goes away; a closure the model keeps longer (a label formatter)
/// then reports that its session has ended. Like the interpreter, a link is used on one thread at a time.
final class InterpreterLink {
    private unowned(unsafe) let target: Interpreter
    private var isValid = true

    /// Makes the link of `interpreter`.
    init(_ interpreter: Interpreter) {
        target = interpreter
    }

    /// The interpreter, or nil once it has gone away.
    var interpreter: Interpreter? {
        isValid ? target : nil
    }

    /// The interpreter, or an error saying that `owner` (`class 'Runs'`) belongs to a session that has ended.
    func interpreter(of owner: String) throws -> Interpreter {
        guard let interpreter else {
            throw ModelError(.runtimeError, "\(owner) belongs to a session that has ended")
        }
        return interpreter
    }

    /// Marks the interpreter as gone.
    func invalidate() {
        isValid = false
    }
}
