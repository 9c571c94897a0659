import PlotlineCore
import PlotlineValues

/// Runs statements: a tree-walking evaluator over the syntax tree, with scopes, user functions and closures,
/// and the bridge to the model.
///
/// The interpreter checks its interrupt flag in every loop iteration and every call, so code running
/// forever can be stopped from another thread.
public final class Interpreter {
    /// The types the program can name.
    public let registry: TypeRegistry
    /// The outermost scope: types, builtin functions and constants.
    public let builtins: Environment
    /// The session's top level, where later cells may bind names afresh.
    public let globals: Environment
    /// Set from another thread to stop the running code.
    public let interruptFlag: InterruptFlag
    /// The session's memory budget and the interrupt flag, bound around every `run` so that builtins and the
    /// model find them (`ExecutionGuard.current`).
    public let executionGuard: ExecutionGuard

    /// The most nested calls of user functions before a recursion error (a debug build uses about 26 KB of
    /// stack per call; cells run on a 512 MB stack).
    public var maximumCallDepth = 1000
    /// The limit when the model calls a closure outside a cell (a label formatter during an idle-time
    /// render), which runs on the caller's thread and its ordinary stack.
    public var maximumCallDepthOutsideCells = 100
    /// True while `Session.run` is running a cell on its large-stack thread.
    public var isRunningCell = false
    /// The most statements, loop iterations and calls one `run` may take before it stops with a
    /// `RuntimeError`, or nil for no limit (cells normally end by an interrupt instead). The fuzzer sets one.
    public var stepBudget: Int? {
        didSet { stepLimit = stepBudget ?? Int.max }
    }
    /// The steps taken by the current `run`.
    public private(set) var stepsTaken = 0
    private var stepLimit = Int.max
    var callDepth = 0
    /// The declared result types of the functions being run, innermost last.
    var returnTypes: [ValueType?] = []
    /// How the session's functions and closures reach this interpreter without keeping it alive.
    private(set) lazy var link = InterpreterLink(self)
    /// The call expressions being evaluated, innermost last: where a closure called by a builtin
    /// (`xs.map { ... }`) was called from, for the traceback.
    var activeCallSites: [SourceRange] = []
    /// The classes and structs declared in the session's cells, by their descriptor.
    var userClasses: [ObjectIdentifier: UserClass] = [:]
    /// The enumerations declared in the session's cells, by their descriptor.
    var userEnums: [ObjectIdentifier: UserEnum] = [:]
    /// The protocols declared in the session's cells, by their descriptor.
    var userProtocols: [ObjectIdentifier: UserProtocol] = [:]
    /// The members cells added to the model's types and the language's own (`extension ScatterPlot { … }`), for
    /// this session only.
    public let modelExtensions = ModelExtensions()
    /// Stops this interpreter's code at breakpoints and steps it, for a front end's debugger.
    public let debugger: Debugger

    /// The result type of the innermost running function, for implicit members after `return`.
    var currentReturnType: ValueType? { returnTypes.last ?? nil }

    /// Steps between two fresh looks at the memory the session uses, for growth no builtin asked the budget for
    /// (model objects made in a loop): a power of two, and often enough that a loop cannot grow far between looks.
    static let memoryCheckpointSteps = 1 << 14

    /// Makes an interpreter over the given types, with the builtin functions defined; values it builds are
    /// limited by `budget`.
    public init(registry: TypeRegistry, interruptFlag: InterruptFlag = InterruptFlag(), budget: MemoryBudget = MemoryBudget()) {
        self.registry = registry
        self.interruptFlag = interruptFlag
        debugger = Debugger(interruptFlag: interruptFlag)
        executionGuard = ExecutionGuard(budget: budget) { [interruptFlag] in
            interruptFlag.isRequested && interruptFlag.consume()
        }
        builtins = Environment(enclosing: nil)
        globals = Environment(enclosing: builtins, allowsRebinding: true)
        for (name, descriptor) in registry.descriptors { defineBuiltin(name, .type(descriptor)) }
        for (name, value) in GlobalFunctions.all { defineBuiltin(name, value) }
        debugger.interpreter = self
    }

    deinit {
        link.invalidate()
    }

    /// Defines (or replaces) a builtin constant, function or type.
    public func defineBuiltin(_ name: String, _ value: Value) {
        builtins.remove(name)
        builtins.declare(Variable(name: name, isConstant: true, value: value))
    }

    /// Runs top-level statements in the global scope and returns the value of the last statement when it is
    /// an expression whose value is not nil (what a notebook shows as the cell's result).
    ///
    /// - Throws: a `ScriptError` from the first statement that fails; the statements before it stay done.
    public func run(_ statements: [Stmt]) throws -> Value? {
        stepsTaken = 0
        return try ExecutionGuard.$current.withValue(executionGuard) {
            try runStatements(statements)
        }
    }

    /// Runs a cell's statements; the blocks its top-level `defer` statements put off run at the end of the cell.
    private func runStatements(_ statements: [Stmt]) throws -> Value? {
        var result: Value?
        var deferred: [Block] = []
        do {
            for (index, statement) in statements.enumerated() {
                result = nil
                if case .defer(let body) = statement.kind {
                    deferred.append(body)
                } else if index == statements.count - 1, case .expression(let expression) = statement.kind {
                    let value = try evaluateStatement(expression, at: statement.range, in: globals)
                    result = value.isNil ? nil : value
                } else {
                    _ = try execute(statement, in: globals)
                }
            }
        } catch {
            if !deferred.isEmpty { try runDeferred(deferred, in: globals) }
            throw error
        }
        if !deferred.isEmpty { try runDeferred(deferred, in: globals) }
        return result
    }

    // MARK: - Errors

    /// Throws `Interrupted` when an interrupt was requested.
    func checkInterrupt(at range: SourceRange) throws {
        if interruptFlag.isRequested, interruptFlag.consume() { throw ScriptError.interrupted(at: range) }
    }

    /// Counts a step (a statement, a loop iteration or a call), failing when the step budget is used up.
    @inline(__always)
    func countStep(at range: SourceRange) throws {
        stepsTaken &+= 1
        if stepsTaken > stepLimit { throw budgetExhausted(at: range) }
    }

    /// Counts a loop iteration or a call: a step, and a look at the interrupt flag (and, now and then, at the
    /// memory the session uses).
    @inline(__always)
    func tick(at range: SourceRange) throws {
        try countStep(at: range)
        try checkInterrupt(at: range)
        if stepsTaken & (Interpreter.memoryCheckpointSteps - 1) == 0 { try checkMemory(at: range) }
    }

    /// Fails with `MemoryError` when the session already uses more memory than its budget allows.
    private func checkMemory(at range: SourceRange) throws {
        do {
            try executionGuard.budget.checkpoint()
        } catch let error as ModelError {
            throw ScriptError(error, at: range)
        }
    }

    private func budgetExhausted(at range: SourceRange) -> ScriptError {
        ScriptError(
            .runtimeError, "the cell used up its step budget of \(stepLimit) steps", at: range,
            hint: "a loop or a recursion runs longer than this session allows")
    }

    /// Runs `body`, giving model errors the source range `range`.
    func at<T>(_ range: SourceRange, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as ModelError {
            throw ScriptError(error, at: range)
        } catch let error as ScriptError {
            throw error
        } catch let error as OptionalChainEnded {
            throw error
        } catch {
            throw ScriptError(.runtimeError, String(describing: error), at: range)
        }
    }

    /// A `ScriptError` of `kind` at `range`.
    func failure(_ kind: ErrorKind, _ message: String, at range: SourceRange, hint: String? = nil) -> ScriptError {
        ScriptError(kind, message, at: range, hint: hint)
    }

    /// `cannot find 'x' in scope`, suggesting the closest visible name.
    func undefinedName(_ name: String, at range: SourceRange, in environment: Environment) -> ScriptError {
        let candidates = environment.visibleNames.filter { $0.first?.isLetter == true || $0.first == "_" }
        let hint = Suggestion.closest(to: name, among: candidates).map { "did you mean '\($0)'?" }
        return failure(.nameError, "cannot find '\(name)' in scope", at: range, hint: hint)
    }
}
