import Foundation
import PlotlineCore
import PlotlineRuntime
import PlotlineScript

/// `plotline repl`: a read-eval-print loop on one Plotline session, for people who live in a shell.
///
/// On a terminal it reads each input with a line editor (history, Ctrl-R, Tab completion, multi-line inputs
/// continued while the language says they are incomplete), prints results and `print` output as they come,
/// errors as notebooks show them (in red), and charts as images when the terminal speaks kitty's or iTerm2's
/// protocol or sixel, else as braille drawings. A graph shown earlier is shown again after any input that
/// changes it. From a pipe or a file it reads lines plainly and writes no escape sequences:
///
/// ```
/// $ echo '1 + 2' | plotline repl
/// 3
/// ```
public final class Repl {
    /// The session every input runs in.
    public let session: Session

    private let options: ReplOptions
    private let renderer: any GraphRenderer
    private let terminal: any Terminal
    private let environment: [String: String]
    private let isInteractive: Bool
    private let output: ReplOutput
    private let host: ReplHost
    private var inputCount = 0
    private var exitRequested = false
    private var reportedHistoryError = false

    /// Makes a REPL on `terminal`, drawing charts through `renderer`.
    public init(
        options: ReplOptions, renderer: any GraphRenderer, terminal: any Terminal,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        self.options = options
        self.renderer = renderer
        self.terminal = terminal
        self.environment = environment
        self.session = Session(types: ModelTypes.all)
        session.context.renderer = renderer
        isInteractive = terminal.isInteractive && environment["TERM"] != "dumb"
        output = ReplOutput(terminal: terminal, usesColor: isInteractive && environment["NO_COLOR"] == nil)
        let settings = session.settings
        let presenter = ChartPresenter(
            graphics: options.images ?? .braille, renderer: renderer, settings: settings,
            terminalSize: { terminal.size })
        host = ReplHost(output: output, presenter: presenter)
    }

    /// How charts are shown (known once `run()` has started).
    public var graphics: GraphicsProtocol { host.presenter.graphics }

    /// Runs until the input ends, Ctrl-D on an empty line, or `exit`. Returns the exit status: 0, or 1 when
    /// an input read from a pipe or file failed (every input still runs) or the terminal failed.
    public func run() -> Int32 {
        isInteractive ? runInteractively() : runPlainly()
    }

    /// Stops the running input with an `Interrupted` error; thread-safe, for a SIGINT watcher.
    public func interrupt() {
        session.interrupt()
    }

    // MARK: Interactive

    private func runInteractively() -> Int32 {
        do {
            try terminal.setMode(.editing)
            defer { try? terminal.setMode(.original) }
            let keys = KeyReader(terminal: terminal)
            let graphics = try options.images ?? detectGraphics(keys: keys)
            host.presenter = ChartPresenter(
                graphics: graphics, renderer: renderer, settings: session.settings, terminalSize: { [terminal] in terminal.size })
            output.note(banner(graphics: graphics))
            let history = History(file: historyFile)
            let editor = LineEditor(
                terminal: terminal, keys: keys, services: session, history: history,
                prompts: LineEditor.Prompts(style: output.usesColor ? "\u{1B}[1;32m" : nil))
            while !exitRequested {
                switch try editor.readInput() {
                case .endOfInput:
                    exitRequested = true
                case .submitted(let text):
                    history.record(text)
                    reportHistoryError(history)
                    _ = execute(text)
                }
            }
            return 0
        } catch {
            try? terminal.setMode(.original)
            output.error(["plotline repl: \(error)"])
            return 1
        }
    }

    private var historyFile: HistoryFile? {
        guard options.savesHistory else { return nil }
        let url = options.historyPath.map { URL(fileURLWithPath: $0) } ?? HistoryFile.defaultURL(environment: environment)
        return url.map(HistoryFile.init(url:))
    }

    private func reportHistoryError(_ history: History) {
        guard let error = history.saveError, !reportedHistoryError, let file = history.file else { return }
        reportedHistoryError = true
        output.note("cannot save history to \(file.url.path): \(error.localizedDescription); use --history FILE")
    }

    /// The protocol the environment names, else the terminal's answer to a device attributes query, waited
    /// for briefly; keys typed meanwhile are kept for the editor.
    private func detectGraphics(keys: KeyReader) throws -> GraphicsProtocol {
        let detector = GraphicsDetector(environment: environment)
        if let graphics = detector.protocolFromEnvironment { return graphics }
        terminal.write(GraphicsDetector.query)
        let deadline = ContinuousClock.now + Self.queryTimeout
        var typed: [Key] = []
        var reply: String?
        waiting: while ContinuousClock.now < deadline {
            switch try keys.next(timeout: deadline - ContinuousClock.now) {
            case .key(.terminalReply(let answer)) where answer.hasSuffix("c"):
                reply = answer
                break waiting
            case .key(let key):
                typed.append(key)
            case .resized:
                continue
            case .timedOut, .endOfInput:
                break waiting
            }
        }
        keys.unread(typed)
        return GraphicsDetector.protocolForReply(reply)
    }

    /// How long the terminal has to answer the device attributes query.
    static let queryTimeout = Duration.milliseconds(300)

    private func banner(graphics: GraphicsProtocol) -> String {
        let charts: String
        switch graphics {
        case .kitty: charts = "kitty images"
        case .iterm2: charts = "iTerm2 images"
        case .sixel: charts = "sixel images"
        case .braille: charts = "braille (see --images)"
        case .none: charts = "descriptions"
        }
        return "Plotline \(PlotlineVersion.current): Tab completes, x? helps, Ctrl-D exits. Charts: \(charts)."
    }

    // MARK: Pipes and files

    private func runPlainly() -> Int32 {
        let reader = PlainLineReader(terminal: terminal)
        let showsPrompts = terminal.isInteractive
        var pending: [String] = []
        var status: Int32 = 0
        if showsPrompts { output.write(">>> ", to: .stdout) }
        do {
            while !exitRequested, let line = try reader.nextLine() {
                pending.append(line)
                let text = pending.joined(separator: "\n")
                if text.allSatisfy(\.isWhitespace) {
                    pending = []
                } else if case .incomplete = session.completeness(of: text) {
                    if showsPrompts { output.write("... ", to: .stdout) }
                    continue
                } else {
                    pending = []
                    if !execute(text) { status = 1 }
                }
                if showsPrompts && !exitRequested { output.write(">>> ", to: .stdout) }
            }
        } catch {
            output.error(["plotline repl: \(error)"])
            return 1
        }
        if !pending.isEmpty, !exitRequested, !execute(pending.joined(separator: "\n")) { status = 1 }
        return status
    }

    // MARK: Running inputs

    /// Runs one input: a help query is answered, anything else runs in the session; then charts that changed
    /// are shown again. Returns false when the input failed. A blank input only shows changed charts (and
    /// applies records live feeds received meanwhile).
    private func execute(_ text: String) -> Bool {
        let command = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if isExitCommand(command) {
            exitRequested = true
            return true
        }
        if isInteractive { try? terminal.setMode(.running) }
        defer {
            if isInteractive { try? terminal.setMode(.editing) }
        }
        return session.perform {
            let liveFeeds = session.context.feeds.liveFeeds
            liveFeeds.drainAll()
            var succeeded = true
            if !command.isEmpty {
                inputCount += 1
                host.inputNumber = inputCount
                succeeded = run(text)
            }
            liveFeeds.drainAll()
            host.redrawChangedGraphs()
            output.endLine()
            return succeeded
        }
    }

    private func run(_ text: String) -> Bool {
        if let answer = session.helpQuery(in: text) {
            switch answer {
            case .page(let page):
                host.page(page)
                return true
            case .notFound(let error):
                output.error(error.traceback)
                return false
            }
        }
        switch session.run(text, cellName: "input [\(inputCount)]", host: host) {
        case .completed(let result):
            if let result { host.showResult(result) }
            return true
        case .failed(let error):
            output.error(error.traceback)
            return false
        }
    }

    /// `exit` or `quit` (with or without `()`), when the session has no such name.
    private func isExitCommand(_ command: String) -> Bool {
        let name = command.hasSuffix("()") ? String(command.dropLast(2)) : command
        return (name == "exit" || name == "quit") && session.value(named: name) == nil
    }
}
