import PlotlineCore
import PlotlineValues

/// A notebook session: the program state that persists from cell to cell, and the entry point the kernel
/// adapter and `plotline run` use.
///
/// ```swift
/// let session = Session(types: ModelTypes.all)
/// switch session.run("let x = 6 * 7\nx", cellName: "cell [1]", host: host) {
/// case .completed(let result): print(result.map(displayText(of:)) ?? "")   // 42
/// case .failed(let error): print(error.rendered)
/// }
/// ```
public final class Session {
    /// The session's services to the model (renderer, live feeds, binding reports, themes), current on the
    /// session's thread while it runs anything; the host installs the renderer and live-source factories here.
    public let context: ModelContext
    /// The settings, visible to programs as the global `session`.
    public let settings: SessionSettings
    /// The interpreter holding the session's state.
    public let interpreter: Interpreter
    /// The flag `interrupt()` raises; Sendable, for signal handlers and other threads that stop the running cell.
    public let interruptFlag = InterruptFlag()
    private let thread = SessionThread()
    private var host: (any SessionHost)?

    /// Makes a session whose programs can name `types` (the model's types) besides the built-in ones; its
    /// values and feeds are limited by `memoryBudget` (half the machine's memory unless told otherwise).
    public init(types: [TypeDescriptor], memoryBudget: MemoryBudget = MemoryBudget()) {
        context = ModelContext()
        settings = SessionSettings(context: context, memoryBudget: memoryBudget)
        interpreter = Interpreter(
            registry: TypeRegistry(modelTypes: types), interruptFlag: interruptFlag, budget: settings.memoryBudget)
        interpreter.defineBuiltin("session", .object(settings))
        interpreter.defineBuiltin("OutputStream", .type(OutputStreamName.descriptor))
        for function in SessionBuiltins.functions(for: self) {
            interpreter.defineBuiltin(function.name, .callable(function))
        }
        interpreter.defineBuiltin("help", .callable(HelpFunction.make(for: self)))
        interpreter.debugger.idleRunner = { [weak self] work in self?.performIfIdle(work) ?? false }
    }

    /// Runs `work` on the session's thread, with the session's context current, unless something runs or waits
    /// there; false when it did not run.
    private func performIfIdle(_ work: () -> Void) -> Bool {
        thread.performIfIdle { withSessionCurrent(work) }
    }

    /// Runs `body` on the session's thread with the session's context current, and returns its result. Everything
    /// that reads or changes the session's model (cells, rendering displays, draining live feeds) goes through
    /// here, so a session's objects are only ever touched by its one thread; its execution guard is current
    /// too, so live records drained between cells ask the same memory budget as the cells' own values.
    public func perform<T>(_ body: () -> T) -> T {
        thread.perform { withSessionCurrent(body) }
    }

    /// Runs `body` with the session's context and execution guard current.
    private func withSessionCurrent<T>(_ body: () -> T) -> T {
        context.withCurrent {
            ExecutionGuard.$current.withValue(interpreter.executionGuard) { body() }
        }
    }

    /// Runs a cell. Output goes to `host` as it happens; the outcome holds the cell's result or its error.
    ///
    /// The cell runs on the session's thread (a 512 MB stack) while the caller waits.
    ///
    /// - Parameters:
    ///   - source: the cell's text.
    ///   - cellName: the name errors print, `cell [4]`.
    ///   - sourcePath: the path a debugger knows the cell by (its breakpoints name it), if any.
    ///   - host: where `print`, `display` and `clearOutput` go.
    public func run(_ source: String, cellName: String, sourcePath: String? = nil, host: any SessionHost) -> CellOutcome {
        interruptFlag.clear()
        self.host = host
        defer { self.host = nil }
        let interpreter = self.interpreter
        return perform {
            interpreter.isRunningCell = ExecutionThread.isOnLargeStack
            defer { interpreter.isRunningCell = false }
            let file = SourceFile(name: cellName, text: source, sourcePath: sourcePath)
            let parsed = Parser.parse(file)
            if let error = ScriptError(syntax: parsed.diagnostics) { return .failed(error) }
            interpreter.debugger.beginCell(named: cellName, globals: interpreter.globals)
            defer { interpreter.debugger.endCell() }
            do {
                return .completed(result: try interpreter.run(parsed.statements))
            } catch let error as ScriptError {
                return .failed(error)
            } catch {
                return .failed(ScriptError(.runtimeError, String(describing: error), at: nil))
            }
        }
    }

    /// Asks the running cell to stop with an `Interrupted` error. Thread-safe; returns at once.
    public func interrupt() {
        interruptFlag.request()
    }

    /// The value a global name has (a user variable, a builtin or a type), if any.
    public func value(named name: String) -> Value? {
        interpreter.globals.lookup(name)?.value
    }

    /// Every name visible at the top level, user names first.
    public var globalNames: [String] {
        interpreter.globals.visibleNames
    }

    /// The host of the running cell.
    var currentHost: (any SessionHost)? { host }
}
