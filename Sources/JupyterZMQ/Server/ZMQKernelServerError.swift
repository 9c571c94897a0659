import JupyterKernel

/// Misuse of a `ZMQKernelServer`.
public enum ZMQKernelServerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `run(_:)` was called a second time; make a new server instead.
    case alreadyRun
    /// A reply was sent on IOPub or heartbeat; use `publish(_:)` for IOPub.
    case notARequestChannel(Channel)
    /// libzmq reported a bound endpoint without a port.
    case unexpectedEndpoint(String)

    /// A one-line explanation with a hint.
    public var description: String {
        switch self {
        case .alreadyRun: return "the server already ran; make a new ZMQKernelServer to serve again"
        case .notARequestChannel(let channel):
            return "cannot send a reply on \(channel.rawValue); replies go on shell, control or stdin, broadcasts through publish(_:)"
        case .unexpectedEndpoint(let endpoint): return "cannot read the port of the bound endpoint '\(endpoint)'"
        }
    }
}
