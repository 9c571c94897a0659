/// Why a connection file cannot be used.
public enum ConnectionInfoError: Error, Sendable, Equatable {
    /// The file could not be read.
    case unreadable(path: String, reason: String)
    /// The file is not a valid connection file.
    case invalid(path: String, reason: String)
    /// `signature_scheme` is not `hmac-sha256`.
    case unsupportedSignatureScheme(String)
    /// `transport` is neither `tcp` nor `ipc`.
    case unsupportedTransport(String)
    /// The file has one of `curve_publickey` and `curve_secretkey` but not the other (`missing`).
    case incompleteCurveKeys(missing: String)
    /// `field` (`curve_publickey` or `curve_secretkey`) is not a 40-character Z85 key; `reason` says why.
    case invalidCurveKey(field: String, reason: String)
}

extension ConnectionInfoError: CustomStringConvertible {
    /// A one-line explanation with a hint.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "cannot read connection file '\(path)': \(reason)"
        case .invalid(let path, let reason):
            return "'\(path)' is not a valid connection file: \(reason)"
        case .unsupportedSignatureScheme(let scheme):
            return "unsupported signature_scheme '\(scheme)'; this kernel signs with 'hmac-sha256'"
        case .unsupportedTransport(let transport):
            return "unsupported transport '\(transport)'; use 'tcp' or 'ipc'"
        case .incompleteCurveKeys(let missing):
            return "the connection file asks for CurveZMQ encryption but has no '\(missing)'; a client that "
                + "provisions encryption writes curve_publickey and curve_secretkey together (or neither, for a "
                + "plain connection)"
        case .invalidCurveKey(let field, let reason):
            return "'\(field)' in the connection file is not a CurveZMQ key: \(reason); expected the 40-character "
                + "Z85 text that zmq.curve_keypair() makes"
        }
    }
}
