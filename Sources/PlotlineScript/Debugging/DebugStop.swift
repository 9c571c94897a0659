/// What the debugger tells the front end when the session's code stops: why, and for an error its message.
public struct DebugStop: Sendable, Equatable {
    /// Why the code stopped.
    public var reason: StopReason
    /// The error's message when `reason` is `exception`.
    public var text: String?

    /// Makes a stop.
    public init(reason: StopReason, text: String? = nil) {
        self.reason = reason
        self.text = text
    }
}
