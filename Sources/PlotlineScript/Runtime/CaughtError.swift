import PlotlineValues

/// An error as a value of the language: what `catch` binds (`error`, or `let e as DataError`) and what `throw`
/// raises. Its type is its kind (`DataError`, `ValueError` …), each a subtype of `Error`.
public struct CaughtError: Hashable, Sendable {
    /// The kind, whose name is the value's type.
    public var kind: ErrorKind
    /// The message, `no column 'latency' in runs.csv`.
    public var message: String
    /// The suggestion that came with it, if any.
    public var hint: String?

    /// Makes an error value.
    public init(kind: ErrorKind, message: String, hint: String? = nil) {
        self.kind = kind
        self.message = message
        self.hint = hint
    }

    /// The kinds a `catch` sees: every error of the model and the language at run time, but not a syntax error
    /// (the cell never ran), an interrupt or the memory limit (which stop the cell whatever it says).
    public static let catchableKinds: [ErrorKind] = [
        .nameError, .propertyError, .typeError, .valueError, .dataError, .ioError, .sqlError, .runtimeError,
    ]

    /// True for errors a `catch` may handle.
    public static func isCatchable(_ kind: ErrorKind) -> Bool {
        catchableKinds.contains(kind)
    }
}
