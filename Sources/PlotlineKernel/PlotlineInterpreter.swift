import Foundation
import InterchangeFormats
import JupyterKernel
import PlotlineCore
import PlotlineRuntime
import PlotlineScript
import PlotlineFeeds
import PlotlineValues

/// Plotline's side of the Jupyter kernel: runs cells in one persistent session and turns what they show into
/// MIME bundles, keeping every displayed graph live.
public final class PlotlineInterpreter: KernelInterpreter {
    /// The session every cell runs in.
    public let session: Session
    /// The one owner of the session's displays and widgets.
    private let presenter: GraphPresenter
    private let issues: LiveIssueReporter
    /// Jupyter's debugger protocol over the session (docs/debugging.md).
    private let debugAdapter: PlotlineDebugAdapter
    private var lastDrain: ContinuousClock.Instant?
    /// Counts the cells run, silent ones included: the number by which a callback's cell is known.
    private var cellNumber = 0

    /// The longest the shell loop waits between idle checks while a live source runs, in case a wake-up was lost.
    static let liveSourcePollInterval: Duration = .milliseconds(250)

    /// Makes an interpreter drawing through `renderer`, which it also installs in its session's context (for
    /// snapshots, `graph.save` and text measurement).
    public init(renderer: any GraphRenderer) {
        session = Session(types: ModelTypes.all)
        session.context.renderer = renderer
        presenter = GraphPresenter(renderer: renderer, settings: session.settings)
        issues = LiveIssueReporter(context: session.context)
        debugAdapter = PlotlineDebugAdapter(session: session, renderer: renderer)
    }

    /// The debugger JupyterLab's debugger panel talks to.
    public var debugger: (any KernelDebugger)? { debugAdapter }

    /// The session's live feeds.
    private var liveFeeds: LiveFeeds { session.context.feeds.liveFeeds }

    /// The kernel's and the language's description for `kernel_info_reply`.
    public var kernelInfo: KernelInfo { PlotlineInterpreter.info }

    /// Runs one cell: outputs as they happen, the last expression as `execute_result` (a graph as a live
    /// `display_data`), then one update per changed graph for each of its live displays. All of it, rendering
    /// included, happens on the session's thread.
    public func execute(_ request: ExecuteRequest, output: any ExecutionOutput) -> ExecutionOutcome {
        session.perform { executeOnSessionThread(request, output: output) }
    }

    /// The cell's source and result as `execute_input` and the history keep them: passwords written into URLs
    /// masked (`postgresql://ana:•••@db.local/metrics`).
    public func recordedText(of text: String) -> String {
        SecretText.masked(text)
    }

    private func executeOnSessionThread(_ request: ExecuteRequest, output: any ExecutionOutput) -> ExecutionOutcome {
        if isExitCommand(request.code) {
            return .ok(payload: [["source": "ask_exit", "keepkernel": false]], userExpressions: [:])
        }
        if let answer = session.helpQuery(in: request.code) {
            switch answer {
            case .page(let text): return .ok(payload: [PagePayload.json(text)], userExpressions: [:])
            case .notFound(let error): return .error(CellError(name: error.ename, value: error.evalue, traceback: error.traceback))
            }
        }
        forgetOutputs(ofCellsClearedBy: request, output: output)
        if !request.silent { presenter.widgets.probeViewsIfUnknown(sender: output.comms) }
        let host = CellHost(output: output, presenter: presenter, session: session, cellID: request.cellID)
        host.isSilent = request.silent
        host.onWrite = { [debugAdapter] text, stream in debugAdapter.relayOutput(text, to: stream) }
        drainLiveFeeds()
        cellNumber += 1
        let origins = session.context.callbackOrigins
        origins.begin(cell: cellNumber)
        let outcome = session.run(
            request.code, cellName: "cell [\(request.executionCount)]", sourcePath: debugAdapter.sourcePath(ofCell: request.code),
            host: host)
        origins.end()
        if case .completed(let result?) = outcome, !request.silent {
            host.showResult(result)
        }
        if origins.currentCellSetCallback && !request.silent {
            presenter.widgets.openErrorDisplay(forCell: cellNumber, cellID: request.cellID, in: output)
        }
        finishCell(output: output, silent: request.silent)
        switch outcome {
        case .completed:
            return .ok(payload: host.payload, userExpressions: evaluate(request.userExpressions))
        case .failed(let error):
            return .error(CellError(name: error.ename, value: error.evalue, traceback: error.traceback))
        }
    }

    /// The front end cleared the outputs of the cell it runs (and of cells deleted since): their displays stop
    /// being updated and their widgets close.
    private func forgetOutputs(ofCellsClearedBy request: ExecuteRequest, output: any ExecutionOutput) {
        let cleared = Set([request.cellID].compactMap { $0 } + request.deletedCellIDs)
        presenter.forgetOutputs(ofCells: cleared, sender: output.comms)
    }

    /// After a cell: applies live records that arrived meanwhile, has the display owner bring every changed display
    /// up to date (parented on the cell), and warns about bad live records and failed bindings on stderr.
    private func finishCell(output: any ExecutionOutput, silent: Bool) {
        drainLiveFeeds()
        presenter.publishCellChanges(through: output)
        presenter.widgets.noteCellEnded()
        session.context.finishAnimations()
        guard !silent else { return }
        let warnings = presenter.widgets.takeErrorReport() + issues.warnings()
        if !warnings.isEmpty { output.stream(.stderr, warnings) }
    }

    /// Applies every live feed's waiting records now.
    private func drainLiveFeeds() {
        guard liveFeeds.hasPendingRecords else { return }
        liveFeeds.drainAll()
        lastDrain = .now
    }

    /// While idle: applies live records (at most `session.frameRate` times a second), then lets the display owner
    /// answer the views and push what changed. Returns when to be called again: when a throttled drain or push is
    /// due, or a poll interval later while a live source runs; nil when nothing is live.
    public func performIdleWork(publisher: any DisplayPublisher) -> ContinuousClock.Instant? {
        session.perform { performIdleWorkOnSessionThread(publisher: publisher) }
    }

    private func performIdleWorkOnSessionThread(publisher: any DisplayPublisher) -> ContinuousClock.Instant? {
        let now = ContinuousClock.now
        var deadline: ContinuousClock.Instant?
        if liveFeeds.hasPendingRecords {
            if let lastDrain, now < lastDrain + presenter.frameInterval {
                deadline = lastDrain + presenter.frameInterval
            } else {
                liveFeeds.drainAll()
                lastDrain = now
            }
        }
        for next in [presenter.performIdleWork(publisher: publisher, now: now),
                     liveFeeds.feeds.isEmpty ? nil : now + PlotlineInterpreter.liveSourcePollInterval] {
            if let next { deadline = min(deadline ?? next, next) }
        }
        return deadline
    }

    /// Comms from the front end: the widget manager's inquiries and the interactive charts' messages.
    public func handleComm(_ event: CommEvent, sender: any CommSender) -> Bool {
        session.perform { presenter.handle(event, sender: sender) }
    }

    /// Stops every live source (followed files, subscriptions) before the process exits, and removes the cells the
    /// debugger wrote.
    public func shutdown(restart: Bool) {
        session.perform { liveFeeds.stopAll() }
        debugAdapter.removeDumpedCells()
    }

    /// Completion at a cursor counted in Unicode scalars; `_jupyter_types_experimental` tells front ends what
    /// each match is.
    public func complete(code: String, cursorPosition: Int) -> CompletionResult {
        let completions = session.perform { session.completions(in: code, cursor: cursorPosition) }
        let types: [JSONValue] = completions.matches.map { match in
            var entry: JSONObject = [
                "start": .int(completions.start), "end": .int(completions.end),
                "text": .string(match.text), "type": .string(match.kind.rawValue),
            ]
            if let detail = match.detail { entry["signature"] = .string(detail) }
            return .object(entry)
        }
        return CompletionResult(
            matches: completions.matches.map(\.text), cursorStart: completions.start, cursorEnd: completions.end,
            metadata: ["_jupyter_types_experimental": .array(types)])
    }

    /// Type, value and doc of what is at the cursor; detail 1 adds the member lists.
    public func inspect(code: String, cursorPosition: Int, detailLevel: Int) -> InspectionResult {
        guard let text = session.perform({ session.inspection(of: code, cursor: cursorPosition, detail: detailLevel) })
        else {
            return InspectionResult(found: false, bundle: MIMEBundle())
        }
        return InspectionResult(found: true, bundle: .plainText(text))
    }

    /// Complete, incomplete (with the indent to continue at) or invalid, from the language's parser.
    public func isComplete(code: String) -> IsCompleteResult {
        switch session.perform({ session.completeness(of: code) }) {
        case .complete: return .complete
        case .incomplete(let indent): return .incomplete(indent: indent)
        case .invalid: return .invalid
        }
    }

    /// `exit` or `quit` (with or without `()`) alone in a cell, when the session has no such name: terminals
    /// such as `jupyter console` end on the `ask_exit` payload, as they do for IPython.
    private func isExitCommand(_ code: String) -> Bool {
        let command = code.trimmingCharacters(in: .whitespacesAndNewlines)
        let name = command.hasSuffix("()") ? String(command.dropLast(2)) : command
        return (name == "exit" || name == "quit") && session.value(named: name) == nil
    }

    /// Each user expression's `text/plain`, or its error, as `execute_reply.user_expressions` holds them.
    private func evaluate(_ expressions: [(name: String, code: String)]) -> JSONObject {
        var results = JSONObject()
        for (name, code) in expressions {
            switch session.run(code, cellName: "user_expressions[\(name)]", host: SilentHost()) {
            case .completed(let value):
                results[name] = [
                    "status": "ok", "data": ["text/plain": .string(value.map(displayText(of:)) ?? "nil")], "metadata": [:],
                ]
            case .failed(let error):
                results[name] = [
                    "status": "error", "ename": .string(error.ename), "evalue": .string(error.evalue),
                    "traceback": .array(error.traceback.map(JSONValue.string)),
                ]
            }
        }
        return results
    }

    /// Stops the running cell with an `Interrupted` error.
    public func interrupt() {
        session.interrupt()
    }

    private static let info = KernelInfo(
        implementation: "plotline",
        implementationVersion: PlotlineVersion.current,
        languageInfo: [
            "name": "plotline",
            "version": .string(PlotlineVersion.language),
            "mimetype": "text/x-plotline",
            "file_extension": ".plot",
            "pygments_lexer": "swift",
            "codemirror_mode": "swift",
            "nbconvert_exporter": "script",
        ],
        banner: """
            Plotline \(PlotlineVersion.current): Core Plot charts in a Swift-flavoured language.
            Try: let g = XYGraph(); g.add(ScatterPlot(identifier: "y", x: [1, 2, 3], y: [2, 4, 3])); g
            """
    )
}
