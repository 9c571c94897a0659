internal import CZeroMQ

/// The ZeroMQ socket types a kernel and its test clients use.
public enum ZMQSocketType: Sendable, CaseIterable {
    /// Exclusive pair (inproc tests).
    case pair
    /// Request: strict send/receive alternation (heartbeat clients).
    case request
    /// Reply.
    case reply
    /// Asynchronous request (shell, control and stdin clients).
    case dealer
    /// Routes by identity (shell, control, stdin, heartbeat in the kernel).
    case router
    /// Publisher that sees subscriptions (IOPub in the kernel).
    case extendedPublisher
    /// Plain publisher (a live data source feeding `ZMQSubscriber`).
    case publisher
    /// Subscriber (IOPub clients).
    case subscriber
    /// Pipeline sender.
    case push
    /// Pipeline receiver.
    case pull

    /// The libzmq constant.
    var zmqValue: Int32 {
        switch self {
        case .pair: return ZMQ_PAIR
        case .request: return ZMQ_REQ
        case .reply: return ZMQ_REP
        case .dealer: return ZMQ_DEALER
        case .router: return ZMQ_ROUTER
        case .extendedPublisher: return ZMQ_XPUB
        case .publisher: return ZMQ_PUB
        case .subscriber: return ZMQ_SUB
        case .push: return ZMQ_PUSH
        case .pull: return ZMQ_PULL
        }
    }
}
