import Foundation
import Synchronization

/// Where log lines go.
public protocol LogSink: Sendable {
    /// Writes one line (without its newline).
    func write(_ line: String)
}

/// Writes log lines to the process's standard error, one `write` per line.
public struct StandardErrorLogSink: LogSink {
    /// A sink for stderr.
    public init() {}

    /// Writes `line` and a newline to stderr.
    public func write(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}

/// Keeps log lines in memory, for tests.
public final class MemoryLogSink: LogSink {
    private let storage = Mutex<[String]>([])

    /// An empty sink.
    public init() {}

    /// Keeps `line`.
    public func write(_ line: String) {
        storage.withLock { $0.append(line) }
    }

    /// The lines written so far, oldest first.
    public var lines: [String] {
        storage.withLock { $0 }
    }
}
