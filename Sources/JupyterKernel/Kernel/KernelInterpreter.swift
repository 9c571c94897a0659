import InterchangeFormats

/// The language side of a kernel: what the kernel core asks of a language (Plotline's session, an echo, a test double).
///
/// The kernel core owns the protocol (status, replies, signing, history); the interpreter owns the language.
/// Every method but `interrupt()` is called on the kernel's shell thread, one at a time.
public protocol KernelInterpreter: AnyObject {
    /// What `kernel_info_reply` says about the implementation and language.
    var kernelInfo: KernelInfo { get }

    /// Runs a cell. Outputs go to `output` as they happen; the result is the reply's status.
    func execute(_ request: ExecuteRequest, output: any ExecutionOutput) -> ExecutionOutcome

    /// A cell's source or result text as the kernel records it: echoed in `execute_input` and kept in the history.
    /// The place for a language's policy on what must not be repeated (passwords written into URLs, say).
    func recordedText(of text: String) -> String

    /// Completion matches at a cursor position counted in Unicode scalars.
    func complete(code: String, cursorPosition: Int) -> CompletionResult

    /// Inspection (type, value, doc) of the name at a cursor position counted in Unicode scalars.
    func inspect(code: String, cursorPosition: Int, detailLevel: Int) -> InspectionResult

    /// Whether `code` is a complete cell, and the indent to continue with when it is not.
    func isComplete(code: String) -> IsCompleteResult

    /// Asks a running cell to stop soon with an `Interrupted` error. Called from another thread or a signal
    /// watcher; must be thread-safe and return at once.
    func interrupt()

    /// Work to do while idle (live feeds pushing display updates). Returns the time at which it wants to be
    /// called again, or nil when it has nothing scheduled.
    func performIdleWork(publisher: any DisplayPublisher) -> ContinuousClock.Instant?

    /// Releases live sources and files before the process exits.
    func shutdown(restart: Bool)

    /// Handles what a front end did with comms; `sender` answers on IOPub parented on that request. For
    /// `.open`, returns whether the interpreter has the target (the kernel closes the comm when not); otherwise
    /// the result is ignored.
    func handleComm(_ event: CommEvent, sender: any CommSender) -> Bool

    /// The debugger serving `debug_request` on control, or nil when the language has none (then kernel_info does
    /// not list `debugger` among its supported features).
    var debugger: (any KernelDebugger)? { get }
}

extension KernelInterpreter {
    /// The text unchanged by default.
    public func recordedText(of text: String) -> String { text }

    /// No completion by default.
    public func complete(code: String, cursorPosition: Int) -> CompletionResult {
        CompletionResult(matches: [], cursorStart: cursorPosition, cursorEnd: cursorPosition)
    }

    /// Nothing found by default.
    public func inspect(code: String, cursorPosition: Int, detailLevel: Int) -> InspectionResult {
        InspectionResult(found: false, bundle: MIMEBundle())
    }

    /// Unknown by default.
    public func isComplete(code: String) -> IsCompleteResult { .unknown }

    /// Nothing to do while idle by default.
    public func performIdleWork(publisher: any DisplayPublisher) -> ContinuousClock.Instant? { nil }

    /// Nothing to release by default.
    public func shutdown(restart: Bool) {}

    /// No comm targets by default.
    public func handleComm(_ event: CommEvent, sender: any CommSender) -> Bool { false }

    /// No debugger by default.
    public var debugger: (any KernelDebugger)? { nil }
}

/// What the kernel says about itself and its language in `kernel_info_reply`.
public struct KernelInfo: Sendable {
    /// `implementation`, e.g. "plotline".
    public var implementation: String
    /// `implementation_version`.
    public var implementationVersion: String
    /// `language_info`: name, version, mimetype, file_extension, pygments_lexer, codemirror_mode, nbconvert_exporter.
    public var languageInfo: JSONObject
    /// `banner`, shown by consoles at start.
    public var banner: String
    /// `help_links`: `[{text, url}]`.
    public var helpLinks: [(text: String, url: String)]
    /// `supported_features` (protocol 5.5): `debugger` when the kernel serves `debug_request`.
    public var supportedFeatures: [String] = []

    /// Makes kernel info.
    public init(
        implementation: String,
        implementationVersion: String,
        languageInfo: JSONObject,
        banner: String,
        helpLinks: [(text: String, url: String)] = []
    ) {
        self.implementation = implementation
        self.implementationVersion = implementationVersion
        self.languageInfo = languageInfo
        self.banner = banner
        self.helpLinks = helpLinks
    }
}

/// The parts of an `execute_request` an interpreter needs, plus the execution count the kernel assigned.
public struct ExecuteRequest: Sendable {
    /// The cell's source.
    public var code: String
    /// `silent`: publish nothing, produce no result.
    public var silent: Bool
    /// `store_history`.
    public var storeHistory: Bool
    /// `user_expressions`: name to expression, evaluated after the cell.
    public var userExpressions: [(name: String, code: String)]
    /// `allow_stdin`.
    public var allowStdin: Bool
    /// `stop_on_error`.
    public var stopOnError: Bool
    /// The execution count of this cell (`In [n]`).
    public var executionCount: Int
    /// The notebook cell's id, as JupyterLab and Notebook 7 send it in the request's metadata (`cellId`); the
    /// front end clears that cell's outputs before running it.
    public var cellID: String?
    /// The ids of cells deleted since the last request (`deletedCells` in the metadata), outputs and all.
    public var deletedCellIDs: [String] = []

    /// Makes a request.
    public init(
        code: String,
        silent: Bool = false,
        storeHistory: Bool = true,
        userExpressions: [(name: String, code: String)] = [],
        allowStdin: Bool = false,
        stopOnError: Bool = true,
        executionCount: Int
    ) {
        self.code = code
        self.silent = silent
        self.storeHistory = storeHistory
        self.userExpressions = userExpressions
        self.allowStdin = allowStdin
        self.stopOnError = stopOnError
        self.executionCount = executionCount
    }
}

/// How a cell ended.
public enum ExecutionOutcome: Sendable {
    /// The cell ran; `payload` (e.g. a `page`) and the evaluated `user_expressions` go into the reply.
    case ok(payload: [JSONValue], userExpressions: JSONObject)
    /// The cell failed. The kernel publishes an `error` message and replies with status `error`.
    case error(CellError)
}

/// A cell's error as Jupyter shows it.
public struct CellError: Error, Sendable, Equatable {
    /// `ename`: the error's kind (`NameError`, `SyntaxError`, `Interrupted`).
    public var name: String
    /// `evalue`: the one-line message.
    public var value: String
    /// `traceback`: lines shown to the user (message, position, source line, caret, hint).
    public var traceback: [String]

    /// Makes an error.
    public init(name: String, value: String, traceback: [String]) {
        self.name = name
        self.value = value
        self.traceback = traceback
    }
}

/// Where an executing cell sends its outputs; each becomes an IOPub message parented on the request.
public protocol ExecutionOutput: AnyObject {
    /// A `stream` message on `stdout` or `stderr`.
    func stream(_ name: StreamName, _ text: String)

    /// A `display_data` message; `displayID` goes into `transient.display_id`.
    func display(_ bundle: MIMEBundle, displayID: String?)

    /// An `update_display_data` message for an earlier display.
    func updateDisplay(_ bundle: MIMEBundle, displayID: String)

    /// The cell's result: an `execute_result` with the execution count, or, given a `displayID`, a live
    /// `display_data` (JupyterLab, Notebook 7 and VS Code update only `display_data` outputs by display id).
    func executeResult(_ bundle: MIMEBundle, displayID: String?)

    /// A `clear_output` message.
    func clearOutput(wait: Bool)

    /// Asks the front end for a line of input over stdin; throws when the request does not allow stdin.
    func requestInput(prompt: String, password: Bool) throws -> String

    /// A token naming this request, for live updates published later while idle.
    var parent: ParentToken { get }

    /// Sends comm messages parented on this request.
    var comms: any CommSender { get }
}

/// Publishes display updates outside any request's execution (live feeds while idle).
public protocol DisplayPublisher: AnyObject {
    /// An `update_display_data` parented on the request that `parent` names.
    func updateDisplay(_ bundle: MIMEBundle, displayID: String, parent: ParentToken)

    /// Sends comm messages parented on the request that `parent` names.
    func comms(parent: ParentToken) -> any CommSender
}

/// An opaque reference to a request, used to parent messages published after it finished.
public struct ParentToken: Sendable, Equatable {
    /// The request header exactly as received (its JSON bytes).
    public let headerBytes: [UInt8]

    /// Makes a token from a request's raw header frame.
    public init(headerBytes: [UInt8]) { self.headerBytes = headerBytes }
}

/// The two output streams.
public enum StreamName: String, Sendable {
    /// Standard output.
    case stdout
    /// Standard error.
    case stderr
}

/// The answer to a `complete_request`.
public struct CompletionResult: Sendable, Equatable {
    /// The candidate texts replacing `cursorStart..<cursorEnd`.
    public var matches: [String]
    /// Start of the replaced span, in Unicode scalars.
    public var cursorStart: Int
    /// End of the replaced span, in Unicode scalars.
    public var cursorEnd: Int
    /// Extra metadata (e.g. `_jupyter_types_experimental`).
    public var metadata: JSONObject

    /// Makes a result.
    public init(matches: [String], cursorStart: Int, cursorEnd: Int, metadata: JSONObject = [:]) {
        self.matches = matches
        self.cursorStart = cursorStart
        self.cursorEnd = cursorEnd
        self.metadata = metadata
    }
}

/// The answer to an `inspect_request`.
public struct InspectionResult: Sendable, Equatable {
    /// Whether something was found at the cursor.
    public var found: Bool
    /// What to show (`text/plain`, maybe `text/markdown`).
    public var bundle: MIMEBundle

    /// Makes a result.
    public init(found: Bool, bundle: MIMEBundle) {
        self.found = found
        self.bundle = bundle
    }
}

/// The answer to an `is_complete_request`.
public enum IsCompleteResult: Sendable, Equatable {
    /// The cell can run as it is.
    case complete
    /// More input is needed; continue with this indent.
    case incomplete(indent: String)
    /// The cell cannot become valid by adding more.
    case invalid
    /// The interpreter cannot tell.
    case unknown
}
