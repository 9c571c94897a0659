/// A small leveled logger writing one line per event: `[W 2026-01-01T12:00:00.123456Z plotline] message`.
///
/// ```swift
/// let logger = Logger(level: LogLevel(name: "debug") ?? .warning)
/// logger.warning("dropped a message on shell: bad signature")
/// ```
public struct Logger: Sendable {
    /// The most verbose level written.
    public var level: LogLevel
    /// The name shown in every line.
    public var label: String
    /// Where lines go.
    public let sink: any LogSink

    /// A logger writing events up to `level` to `sink` (stderr by default).
    public init(level: LogLevel = .warning, label: String = "plotline", sink: any LogSink = StandardErrorLogSink()) {
        self.level = level
        self.label = label
        self.sink = sink
    }

    /// True when events of `level` are written; use it to skip building costly messages.
    public func isEnabled(_ level: LogLevel) -> Bool {
        level <= self.level
    }

    /// Writes `message` when `level` is enabled; the message is only built then.
    public func log(_ level: LogLevel, _ message: @autoclosure () -> String) {
        guard isEnabled(level) else { return }
        let letter = level.name.prefix(1).uppercased()
        sink.write("[\(letter) \(ISO8601Date.now()) \(label)] \(message())")
    }

    /// Writes an error.
    public func error(_ message: @autoclosure () -> String) { log(.error, message()) }

    /// Writes a warning.
    public func warning(_ message: @autoclosure () -> String) { log(.warning, message()) }

    /// Writes a milestone.
    public func info(_ message: @autoclosure () -> String) { log(.info, message()) }

    /// Writes a detail for debugging.
    public func debug(_ message: @autoclosure () -> String) { log(.debug, message()) }
}
