/// What the REPL needs of a terminal: bytes in, text out, its size, and its modes. `SystemTerminal` is the
/// process's own terminal; tests use a scripted one.
public protocol Terminal: AnyObject {
    /// True when input comes from a terminal and output goes to one, so keys can be read one by one and
    /// escape sequences drawn; false for pipes and files, which are read line by line.
    var isInteractive: Bool { get }

    /// The window's size (asked again at each use, since windows change).
    var size: TerminalSize { get }

    /// Waits for input: bytes, the end of input, a size change, or `.timedOut` after `timeout` (nil waits
    /// for as long as it takes).
    ///
    /// - Throws: `TerminalError` when reading fails.
    func read(timeout: Duration?) throws -> TerminalEvent

    /// Writes text to standard output as it is.
    func write(_ text: String)

    /// Writes text to standard error as it is.
    func writeError(_ text: String)

    /// Switches how keys and output are handled; does nothing when the input is not a terminal.
    ///
    /// - Throws: `TerminalError` when the settings cannot be changed.
    func setMode(_ mode: TerminalMode) throws

    /// Stops the process as Ctrl-Z does in a shell, with the original settings while it is stopped, and
    /// returns when it is continued, in `mode` again.
    func suspend(resumingIn mode: TerminalMode)
}
