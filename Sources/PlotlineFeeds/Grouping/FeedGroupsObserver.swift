/// An object told when a grouped feed's records bring new groups (the plots `graph.addSeries` made, which add a
/// plot for each). Groups hold their observers weakly.
public protocol FeedGroupsObserver: AnyObject {
    /// Called on the feed's thread after the grouped feed changed and every group's feed followed, with the
    /// indexes (at the end of `keys`) of the groups that appeared.
    func feedGroups(_ groups: FeedGroups, didAddGroupsAt indexes: Range<Int>)
}
