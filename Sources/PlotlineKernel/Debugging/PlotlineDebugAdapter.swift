import Foundation
import InterchangeFormats
import JupyterKernel
import PlotlineCore
import PlotlineFeeds
import PlotlineScript
import PlotlineValues
import Synchronization

/// Plotline's side of Jupyter's debugger protocol (docs/debugging.md): turns DAP requests from the control channel
/// into the session's `Debugger` and `DebugInspector`, and the debugger's stops into DAP events.
///
/// Requests that only change settings (breakpoints, resuming, pausing) are answered on the control thread at once;
/// those that read the session (stack, variables, evaluation, rich views) run on the session's thread through
/// `Debugger.onSessionThread`, which never makes the control thread wait long behind a running cell.
///
/// `@unchecked Sendable`: `state` is a `Mutex`; `session` is touched only through work handed to its thread
/// (`Debugger.onSessionThread`) and through `session.interpreter.debugger`, which is thread-safe; `bundler`
/// is used only on the session's thread; `paths` is immutable.
public final class PlotlineDebugAdapter: @unchecked Sendable {
    private struct State {
        var seq = 0
        var isStarted = false
        var events: (any DebugEventSink)?
        /// Cells' code by path: dumped by the front end, or run while the debugger was on.
        var sources: [String: String] = [:]
        /// The lines asked for, by path, for `debugInfo`.
        var breakpoints: [String: [Int]] = [:]
        var stopsOnErrors = false
    }

    /// The one thread a DAP client sees: the session's.
    static let threadID = 1
    /// The exception filter that stops where any error is raised.
    static let errorFilter = "raised"

    private let state = Mutex(State())
    private let session: Session
    private let bundler: DisplayBundler
    /// How cells are named on disk and in breakpoints.
    public let paths: CellSourcePaths

    /// An adapter debugging `session`, drawing rich views through `renderer`; cells are dumped under `directory`.
    public init(session: Session, renderer: any GraphRenderer, directory: String = PlotlineDebugAdapter.defaultDirectory) {
        self.session = session
        self.bundler = DisplayBundler(renderer: renderer)
        self.paths = CellSourcePaths(seed: 0x506C_6F74, directory: directory, suffix: ".plot")
        session.interpreter.debugger.childProvider = PlotlineDebugAdapter.parts(of:)
    }

    /// `plotline_<pid>` in the system's temporary directory, one per kernel process.
    public static var defaultDirectory: String {
        FileManager.default.temporaryDirectory.appendingPathComponent("plotline_\(getpid())").path
    }

    private var debugger: Debugger { session.interpreter.debugger }

    /// The path of a cell about to run; while the debugger is on its code is kept for `source`, and breakpoints set
    /// in it before its code was known are verified (`breakpoint` events).
    func sourcePath(ofCell code: String) -> String {
        let path = paths.path(of: code)
        let unverified = state.withLock { state -> [Int] in
            guard state.isStarted else { return [] }
            let isNew = state.sources.updateValue(code, forKey: path) == nil
            return isNew ? state.breakpoints[path, default: []] : []
        }
        if !unverified.isEmpty { announceVerification(of: unverified, in: path, code: code) }
        return path
    }

    /// A print while the debugger is on, as DAP's `output` event.
    func relayOutput(_ text: String, to stream: OutputStreamName) {
        guard state.withLock({ $0.isStarted }) else { return }
        send("output", ["category": .string(stream == .stderr ? "stderr" : "stdout"), "output": .string(text)])
    }

    // MARK: Dispatch

    /// The response to one DAP request (the `debug_request` content).
    func answer(_ request: JSONObject, events: any DebugEventSink) -> JSONObject {
        let command = request["command"]?.stringValue ?? ""
        let arguments = request["arguments"]?.objectValue ?? [:]
        state.withLock { $0.events = events }
        do {
            return respond(to: request, with: try body(for: command, arguments: arguments))
        } catch let failure as DebugRequestFailure {
            return fail(request, failure.message)
        } catch {
            return fail(request, "\(error)")
        }
    }

    private func body(for command: String, arguments: JSONObject) throws -> JSONObject {
        switch command {
        case "initialize": return capabilities
        case "attach": return attach()
        case "configurationDone", "setFunctionBreakpoints": return [:]
        case "debugInfo": return debugInfo()
        case "dumpCell": return try dumpCell(arguments)
        case "setBreakpoints": return try setBreakpoints(arguments)
        case "setExceptionBreakpoints": return setExceptionBreakpoints(arguments)
        case "threads": return ["threads": [["id": .int(Self.threadID), "name": "Plotline session"]]]
        case "stackTrace": return try stackTrace()
        case "scopes": return try scopes(arguments)
        case "variables": return try variables(arguments)
        case "evaluate": return try evaluate(arguments)
        case "continue": return try resume(.run)
        case "next": return try resume(.over)
        case "stepIn": return try resume(.into)
        case "stepOut": return try resume(.out)
        case "pause": return pause()
        case "source": return try source(arguments)
        case "terminate", "disconnect": return finish()
        case "inspectVariables": return try inspectVariables()
        case "richInspectVariables": return try richInspectVariables(arguments)
        case "modules": return ["modules": [], "totalModules": 0]
        case "": throw DebugRequestFailure("the request has no 'command'")
        default: throw DebugRequestFailure("Plotline's debugger does not support '\(command)'")
        }
    }

    // MARK: Session

    /// What this debugger can do (DAP `Capabilities`).
    private var capabilities: JSONObject {
        [
            "supportsConfigurationDoneRequest": true,
            "supportsEvaluateForHovers": true,
            "supportsTerminateRequest": true,
            "supportsSetVariable": false,
            "supportsStepBack": false,
            "supportsConditionalBreakpoints": false,
            "supportsDelayedStackTraceLoading": false,
            "exceptionBreakpointFilters": [
                ["filter": .string(Self.errorFilter), "label": "Errors", "default": false,
                 "description": "Stop where any error is raised, caught or not"],
            ],
        ]
    }

    /// Starts following the session: stops become `stopped` events, resumes `continued` ones.
    private func attach() -> JSONObject {
        let alreadyStarted = state.withLock { state in
            defer { state.isStarted = true }
            return state.isStarted
        }
        if !alreadyStarted {
            debugger.start(
                stopped: { [weak self] stop in self?.announce(stop) },
                continued: { [weak self] in
                    self?.send("continued", ["threadId": .int(Self.threadID), "allThreadsContinued": true])
                })
            send("initialized")
            send("thread", ["reason": "started", "threadId": .int(Self.threadID)])
        }
        return [:]
    }

    /// Stops following: breakpoints are forgotten and stopped code goes on.
    private func finish() -> JSONObject {
        state.withLock { state in
            state.isStarted = false
            state.breakpoints = [:]
            state.stopsOnErrors = false
        }
        debugger.finish()
        return [:]
    }

    private func debugInfo() -> JSONObject {
        let (isStarted, breakpoints) = state.withLock { ($0.isStarted, $0.breakpoints) }
        let listed: [JSONValue] = breakpoints.keys.sorted().map { path in
            ["source": .string(path), "breakpoints": .array(breakpoints[path, default: []].map { ["line": .int($0)] })]
        }
        return [
            "isStarted": .bool(isStarted), "hashMethod": "Murmur2", "hashSeed": .int(Int(paths.seed)),
            "tmpFilePrefix": .string(paths.prefix), "tmpFileSuffix": .string(paths.suffix),
            "breakpoints": .array(listed),
            "stoppedThreads": debugger.isStopped ? [.int(Self.threadID)] : [],
            "richRendering": true, "exceptionPaths": [],
        ]
    }

    // MARK: Sources and breakpoints

    /// Removes the folder `dumpCell` wrote the cells into (the kernel is ending; a new process names its own).
    func removeDumpedCells() {
        guard FileManager.default.fileExists(atPath: paths.prefix) else { return }
        try? FileManager.default.removeItem(atPath: paths.prefix)
    }

    /// Writes a cell's code where its path says, so the front end and the user can open it.
    private func dumpCell(_ arguments: JSONObject) throws -> JSONObject {
        guard let code = arguments["code"]?.stringValue else { throw DebugRequestFailure("dumpCell needs 'code'") }
        let path = paths.path(of: code)
        do {
            try FileManager.default.createDirectory(atPath: paths.prefix, withIntermediateDirectories: true)
            try Data(code.utf8).write(to: URL(fileURLWithPath: path))
        } catch {
            throw DebugRequestFailure("cannot write the cell to \(path): \(error.localizedDescription)")
        }
        state.withLock { $0.sources[path] = code }
        return ["sourcePath": .string(path)]
    }

    /// Replaces a cell's breakpoints; a line is verified when a statement starts on it.
    private func setBreakpoints(_ arguments: JSONObject) throws -> JSONObject {
        guard let path = arguments["source"]?.objectValue?["path"]?.stringValue else {
            throw DebugRequestFailure("setBreakpoints needs 'source.path'")
        }
        let requested = (arguments["breakpoints"]?.arrayValue ?? []).compactMap { $0.objectValue?["line"]?.intValue }
        let code = state.withLock { state in
            state.breakpoints[path] = requested.isEmpty ? nil : requested
            return state.sources[path]
        } ?? (try? String(contentsOfFile: path, encoding: .utf8))
        let statementLines = code.map { PlotlineDebugAdapter.statementLines(of: $0, path: path) }
        debugger.setBreakpoints(Set(requested), inSource: path)
        let answered: [JSONValue] = requested.enumerated().map { index, line in
            var breakpoint = PlotlineDebugAdapter.breakpoint(
                index, line: line, in: path, verified: statementLines?.contains(line) ?? false)
            if statementLines == nil {
                breakpoint["message"] = "the cell's code is not known yet: the breakpoint stops when the line runs"
            } else if statementLines?.contains(line) == false {
                breakpoint["message"] = "no statement starts on this line"
            }
            return .object(breakpoint)
        }
        return ["breakpoints": .array(answered)]
    }

    /// The lines of a cell's code a breakpoint can stop on.
    private static func statementLines(of code: String, path: String) -> Set<Int> {
        Parser.parse(SourceFile(name: path, text: code)).statementLines
    }

    /// The `index`th breakpoint of a cell as DAP's `Breakpoint` (ids count from 1 in each `setBreakpoints`).
    private static func breakpoint(_ index: Int, line: Int, in path: String, verified: Bool) -> JSONObject {
        ["id": .int(index + 1), "line": .int(line), "source": ["path": .string(path)], "verified": .bool(verified)]
    }

    /// Tells the front end which of a cell's breakpoints hold a statement, now that its code is known.
    private func announceVerification(of lines: [Int], in path: String, code: String) {
        let statementLines = PlotlineDebugAdapter.statementLines(of: code, path: path)
        for (index, line) in lines.enumerated() {
            let breakpoint = PlotlineDebugAdapter.breakpoint(index, line: line, in: path, verified: statementLines.contains(line))
            send("breakpoint", ["reason": "changed", "breakpoint": .object(breakpoint)])
        }
    }

    private func setExceptionBreakpoints(_ arguments: JSONObject) -> JSONObject {
        let filters = (arguments["filters"]?.arrayValue ?? []).compactMap(\.stringValue)
        let stops = filters.contains(Self.errorFilter)
        state.withLock { $0.stopsOnErrors = stops }
        debugger.setStopsOnErrors(stops)
        return [:]
    }

    private func source(_ arguments: JSONObject) throws -> JSONObject {
        guard let path = arguments["source"]?.objectValue?["path"]?.stringValue else {
            throw DebugRequestFailure("source needs 'source.path'")
        }
        guard let code = state.withLock({ $0.sources[path] }) ?? (try? String(contentsOfFile: path, encoding: .utf8))
        else { throw DebugRequestFailure("no cell is known by \(path)") }
        return ["content": .string(code), "mimeType": "text/x-plotline"]
    }

    // MARK: Running

    private func resume(_ mode: StepMode) throws -> JSONObject {
        guard debugger.resume(mode) else { throw DebugRequestFailure("the code is not stopped") }
        return mode == .run ? ["allThreadsContinued": true] : [:]
    }

    private func pause() -> JSONObject {
        debugger.pause()
        return [:]
    }

    private func announce(_ stop: DebugStop) {
        var body: JSONObject = [
            "reason": .string(stop.reason.rawValue), "threadId": .int(Self.threadID), "allThreadsStopped": true,
        ]
        if let text = stop.text {
            body["text"] = .string(text)
            body["description"] = .string(text)
        }
        send("stopped", body)
    }

    // MARK: Inspection

    private func stackTrace() throws -> JSONObject {
        let frames = try onSessionThread { $0.stackTrace() }
        return ["stackFrames": .array(frames.map { .object($0.json) }), "totalFrames": .int(frames.count)]
    }

    private func scopes(_ arguments: JSONObject) throws -> JSONObject {
        guard let frameID = arguments["frameId"]?.intValue else { throw DebugRequestFailure("scopes needs 'frameId'") }
        guard let scopes = try onSessionThread({ $0.scopes(ofFrame: frameID) }) else {
            throw DebugRequestFailure("no stopped frame has id \(frameID)")
        }
        return ["scopes": .array(scopes.map { scope in
            [
                "name": .string(scope.name), "variablesReference": .int(scope.reference),
                "namedVariables": .int(scope.count), "expensive": false,
                "presentationHint": scope.name == "Locals" ? "locals" : "globals",
            ]
        })]
    }

    private func variables(_ arguments: JSONObject) throws -> JSONObject {
        guard let reference = arguments["variablesReference"]?.intValue else {
            throw DebugRequestFailure("variables needs 'variablesReference'")
        }
        let start = arguments["start"]?.intValue ?? 0
        let count = arguments["count"]?.intValue.flatMap { $0 > 0 ? $0 : nil }
        guard let variables = try onSessionThread({ $0.variables(of: reference, start: start, count: count) }) else {
            throw DebugRequestFailure("the variables reference \(reference) is no longer valid")
        }
        return ["variables": .array(variables.map { .object($0.json) })]
    }

    private func evaluate(_ arguments: JSONObject) throws -> JSONObject {
        guard let expression = arguments["expression"]?.stringValue else {
            throw DebugRequestFailure("evaluate needs 'expression'")
        }
        let frameID = arguments["frameId"]?.intValue
        let outcome = try onSessionThread { inspector -> Result<DebugVariable, DebugRequestFailure> in
            do {
                let value = try inspector.evaluate(expression, inFrame: frameID)
                return .success(inspector.describe(value, name: expression, path: expression))
            } catch let error as ScriptError {
                return .failure(DebugRequestFailure(error.message))
            } catch {
                return .failure(DebugRequestFailure("\(error)"))
            }
        }
        let variable = try outcome.get()
        return ["result": .string(variable.value), "type": .string(variable.type), "variablesReference": .int(variable.reference)]
    }

    /// The session's variables, as the variables view lists them while nothing is stopped.
    private func inspectVariables() throws -> JSONObject {
        let variables = try onSessionThread { $0.globals() }
        return ["variables": .array(variables.map { .object($0.json) })]
    }

    /// A variable (or expression) as the front end shows it in a rich view: a graph as its picture, a feed as
    /// its table, anything else as its text.
    private func richInspectVariables(_ arguments: JSONObject) throws -> JSONObject {
        guard let name = arguments["variableName"]?.stringValue else {
            throw DebugRequestFailure("richInspectVariables needs 'variableName'")
        }
        let frameID = arguments["frameId"]?.intValue
        let settings = session.settings
        let bundler = self.bundler
        let outcome = try onSessionThread { inspector -> Result<MIMEBundle, DebugRequestFailure> in
            do {
                let value = try inspector.evaluate(name, inFrame: frameID)
                switch value {
                case .object(let graph as Graph): return .success(try bundler.bundle(for: graph, settings: settings))
                case .object(let feed as Feed): return .success(bundler.bundle(for: feed))
                case .object(let snapshot as Snapshot): return .success(bundler.bundle(for: snapshot))
                default: return .success(.plainText(displayText(of: value)))
                }
            } catch let error as ScriptError {
                return .failure(DebugRequestFailure(error.message))
            } catch {
                return .failure(DebugRequestFailure("cannot draw '\(name)': \(error)"))
            }
        }
        let bundle = try outcome.get()
        return ["data": .object(bundle.data), "metadata": .object(bundle.metadata)]
    }

    /// A feed's columns (each its values in arranged order) and count, as the variables view opens a feed.
    private static func parts(of value: Value) -> [(name: String, value: Value)]? {
        guard case .object(let feed as Feed) = value else { return nil }
        return [("count", .int(feed.arrangedCount))]
            + feed.fields.map { field in (field, .array(feed.arrangedValues(ofField: field))) }
    }

    // MARK: Helpers

    private func onSessionThread<T>(_ body: @escaping (DebugInspector) -> T) throws -> T {
        guard let result = debugger.onSessionThread(body) else {
            throw DebugRequestFailure("the kernel is busy running a cell; ask again when it stops or finishes")
        }
        return result
    }

    private func nextSeq() -> Int {
        state.withLock { state in
            state.seq += 1
            return state.seq
        }
    }

    private func respond(to request: JSONObject, with body: JSONObject) -> JSONObject {
        DAPMessage.response(to: request, seq: nextSeq(), body: body)
    }

    private func fail(_ request: JSONObject, _ message: String) -> JSONObject {
        DAPMessage.failure(to: request, seq: nextSeq(), message: message)
    }

    private func send(_ event: String, _ body: JSONObject = [:]) {
        let message = DAPMessage.event(event, seq: nextSeq(), body: body)
        state.withLock { $0.events }?.send(message)
    }
}
