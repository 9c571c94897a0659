import JupyterKernel

/// A `DisplayPublisher` double that records the updates published while idle.
final class RecordingPublisher: DisplayPublisher {
    private(set) var updates: [(bundle: MIMEBundle, displayID: String)] = []

    func updateDisplay(_ bundle: MIMEBundle, displayID: String, parent: ParentToken) {
        updates.append((bundle, displayID))
    }
}
