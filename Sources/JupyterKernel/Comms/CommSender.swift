/// Sends comm messages from the kernel to the front ends (on IOPub), parented on one request.
public protocol CommSender: AnyObject {
    /// `comm_open` of a new comm for `target`; the comm counts as open until closed by either side.
    func open(_ message: CommMessage, target: String)

    /// `comm_msg` on an open comm.
    func send(_ message: CommMessage)

    /// `comm_close`; the comm is forgotten.
    func close(_ message: CommMessage)
}
