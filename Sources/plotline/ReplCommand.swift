import ArgumentParser
import PlotlineCore
import PlotlineREPL
import PlotlineRender

/// `plotline repl`: a terminal REPL on the same session engine as the kernel.
struct ReplCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Run Plotline interactively in the terminal: line editing, history, Tab completion, charts inline.",
        discussion: """
            Enter runs the input when it is complete and continues it on a new line when it is not. Up and Down \
            recall history (only entries starting with what is typed), Ctrl-R searches it, Tab completes, Ctrl-C \
            drops the input or interrupts a running one, Ctrl-D exits. Charts show as kitty, iTerm2 or sixel \
            images when the terminal speaks one of them, else as braille drawings. From a pipe or a file, lines \
            are read plainly: echo '1 + 2' | plotline repl
            """
    )

    @Option(help: "How to show charts: auto, kitty, iterm2, sixel, braille or none.")
    var images = "auto"

    @Option(help: "The history file (default: $XDG_DATA_HOME/plotline/repl_history or ~/.local/share/plotline/repl_history).")
    var history: String?

    @Flag(name: .customLong("no-history"), help: "Keep no history file.")
    var noHistory = false

    func validate() throws {
        guard images == "auto" || GraphicsProtocol(rawValue: images) != nil else {
            throw ValidationError("unknown --images '\(images)': use auto, kitty, iterm2, sixel, braille or none")
        }
    }

    func run() throws {
        let renderer = CairoGraphRenderer()
        let terminal = SystemTerminal()
        let options = ReplOptions(images: GraphicsProtocol(rawValue: images), historyPath: history, savesHistory: !noHistory)
        let repl = Repl(options: options, renderer: renderer, terminal: terminal)
        terminal.watchSignals(onInterrupt: { repl.interrupt() })
        let status = repl.run()
        terminal.restore()
        if status != 0 { throw ExitCode(status) }
    }
}
