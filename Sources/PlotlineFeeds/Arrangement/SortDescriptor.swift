/// How a feed orders its arranged records by one field (Cocoa's `NSSortDescriptor`): by `key`, ascending or
/// descending. Several descriptors order by the first, then the next for ties; records still tied keep their
/// order in the feed. Nil sorts before every value.
public struct SortDescriptor: Hashable, Sendable {
    /// The field to sort by.
    public var key: String
    /// True for smallest first.
    public var ascending: Bool

    /// Makes a sort descriptor.
    public init(key: String, ascending: Bool = true) {
        self.key = key
        self.ascending = ascending
    }
}
