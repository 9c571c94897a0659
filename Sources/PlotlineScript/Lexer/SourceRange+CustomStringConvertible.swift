extension SourceRange: CustomStringConvertible {
    /// `cell [4], line 2, column 7`.
    public var description: String { "\(file.name), \(start)" }
}
