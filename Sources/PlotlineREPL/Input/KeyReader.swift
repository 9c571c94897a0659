/// Reads keys from a terminal: decodes its bytes, waits briefly for the rest of an escape sequence, and keeps
/// keys that arrived while the REPL waited for something else (a reply to a query).
final class KeyReader {
    /// What waiting for a key produced.
    enum Event: Equatable {
        /// A key.
        case key(Key)
        /// The window changed size.
        case resized
        /// Nothing arrived within the timeout.
        case timedOut
        /// The input ended.
        case endOfInput
    }

    /// How long an ESC waits for the rest of a sequence before it is read as the Escape key.
    static let escapeTimeout = Duration.milliseconds(50)

    private let terminal: any Terminal
    private var decoder = KeyDecoder()
    private var queued: [Key] = []
    private var inputEnded = false

    /// Reads from `terminal`.
    init(terminal: any Terminal) {
        self.terminal = terminal
    }

    /// The next key, or another event; `timeout` nil waits as long as it takes.
    ///
    /// - Throws: `TerminalError` when reading fails.
    func next(timeout: Duration? = nil) throws -> Event {
        while true {
            if !queued.isEmpty { return .key(queued.removeFirst()) }
            if inputEnded { return .endOfInput }
            let wait = decoder.isWaiting ? min(Self.escapeTimeout, timeout ?? Self.escapeTimeout) : timeout
            switch try terminal.read(timeout: decoder.isPasting ? nil : wait) {
            case .bytes(let bytes):
                queued += decoder.decode(bytes)
            case .timedOut:
                guard decoder.isWaiting else { return .timedOut }
                queued += decoder.flush()
            case .endOfInput:
                queued += decoder.flush()
                inputEnded = true
            case .resized:
                return .resized
            }
        }
    }

    /// Puts keys back to be read before any others, in order.
    func unread(_ keys: [Key]) {
        queued.insert(contentsOf: keys, at: 0)
    }
}
