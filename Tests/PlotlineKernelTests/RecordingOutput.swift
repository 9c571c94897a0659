import JupyterKernel

/// An `ExecutionOutput` double that records what a cell published.
final class RecordingOutput: ExecutionOutput {
    enum Event: Equatable {
        case stream(StreamName, String)
        case display(MIMEBundle, displayID: String?)
        case update(MIMEBundle, displayID: String)
        case result(MIMEBundle, displayID: String?)
        case clear(wait: Bool)
    }

    private(set) var events: [Event] = []
    let parent = ParentToken(headerBytes: Array(#"{"msg_id":"test"}"#.utf8))
    /// The comm messages the cell sent.
    let recordedComms = RecordingCommSender()
    var comms: any CommSender { recordedComms }

    func stream(_ name: StreamName, _ text: String) { events.append(.stream(name, text)) }
    func display(_ bundle: MIMEBundle, displayID: String?) { events.append(.display(bundle, displayID: displayID)) }
    func updateDisplay(_ bundle: MIMEBundle, displayID: String) { events.append(.update(bundle, displayID: displayID)) }
    func executeResult(_ bundle: MIMEBundle, displayID: String?) { events.append(.result(bundle, displayID: displayID)) }
    func clearOutput(wait: Bool) { events.append(.clear(wait: wait)) }
    func requestInput(prompt: String, password: Bool) throws -> String { "" }

    var results: [(bundle: MIMEBundle, displayID: String?)] {
        events.compactMap { if case .result(let bundle, let id) = $0 { return (bundle, id) } else { return nil } }
    }

    var displays: [(bundle: MIMEBundle, displayID: String?)] {
        events.compactMap { if case .display(let bundle, let id) = $0 { return (bundle, id) } else { return nil } }
    }

    var updates: [(bundle: MIMEBundle, displayID: String)] {
        events.compactMap { if case .update(let bundle, let id) = $0 { return (bundle, id) } else { return nil } }
    }

    var streams: [(name: StreamName, text: String)] {
        events.compactMap { if case .stream(let name, let text) = $0 { return (name, text) } else { return nil } }
    }
}
