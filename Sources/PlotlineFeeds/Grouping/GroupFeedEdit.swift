/// One edit of a group's feed, in positions of that feed, planned from a change of the grouped feed: records
/// to insert or read again are named by their arranged index in the grouped feed as it is after the change.
enum GroupFeedEdit: Equatable {
    /// The records at these arranged indexes of the grouped feed are inserted, in order, at a position.
    case insert(at: Int, rows: [Int])
    /// The records at these positions are removed.
    case remove(Range<Int>)
    /// The record at a position has new values: those of the grouped feed's record at an arranged index.
    case replace(at: Int, row: Int)
}
