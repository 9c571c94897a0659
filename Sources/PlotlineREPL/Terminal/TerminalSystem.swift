import Glibc

/// The POSIX calls behind `SystemTerminal`, in one place: terminal settings (termios), the window size,
/// waiting for and reading input, writing, a wake-up pipe, and signal dispositions. Every C failure becomes a
/// `TerminalError` through `failure(_:)`.
enum TerminalSystem {
    /// Standard input.
    static let standardInput: Int32 = 0
    /// Standard output.
    static let standardOutput: Int32 = 1
    /// Standard error.
    static let standardError: Int32 = 2

    /// A descriptor's terminal settings (a `termios`), and the variants the REPL switches between.
    struct Settings {
        fileprivate var raw: termios

        /// For the line editor: every byte as it comes, no echo, no signals or flow control from keys, Enter
        /// read as CR. Output processing stays on, so "\n" still starts a new line.
        var editing: Settings {
            var copy = raw
            copy.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
            copy.c_cflag |= tcflag_t(CS8)
            copy.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
            Settings.setReadsReturnEachByte(&copy)
            return Settings(raw: copy)
        }

        /// While a cell runs: no echo and no line buffering (keys typed ahead wait for the editor), Ctrl-C
        /// still sends SIGINT, Ctrl-\ sends nothing.
        var running: Settings {
            var copy = raw
            copy.c_lflag &= ~tcflag_t(ECHO | ICANON)
            copy.c_lflag |= tcflag_t(ISIG)
            withUnsafeMutableBytes(of: &copy.c_cc) { characters in characters[Int(VQUIT)] = 0 }
            Settings.setReadsReturnEachByte(&copy)
            return Settings(raw: copy)
        }

        private static func setReadsReturnEachByte(_ settings: inout termios) {
            withUnsafeMutableBytes(of: &settings.c_cc) { characters in
                characters[Int(VMIN)] = 1
                characters[Int(VTIME)] = 0
            }
        }
    }

    // MARK: Terminals

    /// True when `descriptor` is a terminal.
    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The settings of the terminal on `descriptor`.
    static func settings(of descriptor: Int32) throws -> Settings {
        var raw = termios()
        guard tcgetattr(descriptor, &raw) == 0 else { throw failure("read the terminal settings") }
        return Settings(raw: raw)
    }

    /// Applies settings once pending output is written; input typed ahead is kept.
    static func apply(_ settings: Settings, to descriptor: Int32) throws {
        var raw = settings.raw
        while tcsetattr(descriptor, TCSADRAIN, &raw) != 0 {
            guard errno == EINTR else { throw failure("change the terminal settings") }
        }
    }

    /// The window size of the terminal on `descriptor`, or nil when it is not a terminal or does not say.
    static func windowSize(of descriptor: Int32) -> TerminalSize? {
        var size = winsize()
        let result = withUnsafeMutablePointer(to: &size) { pointer in ioctl(descriptor, UInt(TIOCGWINSZ), pointer) }
        guard result == 0, size.ws_col > 0, size.ws_row > 0 else { return nil }
        return TerminalSize(
            columns: Int(size.ws_col), rows: Int(size.ws_row),
            pixelWidth: Int(size.ws_xpixel), pixelHeight: Int(size.ws_ypixel))
    }

    // MARK: Input and output

    /// Waits until one of `descriptors` can be read without blocking (or `timeout` passes) and returns those
    /// that can.
    static func waitForInput(on descriptors: [Int32], timeout: Duration?) throws -> [Int32] {
        var entries = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let milliseconds = timeout.map(Self.milliseconds(of:)) ?? -1
        while true {
            let result = poll(&entries, nfds_t(entries.count), milliseconds)
            if result >= 0 { return entries.filter { $0.revents != 0 }.map(\.fd) }
            guard errno == EINTR else { throw failure("wait for input") }
        }
    }

    /// Reads what is available on `descriptor`, at most `maximum` bytes; empty at the end of input.
    static func read(_ descriptor: Int32, maximum: Int = 4096) throws -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: maximum)
        while true {
            let count = buffer.withUnsafeMutableBytes { bytes in Glibc.read(descriptor, bytes.baseAddress, maximum) }
            if count >= 0 { return Array(buffer.prefix(count)) }
            if errno == EAGAIN || errno == EWOULDBLOCK { return [] }
            guard errno == EINTR else { throw failure("read input") }
        }
    }

    /// Writes all of `bytes` to `descriptor`.
    static func write(_ bytes: [UInt8], to descriptor: Int32) throws {
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, bytes.count - offset)
            }
            if count > 0 {
                offset += count
            } else if count < 0 && errno == EAGAIN {
                _ = try waitForOutput(on: descriptor)
            } else if count < 0 && errno != EINTR {
                throw failure("write output")
            }
        }
    }

    private static func waitForOutput(on descriptor: Int32) throws -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
        while poll(&entry, 1, -1) < 0 {
            guard errno == EINTR else { throw failure("wait for output") }
        }
        return true
    }

    // MARK: Signals and the process

    /// The number of a signal.
    static func number(of signal: TerminalSignal) -> Int32 {
        switch signal {
        case .interrupt: return SIGINT
        case .terminate: return SIGTERM
        case .hangUp: return SIGHUP
        case .quit: return SIGQUIT
        case .windowChange: return SIGWINCH
        }
    }

    /// Makes writes to a closed pipe fail with an error instead of ending the process.
    static func ignoreBrokenPipes() {
        _ = Glibc.signal(SIGPIPE, SIG_IGN)
    }

    /// Stops the process as Ctrl-Z does (the shell takes the terminal); returns when it is continued.
    static func suspendProcess() {
        _ = Glibc.signal(SIGTSTP, SIG_DFL)
        _ = raise(SIGTSTP)
    }

    /// Ends the process at once with `status`, without running exit handlers (from a signal watcher).
    static func exitImmediately(_ status: Int32) -> Never {
        _exit(status)
    }

    // MARK: Errors

    /// The error for a failed call, from `errno`.
    private static func failure(_ operation: String) -> TerminalError {
        let code = errno
        let reason = strerror(code).map { String(cString: $0) } ?? "error \(code)"
        return TerminalError(operation: operation, code: code, reason: reason)
    }

    private static func milliseconds(of duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        let total = max(0, seconds * 1000 + attoseconds / 1_000_000_000_000_000)
        return Int32(clamping: total)
    }
}
