extension RandomAccessCollection {
    /// The first index whose element `isPast` holds for, by bisection, or `endIndex` when it holds for none; the
    /// collection must be partitioned: `isPast` false for a prefix and true for the rest.
    package func partitioningIndex(where isPast: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if try isPast(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
