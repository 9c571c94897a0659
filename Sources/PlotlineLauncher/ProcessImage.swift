import Glibc

/// The few system calls the launcher makes: where its own file is, whether a file can be run, writing to the
/// standard streams, and replacing the process with another program or ending it.
enum ProcessImage {
    /// The absolute path of the running executable, symbolic links resolved (`/proc/self/exe`).
    static func executablePath() -> String? {
        guard let resolved = realpath("/proc/self/exe", nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether `path` names a file this process may execute.
    static func isExecutable(_ path: String) -> Bool {
        access(path, X_OK) == 0
    }

    /// Whether `path` names a file this process may read.
    static func isReadable(_ path: String) -> Bool {
        access(path, R_OK) == 0
    }

    /// Sets an environment variable for this process and the program it becomes.
    static func setEnvironment(_ name: String, _ value: String) {
        setenv(name, value, 1)
    }

    /// Writes `text` to standard output, unbuffered (the process may replace itself next).
    static func printOut(_ text: String) {
        write(text, to: STDOUT_FILENO)
    }

    /// Writes `text` to standard error.
    static func printError(_ text: String) {
        write(text, to: STDERR_FILENO)
    }

    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }

    /// Ends the process with `status`.
    static func terminate(status: Int32) -> Never {
        exit(status)
    }

    /// Replaces this process with the program at `path`, run with `arguments` (the first is its name) and the
    /// same environment; returns only when that fails, with the reason.
    static func replace(with path: String, arguments: [String]) -> String {
        let cArguments = arguments.map { strdup($0) }
        defer { cArguments.forEach { free($0) } }
        guard !cArguments.contains(where: { $0 == nil }) else { return "out of memory" }
        execv(path, cArguments + [nil])
        let code = errno
        guard let message = strerror(code) else { return "error \(code)" }
        return String(cString: message)
    }
}
