extension ColumnBuffer: RandomAccessCollection {
    /// The first live position, 0.
    var startIndex: Int { 0 }

    /// One past the last live position.
    var endIndex: Int { count }
}
