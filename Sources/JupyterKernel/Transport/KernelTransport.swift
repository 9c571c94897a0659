/// The sockets as the kernel core sees them: receive verified messages, send replies, publish on IOPub.
///
/// Implementations own the wire: they decode and verify incoming frames with a `WireCodec` (logging and dropping
/// what fails) and encode and sign what goes out. Each receiving channel is used by one thread at a time: shell and
/// stdin by the shell thread, control by the control thread. `publish` and `stopReceiving` may be called from any
/// thread. `ZMQKernelServer` is the real transport; `InMemoryTransport` is the test double.
public protocol KernelTransport: AnyObject, Sendable {
    /// Waits for the next valid message on `channel` (shell, control or stdin) for at most `timeout`; nil waits
    /// without limit. Returns `.stopped` at once after `stopReceiving()`.
    func receive(on channel: Channel, timeout: Duration?) -> TransportEvent

    /// Sends a reply on `channel` to the peer named by `message.identities`.
    /// - Throws: `WireError` when the message cannot be encoded, or the transport's error when sending fails.
    func send(_ message: Message, on channel: Channel) throws

    /// Broadcasts `message` on IOPub; messages go out in the order they were published.
    /// - Throws: `WireError` when the message cannot be encoded, or the transport's error when it is closed.
    func publish(_ message: Message) throws

    /// Makes every pending and later `receive` return `.stopped`, so the shell and control loops end.
    func stopReceiving()

    /// Makes a `receive` on shell that is waiting (or the next one) return `.timedOut` at once, so the shell loop
    /// runs the interpreter's idle work now (live records arrived). May be called from any thread.
    func wake()
}

extension KernelTransport {
    /// Transports that cannot be woken wait for their timeout.
    public func wake() {}
}
