import Dispatch

/// Runs handlers for signals on a dispatch queue instead of their default actions: the REPL interrupts the
/// running cell on SIGINT, redraws on SIGWINCH, and restores the terminal before ending on SIGTERM, SIGHUP
/// and SIGQUIT.
final class SignalWatcher {
    private var sources: [any DispatchSourceSignal] = []

    /// Starts watching; `handler` is called with each signal that arrives.
    init(_ signals: [TerminalSignal], handler: @escaping (TerminalSignal) -> Void) {
        for signal in signals {
            TerminalSystem.ignore(signal)
            let source = DispatchSource.makeSignalSource(signal: TerminalSystem.number(of: signal), queue: .global())
            source.setEventHandler { handler(signal) }
            source.resume()
            sources.append(source)
        }
    }

    /// Stops watching (the signals stay ignored).
    func cancel() {
        for source in sources { source.cancel() }
        sources = []
    }

    /// The conventional exit status of a process ended by `signal`: 128 plus its number.
    static func exitStatus(for signal: TerminalSignal) -> Int32 {
        128 + TerminalSystem.number(of: signal)
    }
}
