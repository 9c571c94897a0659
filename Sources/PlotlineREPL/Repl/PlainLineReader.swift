/// Reads lines from input that is not a terminal (a pipe or a file): bytes up to each line break, decoded as
/// UTF-8, without the line break or a CR before it.
final class PlainLineReader {
    private let terminal: any Terminal
    private var pending: [UInt8] = []
    private var ended = false

    /// Reads from `terminal`.
    init(terminal: any Terminal) {
        self.terminal = terminal
    }

    /// The next line, or nil at the end of input (a last line without a line break is still returned).
    ///
    /// - Throws: `TerminalError` when reading fails.
    func nextLine() throws -> String? {
        while true {
            if let newline = pending.firstIndex(of: 0x0A) {
                var line = Array(pending[..<newline])
                pending.removeFirst(newline + 1)
                if line.last == 0x0D { line.removeLast() }
                return String(decoding: line, as: UTF8.self)
            }
            if ended {
                guard !pending.isEmpty else { return nil }
                defer { pending.removeAll() }
                return String(decoding: pending, as: UTF8.self)
            }
            switch try terminal.read(timeout: nil) {
            case .bytes(let bytes): pending += bytes
            case .endOfInput: ended = true
            case .timedOut, .resized: continue
            }
        }
    }
}
