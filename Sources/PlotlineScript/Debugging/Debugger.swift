import Dispatch
import PlotlineValues
import Synchronization

/// Stops a session's code at breakpoints and errors and steps it statement by statement, for Jupyter's debugger
/// (docs/debugging.md). One per interpreter.
///
/// Two sides meet here. The control side (any thread: the kernel's control thread) sets breakpoints, resumes,
/// pauses, and hands work to the session's thread with `onSessionThread`. The session side is the interpreter,
/// which, while the debugger is active, reports every statement (`willRun`), every call (`enterFunction`,
/// `leaveFunction`) and every error (`didFail`); when one should stop, the session's thread waits inside the
/// statement, serving the work handed to it, until it is resumed or interrupted.
///
/// Inactive, the interpreter's only cost is one relaxed atomic load per statement (`isActive`).
///
/// `@unchecked Sendable`: what both sides touch is `active` (an atomic), `shared` (a `Mutex`), `wake` (a
/// semaphore) and `handlers` (a `Mutex`). Everything else (`callers`, `current`, `step`, `last`, `reportedError`,
/// `isInspecting`, `variables`, `interpreter`, `idleRunner`, `childProvider`) is the session thread's alone, or set
/// before the debugger is started.
public final class Debugger: @unchecked Sendable {
    /// What the control side and the session side share.
    private struct Shared {
        var breakpoints: [String: Set<Int>] = [:]
        var stopsOnErrors = false
        var pauseRequested = false
        var isRunning = false
        var isStopped = false
        var resume: StepMode?
        var jobs: [DebugJob] = []

        /// The work handed over so far, which the caller now runs.
        mutating func takeJobs() -> [DebugJob] {
            defer { jobs.removeAll() }
            return jobs
        }
    }

    /// What the debugger calls when the code stops and goes on (on the session's thread).
    private struct Handlers {
        var stopped: @Sendable (DebugStop) -> Void = { _ in }
        var continued: @Sendable () -> Void = {}
    }

    private let active = Atomic<Bool>(false)
    /// Set when the session's thread has something to look at under the lock (a pause, handed-over work).
    private let attention = Atomic<Bool>(false)
    /// Bumped whenever breakpoints change, so the session's thread knows its cached lines are stale.
    private let breakpointGeneration = Atomic<Int>(0)
    private let shared = Mutex(Shared())
    private let handlers = Mutex(Handlers())
    private let wake = DispatchSemaphore(value: 0)
    private let interruptFlag: InterruptFlag

    /// How long handed-over work waits for a statement before the idle path is tried again.
    static let handOverInterval: Duration = .milliseconds(50)
    /// How often a stopped session looks at the interrupt flag.
    static let interruptPollInterval: DispatchTimeInterval = .milliseconds(40)

    // Session thread only. The fields `willRun` reads for every statement skip Swift's dynamic exclusivity checks
    // (one thread, no overlapping access), as `Environment` does for its variables.
    weak var interpreter: Interpreter?
    /// Runs work on the session's thread when nothing runs there (the session's `tryPerform`), false when busy.
    var idleRunner: ((@escaping () -> Void) -> Bool)?
    /// The parts of values the debugger cannot see inside by itself (a feed's columns), given by the kernel.
    public var childProvider: (@Sendable (Value) -> [(name: String, value: Value)]?)?
    /// The frame running now; kept apart from its callers so that following a statement touches no array.
    @exclusivity(unchecked) private var current: ActiveFrame?
    /// The frames that called it, outermost first, each at the statement that made the call.
    @exclusivity(unchecked) private var callers: [ActiveFrame] = []
    @exclusivity(unchecked) private var step: (mode: StepMode, depth: Int)?
    @exclusivity(unchecked) private var last: (file: ObjectIdentifier, line: Int, offset: Int, depth: Int)?
    /// The breakpoint lines of the file the last statement was in, and what they were read for: the file is held,
    /// so no other file can take its identity while the cache names it.
    @exclusivity(unchecked) private var cachedBreakpoints: (file: SourceFile?, generation: Int, lines: Set<Int>?) = (nil, -1, nil)
    /// The last error `didFail` saw (kind, message, where), so that it stops once per error.
    private var reportedError: String?
    @exclusivity(unchecked) var isInspecting = false
    let variables = VariableTable()

    init(interruptFlag: InterruptFlag) {
        self.interruptFlag = interruptFlag
    }

    // MARK: Control side

    /// True while a front end debugs the session: the interpreter reports statements, calls and errors.
    @inline(__always)
    public var isActive: Bool { active.load(ordering: .relaxed) }

    /// True while the session's code waits at a stop.
    public var isStopped: Bool { shared.withLock { $0.isStopped } }

    /// Starts following the session's code; `stopped` and `continued` are called on the session's thread when it
    /// stops and goes on.
    public func start(
        stopped: @escaping @Sendable (DebugStop) -> Void, continued: @escaping @Sendable () -> Void
    ) {
        handlers.withLock { $0 = Handlers(stopped: stopped, continued: continued) }
        active.store(true, ordering: .sequentiallyConsistent)
    }

    /// Stops following the code: breakpoints and error stops are forgotten and stopped code goes on.
    public func finish() {
        active.store(false, ordering: .sequentiallyConsistent)
        shared.withLock { shared in
            shared.breakpoints = [:]
            shared.stopsOnErrors = false
            shared.pauseRequested = false
            if shared.isStopped { shared.resume = .run }
        }
        breakpointGeneration.add(1, ordering: .releasing)
        wake.signal()
    }

    /// Replaces the breakpoints of one source (lines counted from 1); none removes them.
    public func setBreakpoints(_ lines: Set<Int>, inSource path: String) {
        shared.withLock { $0.breakpoints[path] = lines.isEmpty ? nil : lines }
        breakpointGeneration.add(1, ordering: .releasing)
    }

    /// Whether an error raised by the code stops it where it was raised.
    public func setStopsOnErrors(_ stops: Bool) {
        shared.withLock { $0.stopsOnErrors = stops }
    }

    /// Lets stopped code go on as `mode` says; false when the code is not stopped.
    @discardableResult
    public func resume(_ mode: StepMode) -> Bool {
        let resumed = shared.withLock { shared in
            guard shared.isStopped else { return false }
            shared.resume = mode
            return true
        }
        if resumed { wake.signal() }
        return resumed
    }

    /// Stops running code at its next statement; false when no code runs.
    @discardableResult
    public func pause() -> Bool {
        shared.withLock { shared in
            guard shared.isRunning, !shared.isStopped else { return false }
            shared.pauseRequested = true
            attention.store(true, ordering: .releasing)
            return true
        }
    }

    /// Runs `body` on the session's thread and returns its result: at once when nothing runs there, at the stop
    /// when the code is stopped, between two statements when it runs; nil when the code runs on for `timeout`
    /// without reaching a statement (a long render, a query), or when `body` itself takes longer (it then
    /// finishes on the session's thread, unseen). The caller never waits much past `timeout` for queued work.
    public func onSessionThread<T>(timeout: Duration = .seconds(2), _ body: @escaping (DebugInspector) -> T) -> T? {
        let box = ResultBox<T>()
        let job = DebugJob { [unowned self] in
            guard let interpreter = self.interpreter else { return }
            // Whatever the work runs (a render calling the user's formatter) must not stop: see DebugInspector.
            let inspector = DebugInspector(debugger: self, interpreter: interpreter)
            box.value = inspector.inspecting { body(inspector) }
        }
        let deadline = ContinuousClock.now + timeout
        while true {
            // Idle work (a live feed's redraw) holds the thread only briefly: try again until the deadline.
            if !isStopped, let idleRunner, idleRunner(job.run) { return box.value }
            shared.withLock { shared in
                shared.jobs.append(job)
                attention.store(true, ordering: .releasing)
            }
            wake.signal()
            if job.wait(timeout: Debugger.handOverInterval) { return box.value }
            let withdrawn = shared.withLock { shared in
                guard let index = shared.jobs.firstIndex(where: { $0 === job }) else { return false }
                shared.jobs.remove(at: index)
                return true
            }
            guard withdrawn else {
                // Taken, and running: an evaluation ends by its step limit, a render by its data's size.
                let remaining = max(deadline - ContinuousClock.now, Debugger.handOverInterval)
                return job.wait(timeout: remaining) ? box.value : nil
            }
            if ContinuousClock.now >= deadline { return nil }
        }
    }

    // MARK: Session side

    /// A cell begins: its top level is the outermost frame.
    func beginCell(named name: String, globals: Environment) {
        current = ActiveFrame(name: name, depth: 0, base: globals)
        callers = []
        last = nil
        step = nil
        reportedError = nil
        shared.withLock { $0.isRunning = true }
    }

    /// The cell ended, however it ended.
    func endCell() {
        current = nil
        callers = []
        last = nil
        step = nil
        shared.withLock { shared in
            shared.isRunning = false
            shared.pauseRequested = false
        }
        runPendingJobs()
        cachedBreakpoints = (nil, -1, nil)
    }

    /// A user function begins at call depth `depth`; its scopes enclose `base`.
    func enterFunction(named name: String, depth: Int, base: Environment) {
        leaveFunction(depth: depth)
        if let caller = current { callers.append(caller) }
        current = ActiveFrame(name: name, depth: depth, base: base)
    }

    /// The function at call depth `depth` (and any deeper) returned or threw.
    func leaveFunction(depth: Int) {
        while let frame = current, frame.depth >= depth { current = callers.popLast() }
    }

    /// The statement at `range` is about to run in `environment` at call depth `depth`: stops there when a
    /// breakpoint, a step or a pause says so, and serves work handed over meanwhile.
    ///
    /// Run before every statement while the debugger is active, so the common case (nothing to do) takes no lock:
    /// the pause and handed-over work raise `attention`, and the breakpoints of the statement's file are cached
    /// until they change.
    func willRun(_ range: SourceRange, in environment: Environment, depth: Int) throws {
        guard !isInspecting else { return }
        follow(range, in: environment, depth: depth)
        let newLine = isNewLine(range, depth: depth)
        last = (ObjectIdentifier(range.file), range.start.line, range.start.offset, depth)
        if attention.load(ordering: .acquiring), try serveAttention(at: range, depth: depth) { return }
        guard newLine else { return }
        if let step, step.mode.endsStep(atDepth: depth, from: step.depth) {
            try stop(DebugStop(reason: .step), at: range, depth: depth)
        } else if breakpointLines(in: range.file)?.contains(range.start.line) == true {
            try stop(DebugStop(reason: .breakpoint), at: range, depth: depth)
        }
    }

    /// Runs the work handed over and stops for a pause; true when it stopped.
    private func serveAttention(at range: SourceRange, depth: Int) throws -> Bool {
        let (paused, jobs) = shared.withLock { shared -> (Bool, [DebugJob]) in
            let jobs = shared.takeJobs()
            let paused = shared.pauseRequested
            shared.pauseRequested = false
            attention.store(false, ordering: .releasing)
            return (paused, jobs)
        }
        for job in jobs { job.run() }
        guard paused else { return false }
        try stop(DebugStop(reason: .pause), at: range, depth: depth)
        return true
    }

    /// The lines with breakpoints in `file`, or nil for none.
    private func breakpointLines(in file: SourceFile) -> Set<Int>? {
        let generation = breakpointGeneration.load(ordering: .acquiring)
        if cachedBreakpoints.file !== file || cachedBreakpoints.generation != generation {
            let lines = file.sourcePath.flatMap { path in shared.withLock { $0.breakpoints[path] } }
            cachedBreakpoints = (file, generation, lines)
        }
        return cachedBreakpoints.lines
    }

    /// The statement at `range` raised `error`: stops where it was raised when errors stop the code (once per
    /// error, however many statements it passes on its way out).
    func didFail(_ error: ScriptError, at range: SourceRange, depth: Int) throws {
        let identity = "\(error.kind.rawValue)|\(error.message)|\(error.range?.start.offset ?? -1)"
        guard !isInspecting, error.kind != .interrupted, reportedError != identity else { return }
        reportedError = identity
        guard shared.withLock({ $0.stopsOnErrors }) else { return }
        try stop(DebugStop(reason: .exception, text: error.message), at: error.range ?? range, depth: depth)
    }

    /// Waits at a stop, serving handed-over work, until resumed (then the step begins) or interrupted (then the
    /// interrupt's error is thrown from the stopped statement).
    private func stop(_ stop: DebugStop, at range: SourceRange, depth: Int) throws {
        step = nil
        shared.withLock { shared in
            shared.isStopped = true
            shared.resume = nil
        }
        variables.removeAll()
        handlers.withLock { $0 }.stopped(stop)
        defer { variables.removeAll() }
        while true {
            _ = wake.wait(timeout: .now() + Debugger.interruptPollInterval)
            let interrupted = interruptFlag.isRequested
            let (mode, jobs) = shared.withLock { shared -> (StepMode?, [DebugJob]) in
                let jobs = shared.takeJobs()
                let mode = interrupted ? .run : shared.resume
                if mode != nil {
                    shared.resume = nil
                    shared.isStopped = false
                }
                return (mode, jobs)
            }
            for job in jobs { job.run() }
            guard let mode else { continue }
            handlers.withLock { $0 }.continued()
            if interrupted, let interpreter { try interpreter.checkInterrupt(at: range) }
            if mode != .run { step = (mode, depth) }
            return
        }
    }

    /// Keeps the innermost frame at the statement about to run (references change only when the scope or the
    /// file does, so most statements only store a location).
    private func follow(_ range: SourceRange, in environment: Environment, depth: Int) {
        if current?.depth != depth { enterUnannounced(depth: depth) }
        if current?.environment !== environment { current?.environment = environment }
        if current?.file !== range.file { current?.file = range.file }
        current?.start = range.start
    }

    /// Code at a depth no call announced (the debugger started while it ran): its frame is made up.
    private func enterUnannounced(depth: Int) {
        while let frame = current, frame.depth > depth { current = callers.popLast() }
        guard current?.depth != depth else { return }
        if let caller = current { callers.append(caller) }
        current = ActiveFrame(name: depth == 0 ? "code" : "function", depth: depth, base: nil)
    }

    /// False for a second statement on the line the last one started on, in the same call: one stop per line.
    private func isNewLine(_ range: SourceRange, depth: Int) -> Bool {
        guard let last else { return true }
        return !(last.file == ObjectIdentifier(range.file) && last.line == range.start.line && last.depth == depth
            && range.start.offset > last.offset)
    }

    private func runPendingJobs() {
        for job in shared.withLock({ $0.takeJobs() }) { job.run() }
    }

    /// The frames followed, innermost first.
    var activeFrames: [ActiveFrame] { (callers + [current].compactMap { $0 }).reversed() }
}

/// Carries a result out of work run on another thread; written before the work's semaphore is signalled.
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}
