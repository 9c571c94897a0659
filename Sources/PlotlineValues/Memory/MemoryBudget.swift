import Synchronization

/// A session's memory budget (`session.memoryLimit`, docs/language.md, 'Limits'): before a string, an array, a
/// dictionary or a feed grows, the runtime asks the budget for the bytes it is about to take, and a request that
/// would carry the kernel past the limit fails with a `MemoryError` instead of the allocation that would kill it.
///
/// What counts as used is the kernel process's resident memory, read from the system now and then: after
/// `resampleBytes` of requests, and always before a request is refused, so that an error is decided on a fresh
/// reading (taken after the allocator has given freed memory back). Between readings a small request costs an
/// atomic addition and a comparison; a request of `resampleBytes` or more always gets a fresh reading.
public final class MemoryBudget: Sendable {
    /// How the budget reads the resident size; tests pass a fake.
    public typealias Meter = @Sendable () -> Int?

    // Atomics make the budget Sendable (a task-local holds it); requests come from one cell's thread at a time,
    // and two that interleave at worst make the budget read the resident size once more.
    private let limitBytes: Atomic<Int>
    private let sampledBytes = Atomic<Int>(0)
    private let pendingBytes = Atomic<Int>(Int.max / 4)
    private let meter: Meter
    private let releaseFreed: @Sendable () -> Void

    /// The limit when the session sets none: half the memory the machine (or its container) has.
    public static var defaultLimit: Int {
        (SystemMemory.availableBytes() ?? 8_000_000_000) / 2
    }

    /// Makes a budget of `limit` bytes measured by `meter` (the process's resident size by default, for which
    /// the C allocator is told to return big freed blocks at once: `SystemMemory.returnBigBlocksPromptly()`);
    /// `releaseFreed` hands freed memory back to the system before a refusal.
    public init(
        limit: Int = MemoryBudget.defaultLimit, meter: @escaping Meter = { SystemMemory.residentBytes() },
        releaseFreed: @escaping @Sendable () -> Void = { SystemMemory.releaseFreedMemory() }
    ) {
        limitBytes = Atomic(limit)
        self.meter = meter
        self.releaseFreed = releaseFreed
        SystemMemory.returnBigBlocksPromptly()
    }

    /// The most memory the kernel may use, in bytes.
    public var limit: Int {
        get { limitBytes.load(ordering: .relaxed) }
        set {
            limitBytes.store(newValue, ordering: .relaxed)
            pendingBytes.store(Int.max / 4, ordering: .relaxed)
        }
    }

    /// The memory the kernel uses now, in bytes (a fresh reading).
    public var used: Int {
        read()
    }

    /// Bytes requested between two readings of the resident size: a 64th of the limit, from 1 MB to 64 MB.
    static func resampleBytes(limit: Int) -> Int {
        min(max(limit / 64, 1 << 20), 64 << 20)
    }

    /// Asks for `bytes` that `what` (`"the string"`) is about to take.
    ///
    /// - Throws: a `MemoryError` saying what was asked, what is used, the limit and how to raise it, when the
    ///   kernel's resident memory and the request together would pass the limit.
    @inline(__always)
    public func reserve(_ bytes: Int, for what: @autoclosure () -> String) throws {
        guard bytes > 0 else { return }
        let limit = self.limit
        let resample = MemoryBudget.resampleBytes(limit: limit)
        if bytes < resample {
            let pending = pendingBytes.wrappingAdd(bytes, ordering: .relaxed).newValue
            if pending < resample, sampledBytes.load(ordering: .relaxed) &+ pending <= limit { return }
        }
        try reserveAfterReading(bytes, limit: limit, what: what)
    }

    /// A fresh look at the resident size for work that allocates without asking first (many model objects).
    ///
    /// - Throws: a `MemoryError` when the kernel already uses more than the limit.
    public func checkpoint() throws {
        let limit = self.limit
        guard read() > limit else { return }
        releaseFreed()
        let used = read()
        guard used > limit else { return }
        throw MemoryBudget.overLimit(used: used, limit: limit)
    }

    private func reserveAfterReading(_ bytes: Int, limit: Int, what: () -> String) throws {
        var used = read()
        if used > limit - bytes {
            releaseFreed()
            used = read()
        }
        guard used <= limit - bytes else {
            pendingBytes.store(0, ordering: .relaxed)
            throw MemoryBudget.exceeded(what(), asked: bytes, used: used, limit: limit)
        }
        pendingBytes.store(bytes, ordering: .relaxed)
    }

    /// Reads the resident size and starts counting requests afresh.
    private func read() -> Int {
        let used = meter() ?? 0
        sampledBytes.store(used, ordering: .relaxed)
        pendingBytes.store(0, ordering: .relaxed)
        return used
    }

    // MARK: - Errors

    /// `the string would need 128 MB more, but the session uses 190 MB of its 256 MB memory limit`.
    static func exceeded(_ what: String, asked: Int, used: Int, limit: Int) -> ModelError {
        ModelError(
            .memoryError,
            "\(what) would need \(describe(bytes: asked)) more, but the session uses \(describe(bytes: used)) "
                + "of its \(describe(bytes: limit)) memory limit",
            hint: hint(needing: asked > Int.max - used ? Int.max : used + asked))
    }

    /// `the session uses 3.1 GB, more than its 2 GB memory limit`.
    static func overLimit(used: Int, limit: Int) -> ModelError {
        ModelError(
            .memoryError,
            "the session uses \(describe(bytes: used)), more than its \(describe(bytes: limit)) memory limit",
            hint: hint(needing: used))
    }

    /// How to go on: a higher limit when the machine has the memory, else smaller pieces.
    static func hint(needing needed: Int) -> String {
        let release = "or let go of big values you no longer need (xs = [])"
        if let available = SystemMemory.availableBytes(), needed > available - available / 10 {
            return "the machine has \(describe(bytes: available)) in all; work on smaller pieces, \(release)"
        }
        return "raise the limit with 'session.memoryLimit = \(grouped(suggestedLimit(needing: needed)))' (bytes), \(release)"
    }

    /// A round limit a quarter above `needed`: 397_500_000 becomes 400_000_000.
    static func suggestedLimit(needing needed: Int) -> Int {
        let target = min(max(needed, 1 << 20), Int.max / 2) / 4 * 5
        var unit = 1
        while unit <= target / 100 { unit *= 10 }
        return (target + unit - 1) / unit * unit
    }

    /// `300_000_000`: an integer with Swift's digit separators.
    static func grouped(_ number: Int) -> String {
        var digits = String(number)
        var index = digits.count - 3
        while index > 0 {
            digits.insert("_", at: digits.index(digits.startIndex, offsetBy: index))
            index -= 3
        }
        return digits
    }

    /// `1 byte`, `512 bytes`, `1.5 KB`, `128 MB`, `11.6 GB` (decimal units, as limits are written in bytes).
    public static func describe(bytes: Int) -> String {
        guard bytes >= 1000 else { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
        let units = ["KB", "MB", "GB", "TB", "PB", "EB"]
        var unit = 0
        var scale = 1000
        while unit < units.count - 1, bytes / scale >= 1000 {
            scale *= 1000
            unit += 1
        }
        let tenths = Int((Double(bytes) / Double(scale) * 10).rounded())
        let whole = tenths >= 1000 || tenths % 10 == 0 ? "\((tenths + 5) / 10)" : "\(tenths / 10).\(tenths % 10)"
        return "\(whole) \(units[unit])"
    }
}
