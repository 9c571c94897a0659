/// How the terminal treats keys and output while the REPL runs.
public enum TerminalMode: Equatable, Sendable {
    /// The settings the REPL found at start, restored when it ends.
    case original
    /// The line editor reads every key as it is typed: no echo, no line buffering, no signals from keys.
    case editing
    /// A cell runs: no echo and no line buffering, but Ctrl-C sends SIGINT so the cell can be interrupted.
    case running
}
