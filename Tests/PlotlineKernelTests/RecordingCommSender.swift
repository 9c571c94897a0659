import JupyterKernel

/// A `CommSender` double that records the comm messages the kernel would publish.
final class RecordingCommSender: CommSender {
    enum Event {
        case open(CommMessage, target: String)
        case send(CommMessage)
        case close(CommMessage)
    }

    private(set) var events: [Event] = []

    func open(_ message: CommMessage, target: String) { events.append(.open(message, target: target)) }
    func send(_ message: CommMessage) { events.append(.send(message)) }
    func close(_ message: CommMessage) { events.append(.close(message)) }

    /// The comms opened, with their targets.
    var opened: [(message: CommMessage, target: String)] {
        events.compactMap { if case .open(let message, let target) = $0 { return (message, target) } else { return nil } }
    }

    /// The `comm_msg`s sent.
    var sent: [CommMessage] {
        events.compactMap { if case .send(let message) = $0 { return message } else { return nil } }
    }
}
