import Foundation
import InterchangeFormats
import JupyterKernel
import PlotlineCore
import PlotlineFeeds
import PlotlineScript
import PlotlineValues

/// Where one cell's prints and displays go: IOPub messages parented on the cell's request.
final class CellHost: SessionHost, HelpPager {
    /// True for `silent` requests: nothing is published.
    var isSilent = false
    /// The reply's payload (pages from `help`).
    private(set) var payload: [JSONValue] = []

    private let output: any ExecutionOutput
    private let presenter: GraphPresenter
    private let session: Session
    /// The notebook cell running, when the front end names cells.
    private let cellID: String?
    /// Hears every print as well (the debugger's `output` events).
    var onWrite: ((String, OutputStreamName) -> Void)?

    init(output: any ExecutionOutput, presenter: GraphPresenter, session: Session, cellID: String? = nil) {
        self.cellID = cellID
        self.output = output
        self.presenter = presenter
        self.session = session
    }

    /// `print(...)`: a stream message.
    func write(_ text: String, to stream: OutputStreamName) {
        guard !isSilent, !text.isEmpty else { return }
        output.stream(stream == .stderr ? .stderr : .stdout, text)
        onWrite?(text, stream)
    }

    /// `display(x)`: a `display_data` with a fresh display id; a graph's display stays live.
    func display(_ value: Value) throws {
        try display(value, interactive: nil)
    }

    /// `display(x, interactive:)`: a graph's display is an interactive chart where the front end renders widgets,
    /// unless `interactive` is false (nil follows `session.interactive`).
    func display(_ value: Value, interactive: Bool?) throws {
        guard !isSilent else { return }
        let displayID = DisplayID.make()
        let shown = try bundle(for: value, liveAs: displayID, interactive: interactive ?? session.settings.interactive)
        output.display(shown.bundle, displayID: displayID)
    }

    /// `help(x)`: a `page` payload in the reply (Jupyter's pager), even for silent requests.
    func page(_ text: String) {
        payload.append(PagePayload.json(text))
    }

    /// `clearOutput(wait:)`.
    func clearOutput(wait: Bool) {
        guard !isSilent else { return }
        output.clearOutput(wait: wait)
    }

    /// The cell's last expression: a graph, or a feed shown as a grid, as a live `display_data` (front ends update
    /// only those by display id), anything else as `execute_result`.
    func showResult(_ value: Value) {
        let displayID = DisplayID.make()
        do {
            let shown = try bundle(for: value, liveAs: displayID, interactive: session.settings.interactive)
            output.executeResult(shown.bundle, displayID: shown.isLive ? displayID : nil)
        } catch {
            output.stream(.stderr, "could not show the result: \(error)\n")
        }
    }

    /// A value's bundle, and whether its display is live (updated by display id): a graph's and a feed's are, shown
    /// by the session's display owner (with a widget when `interactive` and a front end renders widgets).
    private func bundle(
        for value: Value, liveAs displayID: String, interactive: Bool
    ) throws -> (bundle: MIMEBundle, isLive: Bool) {
        if case .object(let snapshot as Snapshot) = value { return (presenter.show(snapshot), false) }
        if case .object(let feed as Feed) = value {
            return presenter.show(
                feed, displayID: displayID, parent: output.parent, cellID: cellID, interactive: interactive,
                comms: output.comms)
        }
        guard let graph = value.graph else {
            return (MIMEBundle.plainText(displayText(of: value)), false)
        }
        let bundle = try presenter.show(
            graph, displayID: displayID, parent: output.parent, cellID: cellID, interactive: interactive,
            comms: output.comms)
        return (bundle, true)
    }
}

extension Value {
    /// The graph this value holds, if it is one.
    var graph: Graph? {
        if case .object(let object) = self { return object as? Graph }
        return nil
    }
}

/// Display ids: unique, opaque strings.
enum DisplayID {
    /// A new display id.
    static func make() -> String {
        UUID().uuidString.lowercased()
    }
}
