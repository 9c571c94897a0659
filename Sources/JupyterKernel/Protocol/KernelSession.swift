import Foundation
import InterchangeFormats

/// The identity a process writes into every header it sends: one session id and a user name.
///
/// Jupyter wants one session id per kernel process; `KernelSession.process` is that one. Clients in tests make
/// their own with another id. Message ids are `<session>_<n>` with `n` counting up, as jupyter_client's `Session`
/// makes them: unique because the session id is a fresh UUID, and far cheaper than a UUID per message.
public struct KernelSession: Sendable {
    /// The session of this process, made once when first used.
    public static let process = KernelSession()

    /// `session` in every header.
    public let id: String
    /// `username` in every header.
    public let username: String

    private let counter = MessageCounter()

    /// A session with a fresh UUID unless `id` is given.
    public init(id: String = KernelSession.newID(), username: String = "plotline") {
        self.id = id
        self.username = username
    }

    /// A new lower-case UUID, used for sessions and message ids.
    public static func newID() -> String {
        UUID().uuidString.lowercased()
    }

    /// A message id never returned before in this process for this session.
    public func nextMessageID() -> String {
        "\(id)_\(counter.next())"
    }

    /// A fresh header: new `msg_id`, the current date, protocol version 5.5.
    public func header(for messageType: String) -> MessageHeader {
        MessageHeader(
            messageID: nextMessageID(),
            session: id,
            username: username,
            date: ISO8601Date.now(),
            messageType: messageType
        )
    }

    /// A new message with a fresh header.
    public func message(
        _ messageType: String,
        content: JSONObject = [:],
        parent: ParentToken = .empty,
        identities: [[UInt8]] = [],
        metadata: JSONObject = [:]
    ) -> Message {
        Message(
            identities: identities,
            header: header(for: messageType),
            parent: parent,
            metadata: metadata,
            content: content
        )
    }

    /// A message for IOPub, its topic frame `kernel.<session>.<msg_type>` as ipykernel writes it.
    public func broadcast(_ messageType: String, content: JSONObject, parent: ParentToken) -> Message {
        message(messageType, content: content, parent: parent, identities: [topic(for: messageType)])
    }

    /// The IOPub topic of a message type.
    public func topic(for messageType: String) -> [UInt8] {
        Array("kernel.\(id).\(messageType)".utf8)
    }

    /// The `iopub_welcome` answering a subscription to `topic`: no parent, the topic as its prefix frame
    /// (none for the empty topic).
    public func welcome(subscription topic: [UInt8]) -> Message {
        let name = String(decoding: topic, as: UTF8.self)
        return message("iopub_welcome", content: ["subscription": .string(name)], identities: topic.isEmpty ? [] : [topic])
    }
}
