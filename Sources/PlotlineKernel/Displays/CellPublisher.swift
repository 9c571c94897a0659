import JupyterKernel

/// A running cell's output seen as a display publisher: every update and comm message is parented on the cell,
/// whatever request showed the display, as Jupyter expects of what a cell changes.
final class CellPublisher: DisplayPublisher {
    /// The running cell's output.
    let output: any ExecutionOutput

    /// A publisher into `output`.
    init(output: any ExecutionOutput) {
        self.output = output
    }

    /// `update_display_data` in the cell's output.
    func updateDisplay(_ bundle: MIMEBundle, displayID: String, parent: ParentToken) {
        output.updateDisplay(bundle, displayID: displayID)
    }

    /// The cell's comm sender.
    func comms(parent: ParentToken) -> any CommSender {
        output.comms
    }
}
