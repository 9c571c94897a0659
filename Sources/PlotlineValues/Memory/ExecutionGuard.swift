/// What a running cell answers to: its session's memory budget, size limits and interrupt request. The session binds
/// it around each cell, and the loops of the builtins and of the model that can run long, or grow a value,
/// reach it through `ExecutionGuard.current` without being handed it.
///
/// ```swift
/// try ExecutionGuard.$current.withValue(cellGuard) { try interpreter.run(statements) }
/// try ExecutionGuard.reserve(count * MemoryFootprint.valueBytes, for: "the array")   // anywhere below
/// ```
public final class ExecutionGuard: Sendable {
    /// The guard of the cell running on this thread, or nil outside cells (an idle-time render, a unit test of
    /// the model), where nothing is limited.
    ///
    /// A task-local, not a global: a thread sees only the value bound around the code it is running, so two
    /// sessions in one process never see each other's guard.
    @TaskLocal public static var current: ExecutionGuard?

    /// The session's memory budget.
    public let budget: MemoryBudget
    /// The session's largest arrays and strings.
    public let sizeLimits: SizeLimits
    private let takeInterruptRequest: @Sendable () -> Bool

    /// Makes a guard over `budget` and `sizeLimits`; `takeInterruptRequest` returns true once for each interrupt
    /// request (and forgets it, so that one request stops the cell once).
    public init(
        budget: MemoryBudget, sizeLimits: SizeLimits = SizeLimits(),
        takeInterruptRequest: @escaping @Sendable () -> Bool
    ) {
        self.budget = budget
        self.sizeLimits = sizeLimits
        self.takeInterruptRequest = takeInterruptRequest
    }

    /// Stops the work with `Interrupted` when the cell was asked to stop.
    ///
    /// - Throws: an `Interrupted` error, once per request.
    public func checkInterrupt() throws {
        if takeInterruptRequest() { throw ExecutionGuard.interrupted() }
    }

    /// The error of an interrupted cell, before it is given a source position.
    public static func interrupted() -> ModelError {
        ModelError(.interrupted, "execution was interrupted")
    }

    /// Asks the running cell's budget for `bytes` that `what` is about to take; outside cells, nothing happens.
    ///
    /// - Throws: a `MemoryError` when the bytes would carry the session past its memory limit.
    @inline(__always)
    public static func reserve(_ bytes: Int, for what: @autoclosure () -> String) throws {
        guard bytes > 0, let budget = current?.budget else { return }
        try budget.reserve(bytes, for: what())
    }
}
