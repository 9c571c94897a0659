/// What reading from a terminal produced.
public enum TerminalEvent: Equatable, Sendable {
    /// Bytes typed or pasted (or a reply of the terminal to a query).
    case bytes([UInt8])
    /// Nothing arrived within the timeout.
    case timedOut
    /// The input ended (Ctrl-D in a pipe, or the end of a file).
    case endOfInput
    /// The window changed size.
    case resized
}
