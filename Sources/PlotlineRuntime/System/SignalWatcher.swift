import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a handler for signals on a dispatch queue instead of their default actions, the one way the program
/// watches signals: the kernel turns SIGINT (Jupyter's signal-mode interrupt) into an interrupt of the running cell,
/// and the REPL also redraws on SIGWINCH and restores the terminal before ending on SIGTERM, SIGHUP and SIGQUIT.
///
/// Not Sendable: its owner makes it and cancels it on one thread; only the handler runs elsewhere.
public final class SignalWatcher {
    private var sources: [any DispatchSourceSignal] = []

    /// Starts watching `signals` (their default actions ignored from now on); `handler` is called, on a dispatch
    /// queue, with the number of each signal that arrives.
    public init(_ signals: [Int32], handler: @escaping @Sendable (Int32) -> Void) {
        for number in signals {
            _ = signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { handler(number) }
            source.resume()
            sources.append(source)
        }
    }

    /// Stops watching (the signals stay ignored).
    public func cancel() {
        for source in sources { source.cancel() }
        sources = []
    }

    /// The conventional exit status of a process ended by a signal: 128 plus its number.
    public static func exitStatus(for signal: Int32) -> Int32 {
        128 + signal
    }
}
