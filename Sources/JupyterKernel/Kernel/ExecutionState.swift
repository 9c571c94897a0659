/// The kernel states that `status` messages announce.
public enum ExecutionState: String, Sendable {
    /// Published once when the kernel starts.
    case starting
    /// Published when a request starts being handled.
    case busy
    /// Published right after a request's reply.
    case idle
}
