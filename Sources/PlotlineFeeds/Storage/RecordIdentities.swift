/// Stable identities of a feed's records, so a record proxy keeps reading its own record after records are
/// inserted or removed before it.
///
/// While records are only appended and dropped from the front (the common case, windows included), identities
/// are the numbers `first ..< first + count` and nothing is stored; the first insertion or removal in the middle
/// turns them into an explicit list.
struct RecordIdentities {
    private var first = 0
    private var next = 0
    private var explicit: ColumnBuffer<Int>?

    /// The number of records.
    var count: Int { explicit?.count ?? next - first }

    /// The bytes the explicit list holds (zero while identities are implicit).
    var byteCount: Int { explicit?.byteCount ?? 0 }

    /// The identity of the record at a position.
    func identity(at position: Int) -> Int {
        explicit.map { $0[position] } ?? first + position
    }

    /// The position of the record with an identity, trying `hint` first, or nil when the record is gone.
    func position(of identity: Int, hint: Int) -> Int? {
        guard let explicit else {
            let position = identity - first
            return position >= 0 && position < count ? position : nil
        }
        if hint >= 0 && hint < explicit.count && explicit[hint] == identity { return hint }
        for position in 0..<explicit.count where explicit[position] == identity { return position }
        return nil
    }

    /// Gives `k` new records identities before a position.
    mutating func insert(_ k: Int, at position: Int) {
        let identities = next..<(next + k)
        if explicit == nil && position == count {
            next += k
            return
        }
        var list = materialized()
        next += k
        list.insert(contentsOf: identities, at: position)
        explicit = list
    }

    /// Forgets the identities of the records in a range of positions.
    mutating func remove(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        if explicit == nil && range.lowerBound == 0 {
            first += range.count
            return
        }
        var list = materialized()
        list.removeSubrange(range)
        explicit = list
    }

    /// Forgets every identity; new records get fresh ones, so old proxies find nothing.
    mutating func removeAll() {
        explicit = nil
        first = next
    }

    /// Makes room for a wholly new content of `count` records.
    mutating func reset(count: Int) {
        explicit = nil
        first = next
        next += count
    }

    private func materialized() -> ColumnBuffer<Int> {
        explicit ?? ColumnBuffer(Array(first..<next))
    }
}
