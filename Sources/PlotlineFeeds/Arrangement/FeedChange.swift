/// What one mutation (or one drained batch of live records) did to a feed's arranged records: edits in arranged
/// indexes applied in order, or a reset when the arrangement changed wholesale.
///
/// The contract a binding relies on, for a feed of 100 arranged records:
/// - `append(r)` → `edits == [.inserted(100..<101)]` (if `r` passes the filter; a sorted feed inserts where the
///   record sorts);
/// - `append(r)` with `window = 100` → `[.removed(0..<1), .inserted(99..<100)]`: the oldest goes first;
/// - `remove(at: 3)` → `[.removed(3..<4)]`; `replace(at: 3, with: r)` → `[.replaced(3..<4)]` (a record that
///   moves in a sorted feed is removed and inserted instead); `removeAll()` → `[.removed(0..<100)]`;
/// - `load(...)`, setting `sortDescriptors` or `filter` → `isReset`: re-read every arranged record.
///
/// A change may have no edits when records changed outside the arrangement (a record the filter hides); the
/// feed's `revision` still moves. `addedFields` names fields that appeared with the change (earlier records read
/// nil); a binding to such a field re-reads it.
public struct FeedChange: Hashable, Sendable {
    /// The edits, in the order they apply; empty when `isReset`.
    public private(set) var edits: [FeedEdit]
    /// True when the arrangement must be re-read as a whole.
    public private(set) var isReset: Bool
    /// The fields that appeared with this change.
    public private(set) var addedFields: [String]

    /// The most edits a change carries; a change with more becomes a reset, which is cheaper to apply.
    public static let maximumEdits = 256

    /// Makes a change.
    public init(edits: [FeedEdit] = [], isReset: Bool = false, addedFields: [String] = []) {
        self.edits = []
        self.isReset = isReset
        self.addedFields = addedFields
        for edit in edits { append(edit) }
    }

    /// A change that re-reads everything.
    public static let reset = FeedChange(isReset: true)

    /// `count` records inserted at an arranged index.
    public static func inserted(at index: Int, count: Int = 1) -> FeedChange {
        FeedChange(edits: [.inserted(index..<(index + count))])
    }

    /// `count` records removed at an arranged index.
    public static func removed(at index: Int, count: Int = 1) -> FeedChange {
        FeedChange(edits: [.removed(index..<(index + count))])
    }

    /// `count` records replaced at an arranged index.
    public static func replaced(at index: Int, count: Int = 1) -> FeedChange {
        FeedChange(edits: [.replaced(index..<(index + count))])
    }

    /// True when nothing arranged changed and no field appeared.
    public var isEmpty: Bool { edits.isEmpty && !isReset && addedFields.isEmpty }

    /// Adds an edit after the others, merging it with the last one when they touch.
    mutating func append(_ edit: FeedEdit) {
        guard !isReset, !edit.range.isEmpty else { return }
        if let last = edits.last, let merged = last.merged(with: edit) {
            edits[edits.count - 1] = merged
        } else if edits.count == FeedChange.maximumEdits {
            markReset()
        } else {
            edits.append(edit)
        }
    }

    /// Adds another change's edits and fields after this one's.
    mutating func append(_ other: FeedChange) {
        for field in other.addedFields where !addedFields.contains(field) { addedFields.append(field) }
        if other.isReset { markReset() }
        for edit in other.edits { append(edit) }
    }

    /// Notes fields that appeared.
    mutating func addFields<S: Sequence>(_ fields: S) where S.Element == String {
        for field in fields where !addedFields.contains(field) { addedFields.append(field) }
    }

    /// Turns the change into a reset.
    mutating func markReset() {
        isReset = true
        edits = []
    }
}
