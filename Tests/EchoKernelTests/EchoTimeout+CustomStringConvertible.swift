extension EchoTimeout: CustomStringConvertible {
    /// Names the patience that ran out.
    var description: String { "no message from the echo kernel within \(EchoClient.patience)" }
}
