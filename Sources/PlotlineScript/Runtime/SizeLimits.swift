import PlotlineCore
import PlotlineValues

/// The largest collections and strings a program may build, so that a runaway program ends in a `ValueError`
/// naming the limit instead of exhausting the kernel's memory.
///
/// The limits are process-wide; tests and the fuzzer lower them to keep runs short.
public enum SizeLimits {
    /// The most elements an array may hold, or a sequence may be turned into.
    nonisolated(unsafe) public static var maximumElements = 10_000_000

    /// The longest string, in UTF-8 bytes.
    nonisolated(unsafe) public static var maximumStringBytes = 256 << 20

    /// Checks that an array of `count` elements is allowed.
    ///
    /// - Throws: a `ValueError` naming the limit.
    public static func checkElements(_ count: Int, building what: String = "the array") throws {
        guard count <= maximumElements else {
            throw ModelError(
                .valueError, "\(what) would hold \(count) elements, more than the limit of \(maximumElements)",
                hint: "work on smaller pieces, or iterate with 'for' instead of building an array")
        }
    }

    /// Checks that a string of `bytes` UTF-8 bytes is allowed.
    ///
    /// - Throws: a `ValueError` naming the limit.
    public static func checkStringBytes(_ bytes: Int) throws {
        guard bytes <= maximumStringBytes else {
            throw ModelError(
                .valueError,
                "the string would be \(describe(bytes: bytes)) long, more than the limit of \(describe(bytes: maximumStringBytes))")
        }
    }

    /// The text of a value (`print`, interpolation, `String(x)`) would be longer than the string limit.
    public static func textTooLong() -> ModelError {
        ModelError(
            .valueError, "the text would be longer than the limit of \(describe(bytes: maximumStringBytes))",
            hint: "print a part of the value, such as its first elements")
    }

    /// `256 MB`, `12 KB` for exact multiples, else `1000 bytes`.
    static func describe(bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KB" }
        return "\(bytes) bytes"
    }
}
