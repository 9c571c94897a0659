import PlotlineScript

/// Where the REPL writes: the terminal's standard output and error, errors in red and notes dimmed on colour
/// terminals. It remembers whether the last text ended its line, so that a prompt or a chart never starts in
/// the middle of one.
final class ReplOutput {
    /// True when escape sequences for colour may be written.
    let usesColor: Bool
    /// True when nothing was written since the last line break.
    private(set) var isAtLineStart = true

    private let terminal: any Terminal

    private static let red = "\u{1B}[31m"
    private static let dim = "\u{1B}[2m"
    private static let reset = "\u{1B}[0m"

    /// Writes to `terminal`, with colour when `usesColor`.
    init(terminal: any Terminal, usesColor: Bool) {
        self.terminal = terminal
        self.usesColor = usesColor
    }

    /// Writes text as it is to a stream.
    func write(_ text: String, to stream: OutputStreamName) {
        guard !text.isEmpty else { return }
        if stream == .stderr {
            terminal.writeError(text)
        } else {
            terminal.write(text)
        }
        isAtLineStart = text.hasSuffix("\n")
    }

    /// Writes an error's lines (a traceback, as notebooks show it) to standard error, in red on colour terminals.
    func error(_ lines: [String]) {
        endLine()
        let text = lines.joined(separator: "\n")
        write(usesColor ? Self.red + text + Self.reset + "\n" : text + "\n", to: .stderr)
    }

    /// Writes a line about what the REPL did, dimmed on colour terminals.
    func note(_ text: String) {
        endLine()
        write(usesColor ? Self.dim + text + Self.reset + "\n" : text + "\n", to: .stdout)
    }

    /// Ends the current line when something was written on it.
    func endLine() {
        if !isAtLineStart { write("\n", to: .stdout) }
    }
}
