import InterchangeFormats

/// A message header: who sent it, when, and what it is.
///
/// Incoming headers are read leniently: unknown keys are ignored, a missing `date`, `username` or `version` is
/// tolerated, and only `msg_type` is required (without it nothing can be dispatched).
public struct MessageHeader: Sendable, Equatable {
    /// The protocol version this kernel speaks and writes in every header.
    public static let protocolVersion = "5.5"

    /// `msg_id`: unique for every message.
    public var messageID: String
    /// `session`: one id per kernel or client process.
    public var session: String
    /// `username`.
    public var username: String
    /// `date`: ISO 8601 with a time zone; nil when an incoming header has none.
    public var date: String?
    /// `msg_type`, e.g. `execute_request`.
    public var messageType: String
    /// `version`: the protocol version of the sender.
    public var version: String
    /// `subshell_id` (JEP 91), when the sender names one.
    public var subshellID: String?

    /// Makes a header.
    public init(
        messageID: String,
        session: String,
        username: String,
        date: String?,
        messageType: String,
        version: String = MessageHeader.protocolVersion,
        subshellID: String? = nil
    ) {
        self.messageID = messageID
        self.session = session
        self.username = username
        self.date = date
        self.messageType = messageType
        self.version = version
        self.subshellID = subshellID
    }

    /// Reads a header dict; non-string values of optional keys are ignored.
    /// - Throws: `WireError.invalidHeader` when `msg_type` is missing or not a string.
    public init(json: JSONObject) throws {
        guard let messageType = json["msg_type"]?.stringValue else {
            throw WireError.invalidHeader("'msg_type' is missing or not a string")
        }
        self.init(
            messageID: json["msg_id"]?.stringValue ?? "",
            session: json["session"]?.stringValue ?? "",
            username: json["username"]?.stringValue ?? "",
            date: json["date"]?.stringValue,
            messageType: messageType,
            version: json["version"]?.stringValue ?? "",
            subshellID: json["subshell_id"]?.stringValue
        )
    }

    /// The header dict in Jupyter's key order.
    public var json: JSONObject {
        var object: JSONObject = ["msg_id": .string(messageID), "username": .string(username), "session": .string(session)]
        if let date { object["date"] = .string(date) }
        object["msg_type"] = .string(messageType)
        object["version"] = .string(version)
        if let subshellID { object["subshell_id"] = .string(subshellID) }
        return object
    }
}
