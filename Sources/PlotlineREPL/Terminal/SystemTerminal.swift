import Foundation
import PlotlineRuntime
import Synchronization

/// The process's own terminal: keys from standard input, text to standard output and error, the window size
/// from the output terminal, and the modes the REPL switches between (restored by `restore()`).
public final class SystemTerminal: Terminal {
    /// True when standard input and output are both terminals.
    public let isInteractive: Bool

    private let original: TerminalSystem.Settings?
    private let wakePipe: WakePipe?
    private let environment: [String: String]
    /// The mode last set; in a `Mutex` because the signal watcher restores the terminal from its own thread.
    private let mode = Mutex(TerminalMode.original)
    private var signalWatcher: SignalWatcher?

    /// Escape sequences that undo what the line editor may have left on: bracketed paste and a hidden cursor.
    private static let modeResets = "\u{1B}[?2004l\u{1B}[?25h"

    /// Takes over the process's standard streams; nothing changes until `setMode(_:)`.
    public init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        let inputIsTerminal = TerminalSystem.isTerminal(TerminalSystem.standardInput)
        isInteractive = inputIsTerminal && TerminalSystem.isTerminal(TerminalSystem.standardOutput)
        original = inputIsTerminal ? try? TerminalSystem.settings(of: TerminalSystem.standardInput) : nil
        wakePipe = try? WakePipe()
        self.environment = environment
        TerminalSystem.ignoreBrokenPipes()
    }

    deinit {
        signalWatcher?.cancel()
        restore()
    }

    /// The output terminal's size, else the input's, else `$COLUMNS` × `$LINES`, else 80 × 24.
    public var size: TerminalSize {
        if let size = TerminalSystem.windowSize(of: TerminalSystem.standardOutput)
            ?? TerminalSystem.windowSize(of: TerminalSystem.standardInput) {
            return size
        }
        let columns = environment["COLUMNS"].flatMap(Int.init) ?? TerminalSize.fallback.columns
        let rows = environment["LINES"].flatMap(Int.init) ?? TerminalSize.fallback.rows
        return TerminalSize(columns: max(1, columns), rows: max(1, rows))
    }

    /// Waits for keys, the end of input, a size change (`windowDidChange()`), or the timeout.
    public func read(timeout: Duration?) throws -> TerminalEvent {
        var descriptors = [TerminalSystem.standardInput]
        if let wakePipe { descriptors.append(wakePipe.readDescriptor) }
        let ready = try TerminalSystem.waitForInput(on: descriptors, timeout: timeout)
        if let wakePipe, ready.contains(wakePipe.readDescriptor) {
            wakePipe.drain()
            return .resized
        }
        guard ready.contains(TerminalSystem.standardInput) else { return .timedOut }
        let bytes = try TerminalSystem.read(TerminalSystem.standardInput)
        return bytes.isEmpty ? .endOfInput : .bytes(bytes)
    }

    /// Writes to standard output; a closed output is ignored.
    public func write(_ text: String) {
        try? TerminalSystem.write(Array(text.utf8), to: TerminalSystem.standardOutput)
    }

    /// Writes to standard error; a closed output is ignored.
    public func writeError(_ text: String) {
        try? TerminalSystem.write(Array(text.utf8), to: TerminalSystem.standardError)
    }

    /// Applies a mode's settings to the input terminal; nothing happens when the input is not a terminal.
    public func setMode(_ mode: TerminalMode) throws {
        guard let original else { return }
        try self.mode.withLock { current in
            current = mode
            switch mode {
            case .original: try TerminalSystem.apply(original, to: TerminalSystem.standardInput)
            case .editing: try TerminalSystem.apply(original.editing, to: TerminalSystem.standardInput)
            case .running: try TerminalSystem.apply(original.running, to: TerminalSystem.standardInput)
            }
        }
    }

    /// Stops the process (the shell takes the terminal back) and returns when it is continued.
    public func suspend(resumingIn mode: TerminalMode) {
        restore()
        TerminalSystem.suspendProcess()
        try? setMode(mode)
    }

    /// Puts back the settings the terminal had at start. Safe to call from a signal watcher, and more than once.
    public func restore() {
        guard original != nil, mode.withLock({ $0 }) != .original else { return }
        if isInteractive { write(Self.modeResets) }
        try? setMode(.original)
    }

    /// Handles signals while the terminal is in use: SIGINT calls `onInterrupt` (to stop the running input;
    /// at the prompt Ctrl-C is read as a key), SIGWINCH wakes the editor to redraw, and SIGTERM, SIGHUP and
    /// SIGQUIT restore the terminal and end the process with status 128 + the signal's number.
    public func watchSignals(onInterrupt: @escaping @Sendable () -> Void) {
        signalWatcher?.cancel()
        let numbers = TerminalSignal.allCases.map(TerminalSystem.number(of:))
        let reference = SignalReference(terminal: self)
        signalWatcher = SignalWatcher(numbers) { number in
            guard let signal = TerminalSignal.allCases.first(where: { TerminalSystem.number(of: $0) == number }) else {
                return
            }
            switch signal {
            case .interrupt:
                onInterrupt()
            case .windowChange:
                reference.terminal?.windowDidChange()
            case .terminate, .hangUp, .quit:
                reference.terminal?.restoreBeforeEnding()
                TerminalSystem.exitImmediately(SignalWatcher.exitStatus(for: number))
            }
        }
    }

    /// Leaves the terminal as it was found, on a line of its own, as the process ends on a signal.
    private func restoreBeforeEnding() {
        if mode.withLock({ $0 }) == .editing { write("\n") }
        restore()
    }

    /// Wakes a `read(timeout:)` in progress with `.resized`; called by the SIGWINCH watcher.
    public func windowDidChange() {
        wakePipe?.signal()
    }
}

/// The terminal as the signal watcher's handler sees it, on a dispatch queue.
///
/// `@unchecked Sendable`: `SystemTerminal` is not Sendable (the main thread's REPL owns it), but the handler, on a
/// dispatch queue, reaches only two of its members. `windowDidChange()` reads the immutable `wakePipe` and signals
/// it (a Sendable `WakePipe`). `restoreBeforeEnding()` reads the immutable `original` and `isInteractive`, reads
/// and sets `mode` through its `Mutex` (which also orders the mode changes with the main thread's), and writes to
/// the terminal with system calls; then the process ends with `_exit`, whatever the main thread was doing (as the
/// signal's default action would have ended it). Loading the weak reference is atomic in the runtime.
private struct SignalReference: @unchecked Sendable {
    weak var terminal: SystemTerminal?
}
