import InterchangeFormats

/// One message of a comm, either way: the comm's id, its `data`, the message's metadata and binary buffers.
///
/// A comm is a channel between an object in the kernel and one in the front end (Jupyter widgets are comms on
/// target `jupyter.widget`); `comm_open`, `comm_msg` and `comm_close` each carry one of these.
public struct CommMessage: Sendable {
    /// `content.comm_id`.
    public var commID: String
    /// `content.data`.
    public var data: JSONObject
    /// The message's metadata (`{"version": "2.1.0"}` on a widget's `comm_open`).
    public var metadata: JSONObject
    /// Binary buffers sent as extra frames after the content.
    public var buffers: [[UInt8]]

    /// Makes a comm message.
    public init(commID: String, data: JSONObject = [:], metadata: JSONObject = [:], buffers: [[UInt8]] = []) {
        self.commID = commID
        self.data = data
        self.metadata = metadata
        self.buffers = buffers
    }
}
