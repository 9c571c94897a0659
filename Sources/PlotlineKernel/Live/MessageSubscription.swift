/// Where a subscription's messages come from: a ZeroMQ SUB socket in the kernel (`ZMQSubscriber`, adapted by
/// the executable), a queue in tests. Used from one thread at a time: the source's reader thread.
public protocol MessageSubscription: AnyObject {
    /// The frames of the next message, or nil when none arrived within `timeout`.
    ///
    /// - Throws: when the subscription broke; the reader then stops.
    func receive(timeout: Duration) throws -> [[UInt8]]?

    /// Closes the subscription; called once, on the reader thread, when it stops.
    func close()
}
