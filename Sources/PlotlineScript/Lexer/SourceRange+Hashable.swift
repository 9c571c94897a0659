extension SourceRange: Hashable {
    /// Ranges are equal when they cover the same span of the same file.
    public static func == (lhs: SourceRange, rhs: SourceRange) -> Bool {
        lhs.file === rhs.file && lhs.start == rhs.start && lhs.end == rhs.end
    }

    /// Hashes the file's identity and the span.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(file))
        hasher.combine(start)
        hasher.combine(end)
    }
}
