/// The signals the REPL handles.
enum TerminalSignal: CaseIterable {
    /// SIGINT: Ctrl-C while a cell runs, or `kill -INT`.
    case interrupt
    /// SIGTERM: asked to end.
    case terminate
    /// SIGHUP: the terminal went away.
    case hangUp
    /// SIGQUIT: Ctrl-\ while a cell runs.
    case quit
    /// SIGWINCH: the window changed size.
    case windowChange

    /// The signals that end the REPL after it restores the terminal.
    static let ending: [TerminalSignal] = [.terminate, .hangUp, .quit]
}
