import InterchangeFormats

/// Turns multipart frames into messages and back: `[identities…] <IDS|MSG> signature header parent metadata content [buffers…]`.
///
/// Decoding verifies the signature against the frames exactly as received (never re-serialized) before reading
/// any JSON, then refuses replayed signatures when a `SignatureHistory` is given. Both transports use this codec,
/// so what the in-memory tests exercise is what runs over ZeroMQ.
public struct WireCodec: Sendable {
    /// The frame between the identities and the signature.
    public static let delimiter: [UInt8] = Array("<IDS|MSG>".utf8)

    /// Signs outgoing and verifies incoming messages.
    public let signer: MessageSigner
    /// Signatures already seen; nil turns replay protection off.
    public let history: SignatureHistory?

    /// A codec signing with `signer` and refusing signatures already in `history`.
    public init(signer: MessageSigner, history: SignatureHistory? = SignatureHistory()) {
        self.signer = signer
        self.history = history
    }

    /// A codec for the connection file's `key` with replay protection.
    public init(key: String) {
        self.init(signer: MessageSigner(key: key))
    }

    /// Reads and verifies a received message.
    /// - Throws: `WireError` describing the first problem found.
    public func decode(_ frames: [[UInt8]]) throws -> Message {
        guard let delimiterIndex = frames.firstIndex(of: Self.delimiter) else { throw WireError.missingDelimiter }
        let signatureIndex = delimiterIndex + 1
        let found = frames.count - signatureIndex
        guard found >= 5 else { throw WireError.missingFrames(found: max(0, found)) }
        let signature = frames[signatureIndex]
        let signedParts = frames[(signatureIndex + 1)...(signatureIndex + 4)]
        try verify(signature: signature, of: signedParts)

        let headerBytes = frames[signatureIndex + 1]
        var message = Message(
            identities: Array(frames[..<delimiterIndex]),
            header: try MessageHeader(json: try object(headerBytes, frame: "header")),
            parent: ParentToken(headerBytes: frames[signatureIndex + 2]),
            metadata: try object(frames[signatureIndex + 3], frame: "metadata"),
            content: try object(frames[signatureIndex + 4], frame: "content"),
            buffers: Array(frames[(signatureIndex + 5)...])
        )
        message.receivedHeader = headerBytes
        return message
    }

    /// Writes and signs a message; the parent header goes out byte for byte as its token holds it.
    /// - Throws: `WireError.unencodable` when metadata or content holds NaN or an infinity.
    public func encode(_ message: Message) throws -> [[UInt8]] {
        let header = try message.receivedHeader ?? bytes(message.header.json, frame: "header")
        let parts = [
            header,
            message.parent.headerBytes,
            try bytes(message.metadata, frame: "metadata"),
            try bytes(message.content, frame: "content"),
        ]
        var frames = message.identities
        frames.reserveCapacity(frames.count + 6 + message.buffers.count)
        frames.append(Self.delimiter)
        frames.append(signer.signature(for: parts))
        frames.append(contentsOf: parts)
        frames.append(contentsOf: message.buffers)
        return frames
    }

    private func verify(signature: [UInt8], of parts: ArraySlice<[UInt8]>) throws {
        guard signer.isEnabled else { return }
        guard signer.isValid(signature: signature, for: parts) else { throw WireError.badSignature }
        let canonical = signature.map { ASCII.hexValue($0).map { ASCII.hexDigits[Int($0)] } ?? $0 }
        if let history, !history.admit(canonical) { throw WireError.replayedSignature }
    }

    private func object(_ bytes: [UInt8], frame: String) throws -> JSONObject {
        do {
            return try JSONParser.parseObject(bytes)
        } catch let error as JSONError {
            throw WireError.invalidFrame(name: frame, error)
        }
    }

    private func bytes(_ object: JSONObject, frame: String) throws -> [UInt8] {
        do {
            return try JSONWriter.serialize(object)
        } catch let error as JSONError {
            throw WireError.unencodable(name: frame, error)
        }
    }
}
