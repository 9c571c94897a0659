import Synchronization

/// The largest collections and strings a program may build, so that a runaway program ends in a `ValueError`
/// naming the limit instead of exhausting the kernel's memory.
///
/// Each session has its own, held by its execution guard; the builtins find the running cell's through
/// `SizeLimits.current` (outside cells, the defaults apply). Tests and the fuzzer lower a session's limits to keep
/// runs short, and that touches no other session.
public final class SizeLimits: Sendable {
    /// The most elements an array may hold unless a session says otherwise.
    public static let defaultMaximumElements = 10_000_000
    /// The longest string, in UTF-8 bytes, unless a session says otherwise.
    public static let defaultMaximumStringBytes = 256 << 20

    private let elements: Atomic<Int>
    private let stringBytes: Atomic<Int>

    /// Limits with the given maximums (the defaults when left out).
    public init(maximumElements: Int = defaultMaximumElements, maximumStringBytes: Int = defaultMaximumStringBytes) {
        elements = Atomic(maximumElements)
        stringBytes = Atomic(maximumStringBytes)
    }

    /// The limits of the cell running on this thread, or the defaults outside cells.
    public static var current: SizeLimits {
        ExecutionGuard.current?.sizeLimits ?? SizeLimits()
    }

    /// The most elements an array may hold, or a sequence may be turned into.
    public var maximumElements: Int {
        get { elements.load(ordering: .relaxed) }
        set { elements.store(newValue, ordering: .relaxed) }
    }

    /// The longest string, in UTF-8 bytes.
    public var maximumStringBytes: Int {
        get { stringBytes.load(ordering: .relaxed) }
        set { stringBytes.store(newValue, ordering: .relaxed) }
    }

    /// Checks that an array of `count` elements is allowed in the running cell.
    ///
    /// - Throws: a `ValueError` naming the limit.
    public static func checkElements(_ count: Int, building what: String = "the array") throws {
        let maximum = current.maximumElements
        guard count <= maximum else {
            throw ModelError(
                .valueError, "\(what) would hold \(count) elements, more than the limit of \(maximum)",
                hint: "work on smaller pieces, or iterate with 'for' instead of building an array")
        }
    }

    /// Checks that a string of `bytes` UTF-8 bytes is allowed in the running cell.
    ///
    /// - Throws: a `ValueError` naming the limit.
    public static func checkStringBytes(_ bytes: Int) throws {
        let maximum = current.maximumStringBytes
        guard bytes <= maximum else {
            throw ModelError(
                .valueError,
                "the string would be \(describe(bytes: bytes)) long, more than the limit of \(describe(bytes: maximum))")
        }
    }

    /// The text of a value (`print`, interpolation, `String(x)`) would be longer than the running cell's string
    /// limit.
    public static func textTooLong() -> ModelError {
        ModelError(
            .valueError, "the text would be longer than the limit of \(describe(bytes: current.maximumStringBytes))",
            hint: "print a part of the value, such as its first elements")
    }

    /// `256 MB`, `12 KB` for exact multiples, else `1000 bytes`.
    public static func describe(bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KB" }
        return "\(bytes) bytes"
    }
}
