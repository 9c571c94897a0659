/// What a front end did with comms, as the kernel tells its interpreter.
public enum CommEvent: Sendable {
    /// `comm_open` from the front end for a target; the interpreter accepts it or the kernel closes it.
    case open(target: String, CommMessage)
    /// `comm_msg` on a comm that is open.
    case message(CommMessage)
    /// `comm_close` of a comm that was open.
    case close(CommMessage)
    /// `comm_info_request` on shell asking about a target (nil: all targets); widget managers ask this for
    /// `jupyter.widget` when they connect, so it tells the kernel a front end that renders widgets is there.
    case inquiry(target: String?)
}
