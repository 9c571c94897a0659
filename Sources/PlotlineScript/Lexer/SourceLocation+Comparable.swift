extension SourceLocation: Comparable {
    /// Orders locations by their offset.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.offset < rhs.offset
    }
}
