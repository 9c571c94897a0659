/// A long loop's view of the running cell's guard, cheap enough for every iteration: it finds the guard once,
/// looks at the interrupt request every `interval` ticks, and asks the budget for what the loop is about to add.
///
/// ```swift
/// var loop = LoopGuard()
/// for element in elements { try loop.tick(); ... }
/// ```
public struct LoopGuard {
    /// Ticks between two looks at the interrupt request: few enough that any loop stops well within a second.
    public static let interval = 1024

    private let cellGuard: ExecutionGuard?
    private var countdown = LoopGuard.interval

    /// The guard of the running cell (which limits nothing outside cells).
    public init() {
        cellGuard = ExecutionGuard.current
    }

    /// Counts one iteration; every `interval` iterations, stops the loop when the cell was interrupted.
    ///
    /// - Throws: an `Interrupted` error.
    @inline(__always)
    public mutating func tick() throws {
        countdown &-= 1
        if countdown > 0 { return }
        countdown = LoopGuard.interval
        try cellGuard?.checkInterrupt()
    }

    /// Asks the cell's budget for `bytes` that `what` is about to take.
    ///
    /// - Throws: a `MemoryError` when the bytes would carry the session past its memory limit.
    @inline(__always)
    public func reserve(_ bytes: Int, for what: @autoclosure () -> String) throws {
        guard bytes > 0, let cellGuard else { return }
        try cellGuard.budget.reserve(bytes, for: what())
    }
}
