import InterchangeFormats

/// Why received frames are not a valid Jupyter message. The transport logs these and drops the message.
public enum WireError: Error, Sendable, Equatable {
    /// No `<IDS|MSG>` frame separates the identities from the message.
    case missingDelimiter
    /// Fewer than the five frames (signature, header, parent, metadata, content) follow the delimiter.
    case missingFrames(found: Int)
    /// The signature does not match the frames: a wrong key or a tampered message.
    case badSignature
    /// The signature was seen before: the message is a replay.
    case replayedSignature
    /// A dict frame (`header`, `parent_header`, `metadata`, `content`) is not a JSON object.
    case invalidFrame(name: String, JSONError)
    /// The header lacks what dispatch needs.
    case invalidHeader(String)
    /// A frame to send cannot be written as JSON (a NaN or infinity).
    case unencodable(name: String, JSONError)
}

extension WireError: CustomStringConvertible {
    /// A one-line explanation for the log.
    public var description: String {
        switch self {
        case .missingDelimiter: return "no '<IDS|MSG>' delimiter frame"
        case .missingFrames(let found):
            return "expected 5 frames after the delimiter (signature, header, parent, metadata, content), found \(found)"
        case .badSignature: return "bad signature (check that the client uses the connection file's key)"
        case .replayedSignature: return "duplicate signature: the message was replayed"
        case .invalidFrame(let name, let error): return "\(name) frame: \(error)"
        case .invalidHeader(let reason): return "invalid header: \(reason)"
        case .unencodable(let name, let error): return "cannot encode the \(name) frame: \(error)"
        }
    }
}
