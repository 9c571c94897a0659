import JupyterKernel

/// A `DisplayPublisher` double that records the updates and comm messages published while idle.
final class RecordingPublisher: DisplayPublisher {
    private(set) var updates: [(bundle: MIMEBundle, displayID: String)] = []
    /// The comm messages sent while idle, whatever their parent.
    let recordedComms = RecordingCommSender()

    func comms(parent: ParentToken) -> any CommSender { recordedComms }

    func updateDisplay(_ bundle: MIMEBundle, displayID: String, parent: ParentToken) {
        updates.append((bundle, displayID))
    }
}
