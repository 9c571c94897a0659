import PlotlineCore
import PlotlineValues

/// An error of a cell, pointing at the source: a syntax error, or a runtime error with the call chain.
public struct ScriptError: Error {
    /// The kind, shown as Jupyter's `ename`.
    public var kind: ErrorKind
    /// The message, Swift-like: `XYGraph has no property 'titel'`.
    public var message: String
    /// Where the error is, when known.
    public var range: SourceRange?
    /// A suggestion shown after the caret: `did you mean 'title'?`.
    public var hint: String?
    /// The user functions active when a runtime error was raised, innermost first.
    public var callStack: [CallFrame]
    /// Further errors of the same cell (a cell reports all its syntax errors at once).
    public var additionalErrors: [ScriptError]
    /// The value a `throw` raised, when it was one of the cell's own (a case of an `enum … : Error`).
    var thrownValue: ThrownValue?

    /// A thrown value of the language, carried by its error (on the session's thread only).
    struct ThrownValue: @unchecked Sendable {
        let value: Value
    }

    /// Makes an error.
    public init(
        _ kind: ErrorKind, _ message: String, at range: SourceRange?, hint: String? = nil,
        callStack: [CallFrame] = [], additionalErrors: [ScriptError] = []
    ) {
        self.kind = kind
        self.message = message
        self.range = range
        self.hint = hint
        self.callStack = callStack
        self.additionalErrors = additionalErrors
    }

    /// Gives a model error a source position.
    public init(_ error: ModelError, at range: SourceRange?) {
        self.init(error.kind, error.message, at: range, hint: error.hint)
    }

    /// A syntax error from a diagnostic.
    public init(syntax diagnostic: Diagnostic) {
        self.init(.syntaxError, diagnostic.message, at: diagnostic.range, hint: diagnostic.hint)
    }

    /// One error standing for all the diagnostics of a cell: the first, with the others as additional errors.
    public init?(syntax diagnostics: [Diagnostic]) {
        guard let first = diagnostics.first else { return nil }
        self.init(syntax: first)
        additionalErrors = diagnostics.dropFirst().map(ScriptError.init(syntax:))
    }

    /// The cell was interrupted while running the code at `range`.
    public static func interrupted(at range: SourceRange?) -> ScriptError {
        ScriptError(.interrupted, "execution was interrupted", at: range)
    }
}
