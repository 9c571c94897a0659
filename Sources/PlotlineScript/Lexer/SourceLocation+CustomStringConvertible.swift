extension SourceLocation: CustomStringConvertible {
    /// `line 2, column 7`.
    public var description: String { "line \(line), column \(column)" }
}
