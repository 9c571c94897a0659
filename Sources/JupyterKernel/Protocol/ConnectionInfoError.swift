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
            return "unsupported signature_scheme '\(scheme)'; Plotline signs with 'hmac-sha256'"
        case .unsupportedTransport(let transport):
            return "unsupported transport '\(transport)'; use 'tcp' or 'ipc'"
        }
    }
}
