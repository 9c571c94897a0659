import JupyterKernel

/// Misuse of a `ZMQKernelServer`.
public enum ZMQKernelServerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `run(_:)` was called a second time; make a new server instead.
    case alreadyRun
    /// A reply was sent on IOPub or heartbeat; use `publish(_:)` for IOPub.
    case notARequestChannel(Channel)
    /// libzmq reported a bound endpoint without a port.
    case unexpectedEndpoint(String)
    /// The connection file asks for CurveZMQ encryption but this libzmq (its version) was built without CURVE.
    case curveUnavailable(libraryVersion: String)
    /// The connection file's `curve_publickey` is not the public key of its `curve_secretkey`.
    case curveKeysDoNotMatch

    /// A one-line explanation with a hint.
    public var description: String {
        switch self {
        case .alreadyRun: return "the server already ran; make a new ZMQKernelServer to serve again"
        case .notARequestChannel(let channel):
            return "cannot send a reply on \(channel.rawValue); replies go on shell, control or stdin, broadcasts through publish(_:)"
        case .unexpectedEndpoint(let endpoint): return "cannot read the port of the bound endpoint '\(endpoint)'"
        case .curveUnavailable(let version):
            return "the connection file asks for CurveZMQ encryption (curve_publickey, curve_secretkey) but libzmq "
                + "\(version) was built without CURVE; install a libzmq built with libsodium (Debian's libzmq5 is), "
                + "or start the kernel without transport encryption. The kernel does not run unencrypted instead"
        case .curveKeysDoNotMatch:
            return "curve_publickey in the connection file is not the public key of curve_secretkey, so no client "
                + "could connect; write both from one key pair (zmq.curve_keypair())"
        }
    }
}
