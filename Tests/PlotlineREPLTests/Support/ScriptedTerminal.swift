import PlotlineREPL

/// A terminal double: input comes from a script of steps, output goes to a `ScreenEmulator` (and is kept
/// raw), and modes and suspensions are recorded. Queries written to it can be answered automatically.
final class ScriptedTerminal: Terminal {
    /// One step of the script.
    enum Step {
        /// Bytes typed, as a string.
        case keys(String)
        /// Raw bytes.
        case bytes([UInt8])
        /// No input within the timeout.
        case timeout
        /// The window takes a new size.
        case resize(TerminalSize)
        /// Records the screen under a name, then goes on with the next step.
        case snapshot(String)
    }

    /// A copy of the screen at a snapshot step.
    struct Snapshot {
        /// The rows' text.
        let lines: [String]
        /// The cursor's row and column.
        let cursor: (row: Int, column: Int)
        /// The text of the cursor's row.
        var cursorLine: String { lines[cursor.row] }
    }

    let isInteractive: Bool
    var size: TerminalSize
    /// The screen everything written is drawn on.
    private(set) var screen: ScreenEmulator
    /// Everything written to standard output, raw.
    private(set) var output = ""
    /// Everything written to standard error, raw.
    private(set) var errorOutput = ""
    /// The modes set, in order.
    private(set) var modes: [TerminalMode] = []
    /// How often the process was suspended.
    private(set) var suspensions = 0
    /// The screens recorded by snapshot steps.
    private(set) var snapshots: [String: Snapshot] = [:]
    /// Replies sent when a query is written: query to reply.
    var answers: [String: String] = [:]
    /// Called with everything written to either stream (to act when some output appears).
    var onWrite: ((String) -> Void)?

    private var steps: [Step]

    /// A terminal reading `steps`.
    init(steps: [Step], isInteractive: Bool = true, size: TerminalSize = TerminalSize(columns: 40, rows: 12)) {
        self.steps = steps
        self.isInteractive = isInteractive
        self.size = size
        self.screen = ScreenEmulator(columns: size.columns, rows: size.rows)
    }

    func read(timeout: Duration?) throws -> TerminalEvent {
        while let step = steps.first {
            steps.removeFirst()
            switch step {
            case .keys(let text): return .bytes(Array(text.utf8))
            case .bytes(let bytes): return .bytes(bytes)
            case .timeout: return .timedOut
            case .resize(let newSize):
                size = newSize
                return .resized
            case .snapshot(let name):
                snapshots[name] = Snapshot(lines: screen.lines, cursor: (screen.row, screen.column))
            }
        }
        return timeout == nil ? .endOfInput : .timedOut
    }

    func write(_ text: String) {
        output += text
        screen.feed(text)
        onWrite?(text)
        for (query, reply) in answers where text.contains(query) {
            steps.insert(.keys(reply), at: 0)
        }
    }

    func writeError(_ text: String) {
        errorOutput += text
        screen.feed(text)
        onWrite?(text)
    }

    func setMode(_ mode: TerminalMode) throws {
        modes.append(mode)
    }

    func suspend(resumingIn mode: TerminalMode) {
        suspensions += 1
    }
}
