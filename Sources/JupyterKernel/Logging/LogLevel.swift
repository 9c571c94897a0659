/// How much the kernel says on stderr, from least to most.
public enum LogLevel: Int, Sendable, Comparable, CaseIterable {
    /// Failures the user should know about.
    case error
    /// Dropped messages and other recoverable trouble.
    case warning
    /// Start-up, shutdown and other milestones.
    case info
    /// Every message in and out.
    case debug

    /// The level named `error`, `warning` (or `warn`), `info` or `debug`, in any case; nil for other names.
    public init?(name: String) {
        switch name.lowercased() {
        case "error", "critical": self = .error
        case "warning", "warn": self = .warning
        case "info": self = .info
        case "debug", "trace": self = .debug
        default: return nil
        }
    }

    /// The level's name as `--log-level` takes it.
    public var name: String {
        switch self {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "info"
        case .debug: return "debug"
        }
    }

    /// Orders by verbosity: `error < warning < info < debug`.
    public static func < (lhs: LogLevel, rhs: LogLevel) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
