/// One edit of a feed's arranged records, in arranged indexes (positions in `arrangedObjects`).
///
/// The edits of a `FeedChange` apply in order, each against the arrangement the previous one left, exactly as
/// Core Plot's `insertData(at:numberOfRecords:)` and `deleteData(in:)` apply to a plot's cache.
public enum FeedEdit: Hashable, Sendable {
    /// Records now at these arranged indexes were inserted; later records moved up by the range's count.
    case inserted(Range<Int>)
    /// The records at these arranged indexes were removed; later records moved down by the range's count.
    case removed(Range<Int>)
    /// The records at these arranged indexes have new values and kept their places.
    case replaced(Range<Int>)
}

extension FeedEdit {
    /// The indexes the edit covers.
    public var range: Range<Int> {
        switch self {
        case .inserted(let range), .removed(let range), .replaced(let range): return range
        }
    }

    /// The change in the number of arranged records.
    public var countDelta: Int {
        switch self {
        case .inserted(let range): return range.count
        case .removed(let range): return -range.count
        case .replaced: return 0
        }
    }

    /// The single edit doing this edit and then `next`, when there is one.
    func merged(with next: FeedEdit) -> FeedEdit? {
        switch (self, next) {
        case (.inserted(let a), .inserted(let b)) where a.contains(b.lowerBound) || a.upperBound == b.lowerBound:
            return .inserted(a.lowerBound..<(a.upperBound + b.count))
        case (.removed(let a), .removed(let b)) where b.lowerBound == a.lowerBound:
            return .removed(a.lowerBound..<(a.upperBound + b.count))
        case (.removed(let a), .removed(let b)) where b.upperBound == a.lowerBound:
            return .removed(b.lowerBound..<a.upperBound)
        case (.replaced(let a), .replaced(let b)) where a.overlaps(b) || a.upperBound == b.lowerBound
            || b.upperBound == a.lowerBound:
            return .replaced(min(a.lowerBound, b.lowerBound)..<max(a.upperBound, b.upperBound))
        default:
            return nil
        }
    }
}
