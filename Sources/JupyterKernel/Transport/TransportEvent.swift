/// What waiting on a channel produced.
public enum TransportEvent: Sendable {
    /// A message that decoded and verified.
    case message(Message)
    /// The timeout passed with no message, or the transport was woken (`KernelTransport.wake()`).
    case timedOut
    /// The transport stops: shutdown was requested, or (in memory) the input ran out. Loops end on it.
    case stopped
}
