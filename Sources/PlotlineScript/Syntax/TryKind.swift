/// How a `try` handles an error: passes it on, turns it into nil (`try?`), or stops the cell (`try!`).
public enum TryKind: Equatable, Sendable {
    /// `try`: the error goes on to the enclosing `catch`, or fails the cell.
    case plain
    /// `try?`: nil instead of the error.
    case optional
    /// `try!`: a runtime error that no `catch` handles.
    case forced
}
