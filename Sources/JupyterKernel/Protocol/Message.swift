import InterchangeFormats

/// One Jupyter message: routing identities, header, parent header, metadata, content and binary buffers.
///
/// The parent header is kept as raw JSON bytes (a `ParentToken`) so that replies and outputs carry a request's
/// header exactly as it was received. A received message also keeps its own header bytes for the same reason.
public struct Message: Sendable {
    /// The frames before `<IDS|MSG>`: ROUTER identities on shell, control and stdin; the topic on IOPub.
    public var identities: [[UInt8]]
    /// The header.
    public var header: MessageHeader
    /// The parent header as raw JSON: the request this message answers or was caused by, `{}` for none.
    public var parent: ParentToken
    /// The metadata dict.
    public var metadata: JSONObject
    /// The content dict.
    public var content: JSONObject
    /// Raw binary buffers after the content (not signed).
    public var buffers: [[UInt8]]
    /// The header frame exactly as received; nil for a message made here.
    public internal(set) var receivedHeader: [UInt8]?

    /// Makes a message.
    public init(
        identities: [[UInt8]] = [],
        header: MessageHeader,
        parent: ParentToken = .empty,
        metadata: JSONObject = [:],
        content: JSONObject = [:],
        buffers: [[UInt8]] = []
    ) {
        self.identities = identities
        self.header = header
        self.parent = parent
        self.metadata = metadata
        self.content = content
        self.buffers = buffers
        self.receivedHeader = nil
    }

    /// The header's `msg_type`.
    public var messageType: String { header.messageType }

    /// A token naming this message, to parent replies and outputs on it: its header bytes as received.
    ///
    /// For a message made here (never received) the header is serialized afresh.
    public var token: ParentToken {
        if let receivedHeader { return ParentToken(headerBytes: receivedHeader) }
        return ParentToken(headerBytes: (try? JSONWriter.serialize(header.json)) ?? ParentToken.empty.headerBytes)
    }

    /// The parent header read back, or nil when it is `{}`.
    /// - Throws: `JSONError` or `WireError` when the parent bytes are not a valid header.
    public func parentHeader() throws -> MessageHeader? {
        let object = try JSONParser.parseObject(parent.headerBytes)
        return object.isEmpty ? nil : try MessageHeader(json: object)
    }
}
