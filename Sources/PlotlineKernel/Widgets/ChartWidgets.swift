import Foundation
import JupyterKernel
import PlotlineCore
import PlotlineScript
import PlotlineValues

/// The widgets of one session: whether a front end that renders widgets is connected, each interactive chart and
/// each feed grid by comm id, and the comm traffic between the widgets' views and the kernel (docs/interactive.md).
///
/// A front end renders widgets when its widget manager has asked which `jupyter.widget` comms are open, or has
/// opened the widget control comm: JupyterLab, Notebook 7 and VS Code do both when they connect to a kernel;
/// nbclient, nbconvert and consoles do neither, so their outputs stay exactly as without widgets. Voilà runs the
/// notebook before its page connects, so a kernel started by Voilà (its `SERVER_SOFTWARE`) counts from the start.
///
/// Whether that front end also loads the views' module (anywidget's extension is installed) is learnt once a
/// session: when the first cell runs in a widget front end, a probe model (the chart module with no chart, never
/// displayed) is opened, and its module's `ready` proves it. From then on displays name the widget view from their
/// first paint; before, a display starts as a picture and gains the view when its own widget reports ready. The
/// probe waits for a cell rather than opening as the front end connects: JupyterLab's widget manager, saving widget
/// state as the install sets it to, marks a notebook modified when a model registers, and a notebook only opened
/// must not ask to be saved.
final class ChartWidgets {
    /// The comm target of Jupyter widget models.
    static let modelTarget = "jupyter.widget"
    /// The comm target of the widget manager's control comm (ipywidgets 8), which this kernel declines.
    static let controlTarget = "jupyter.widget.control"

    /// True once a front end that renders widgets has connected.
    private(set) var frontEndRendersWidgets: Bool
    /// True when Voilà started the kernel: it shows only what the cells displayed (it ignores
    /// `update_display_data`), so displays carry the widget view from the start.
    let startedByVoila: Bool
    /// True once the front end is known to load the views' module (a view or the probe reported ready, or Voilà).
    private(set) var viewsLoad: Bool
    /// The comm id of the open probe model, until its module reports ready.
    private var probeID: String?
    private var widgets: [String: ChartWidget] = [:]
    /// The feed grids by comm id (see `ChartWidgets+FeedGrids.swift`).
    var grids: [String: FeedGridWidget] = [:]
    private let renderer: any GraphRenderer
    /// Callback errors not yet shown in a cell's output.
    private var unreportedErrors: [String] = []
    /// The display in the output of each cell that set callbacks (by cell number), where their errors show.
    private var errorDisplays: [Int: ErrorDisplay] = [:]
    /// The most errors an error display shows (the newest).
    static let shownErrors = 5
    /// The most error displays kept, the newest cells' (older cells' callbacks report in the next cell).
    static let keptErrorDisplays = 256

    /// A display in a cell's output showing the errors of the callbacks the cell set.
    private struct ErrorDisplay {
        let id: String
        let parent: ParentToken
        /// The notebook cell whose output shows it, when the front end names cells.
        let cellID: String?
        /// The newest errors, each with how many times in a row it came.
        var errors: [(text: String, times: Int)] = []
        /// The errors shown so far, repeats included.
        var count = 0

        /// Adds an error: a repeat of the newest counts on it, others are kept up to `shownErrors`.
        mutating func add(_ text: String) {
            count += 1
            if let last = errors.last, last.text == text {
                errors[errors.count - 1].times += 1
            } else {
                errors = Array((errors + [(text, 1)]).suffix(ChartWidgets.shownErrors))
            }
        }
    }
    /// The hint about a missing anywidget extension: `.due` once found, `.given` once shown.
    private var missingViewHint = HintState.none

    private enum HintState {
        case none, due, given
    }

    /// How long a widget may go without its view's `ready` before the front end counts as lacking anywidget's
    /// extension (anywidget gives a module 2 s to load), counted from its opening or from the last cell's end.
    static let readyTimeout: Duration = .seconds(3)
    /// When the last cell ended. What the front end sends while cells run waits behind the cells it already sent
    /// (Run All sends them all at once), so a view's `ready` is not awaited before the cells have run.
    private var lastCellEnd: ContinuousClock.Instant?

    /// The one-line hint shown (once a session) when a front end renders widgets but never loaded the view.
    static let missingViewHint =
        "note: charts here stay pictures: this front end renders widgets but did not load anywidget's extension; "
        + "`pip install anywidget` where Jupyter runs and reload the page for interactive charts\n"

    /// No widgets yet; `environment` tells whether Voilà started the kernel (its `SERVER_SOFTWARE`).
    init(renderer: any GraphRenderer, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.renderer = renderer
        startedByVoila = environment["SERVER_SOFTWARE"]?.lowercased().hasPrefix("voila") ?? false
        frontEndRendersWidgets = startedByVoila
        viewsLoad = startedByVoila
    }

    /// The widgets whose graphs are still alive. A widget whose graph is gone stays open (its view shows the last
    /// frame, and its cell's output may still be on the page) until its cell's output is cleared or the front end
    /// closes it.
    var all: [ChartWidget] {
        widgets.values.filter { $0.graph != nil }
    }

    /// Opens a widget for a new display of `graph` when a widget front end is connected and the display may be
    /// interactive; returns it, or nil (the display is then a picture only).
    func open(
        for graph: Graph, displayID: String, parent: ParentToken, cellID: String? = nil, sender: any CommSender,
        settings: SessionSettings
    ) -> ChartWidget? {
        guard frontEndRendersWidgets else { return nil }
        let widget = ChartWidget(
            commID: UUID().uuidString.lowercased(), graph: graph, displayID: displayID, parent: parent,
            cellID: cellID, pixelRatio: settings.scale)
        guard let state = try? widget.fullState(renderer: renderer) else { return nil }
        if viewsLoad { widget.assumeReady() }
        widgets[widget.commID] = widget
        sender.open(state, target: Self.modelTarget)
        return widget
    }

    /// Closes the widgets shown in the outputs of `cells`, which the front end has cleared (a cell run again, or
    /// deleted): their models would otherwise live on in the page, and in every saved notebook's widget state.
    func close(widgetsOfCells cells: Set<String>, sender: any CommSender) {
        // Their error displays are gone too: later errors of their callbacks go to the next cell's stderr.
        errorDisplays = errorDisplays.filter { $0.value.cellID.map { !cells.contains($0) } ?? true }
        for widget in widgets.values {
            guard let cell = widget.cellID, cells.contains(cell) else { continue }
            widgets[widget.commID] = nil
            sender.close(CommMessage(commID: widget.commID, data: [:]))
        }
        closeGrids(ofCells: cells, sender: sender)
    }

    // MARK: Comm events

    /// Handles a comm event from a front end; for `.open`, returns whether the comm is kept.
    func handle(_ event: CommEvent, sender: any CommSender) -> Bool {
        switch event {
        case .inquiry(let target):
            if target == nil || target == Self.modelTarget { frontEndRendersWidgets = true }
            return true
        case .open(let target, let message):
            if target == Self.controlTarget { frontEndRendersWidgets = true }
            // A reloaded page re-opens the comms the kernel listed, then asks for their state.
            return target == Self.modelTarget
                && (widgets[message.commID] != nil || grids[message.commID] != nil || message.commID == probeID)
        case .message(let message) where message.commID == probeID:
            receiveProbe(message, sender: sender)
            return true
        case .message(let message):
            if let grid = grids[message.commID] {
                receive(message, for: grid, sender: sender)
                return true
            }
            guard let widget = widgets[message.commID] else { return false }
            receive(message, for: widget, sender: sender)
            return true
        case .close(let message):
            if message.commID == probeID { probeID = nil }
            widgets[message.commID] = nil
            grids[message.commID] = nil
            return true
        }
    }

    private func receive(_ message: CommMessage, for widget: ChartWidget, sender: any CommSender) {
        switch message.data["method"]?.stringValue {
        case "request_state":
            guard var state = try? widget.fullState(renderer: renderer) else { return }
            state.metadata = [:]
            sender.send(state)
        case "custom":
            let content = message.data["content"]?.objectValue ?? [:]
            guard widget.receive(content) else { return }
            if content["type"]?.stringValue == "ready" {
                noteViewsLoad()
                // The view learns that a kernel holds its model (one restored from a saved notebook never hears it).
                sender.send(CommMessage(commID: widget.commID, data: ["method": "custom", "content": ["type": "live"]]))
            }
        default:
            // "update" from the view: this model has no state the view may change.
            break
        }
    }

    // MARK: Learning whether views load

    /// A cell starts: in a front end that renders widgets, opens the probe, unless its views are known to load or a
    /// probe is open.
    func probeViewsIfUnknown(sender: any CommSender) {
        guard frontEndRendersWidgets, !viewsLoad, probeID == nil else { return }
        let id = UUID().uuidString.lowercased()
        probeID = id
        sender.open(Self.probeState(commID: id), target: Self.modelTarget)
    }

    /// A view's module loaded: from now on displays name the widget view from their first paint.
    func noteViewsLoad() {
        viewsLoad = true
    }

    /// The probe's model: anywidget's fields and the chart module, without a chart (no view ever shows it).
    private static func probeState(commID: String) -> CommMessage {
        CommMessage(
            commID: commID,
            data: ["state": .object(ChartWidget.anywidgetState(module: ChartWidget.viewModule)), "buffer_paths": []],
            metadata: ["version": .string(ChartWidget.protocolVersion)])
    }

    /// The probe's module reported ready: views load here; the probe closes. A reloaded page's request for its
    /// state is answered.
    private func receiveProbe(_ message: CommMessage, sender: any CommSender) {
        switch message.data["method"]?.stringValue {
        case "custom" where message.data["content"]?.objectValue?["type"]?.stringValue == "ready":
            noteViewsLoad()
            probeID = nil
            sender.close(CommMessage(commID: message.commID, data: [:]))
        case "request_state":
            var state = Self.probeState(commID: message.commID)
            state.metadata = [:]
            state.data["method"] = "update"
            sender.send(state)
        default:
            break
        }
    }

    // MARK: Callback errors

    /// Shows what a widget's callbacks threw in its view at once, and in the output of the cell that set each
    /// callback (else in the next cell's stderr).
    func reportCallbackErrors(of widget: ChartWidget, through publisher: any DisplayPublisher) {
        let errors = widget.takeCallbackErrors()
        guard !errors.isEmpty else { return }
        var texts: [String] = []
        for error in errors where !texts.contains(error.text) { texts.append(error.text) }
        let text = "Error in " + texts.joined(separator: "\nError in ")
        publisher.comms(parent: widget.parent).send(CommMessage(
            commID: widget.commID, data: ["method": "custom", "content": ["type": "error", "text": .string(text)]]))
        var changed: Set<Int> = []
        for error in errors {
            guard let cell = error.cell, var display = errorDisplays[cell] else {
                unreportedErrors.append(error.text)
                continue
            }
            display.add(error.text)
            errorDisplays[cell] = display
            changed.insert(cell)
        }
        for cell in changed.sorted() {
            guard let display = errorDisplays[cell] else { continue }
            publisher.updateDisplay(
                Self.errorBundle(display.errors, count: display.count), displayID: display.id, parent: display.parent)
        }
    }

    /// Opens the display where the errors of the callbacks cell number `cell` set will show (in its output, after
    /// what it showed), when a front end that renders widgets, and so runs callbacks, is connected.
    func openErrorDisplay(forCell cell: Int, cellID: String?, in output: any ExecutionOutput) {
        guard frontEndRendersWidgets else { return }
        let display = ErrorDisplay(id: DisplayID.make(), parent: output.parent, cellID: cellID)
        output.display(Self.errorBundle([], count: 0), displayID: display.id)
        errorDisplays[cell] = display
        if errorDisplays.count > Self.keptErrorDisplays, let oldest = errorDisplays.keys.min() {
            errorDisplays[oldest] = nil
        }
    }

    /// A cell's callback errors as a display: stderr-styled text where the front end knows the type, plain text
    /// elsewhere; empty before the first error.
    static func errorBundle(_ errors: [(text: String, times: Int)], count: Int) -> MIMEBundle {
        guard !errors.isEmpty else { return MIMEBundle(data: ["text/plain": ""]) }
        var text = errors.map { error in
            "error in a chart callback" + (error.times > 1 ? " (\(error.times) times)" : "") + ", \(error.text)\n"
        }.joined()
        let shown = errors.reduce(0) { $0 + $1.times }
        if count > shown { text = "(\(count - shown) earlier errors not shown)\n" + text }
        return MIMEBundle(data: ["application/vnd.jupyter.stderr": .string(text), "text/plain": .string(text)])
    }

    /// The callback errors since the last cell, as lines for its stderr ("" when none), and forgets them; the
    /// missing-extension hint too, the first time it is due.
    func takeErrorReport() -> String {
        defer { unreportedErrors.removeAll() }
        var report = unreportedErrors.map { "error in a chart callback, \($0)\n" }.joined()
        if case .due = missingViewHint {
            report += Self.missingViewHint
            missingViewHint = .given
        }
        return report
    }

    /// A cell ended: the widgets' views have `readyTimeout` from now to report ready.
    func noteCellEnded(at now: ContinuousClock.Instant = .now) {
        lastCellEnd = now
    }

    /// While idle: finds a widget whose view never reported ready within `readyTimeout` of its opening and of the
    /// last cell's end, which makes the hint due. Returns when to look again, or nil.
    func checkViewsLoaded(now: ContinuousClock.Instant) -> ContinuousClock.Instant? {
        guard case .none = missingViewHint, !startedByVoila else { return nil }
        var next: ContinuousClock.Instant?
        for widget in all where !widget.isReady {
            let deadline = max(widget.openedAt, lastCellEnd ?? widget.openedAt) + Self.readyTimeout
            if now >= deadline {
                missingViewHint = .due
                return nil
            }
            next = min(next ?? deadline, deadline)
        }
        return next
    }
}
