/// The fields of Jupyter's `error` message.
extension ScriptError {
    /// `ename`: the kind of error (`PropertyError`, `SyntaxError`, `Interrupted`...).
    public var ename: String { kind.rawValue }

    /// `evalue`: the message.
    public var evalue: String { message }

    /// `traceback`: the rendered error, one line per element.
    public var traceback: [String] { renderedLines }
}
