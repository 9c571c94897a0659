extension FeedGroups: FeedObserver {
    /// Follows a change of the grouped feed: the same change in each group's feed, new groups announced.
    public func feed(_ feed: Feed, didChange change: FeedChange) {
        let groupsBefore = count
        if change.isReset {
            regroupRecords()
        } else {
            followEdits(of: change)
        }
        revision &+= 1
        announceGroups(from: groupsBefore)
    }
}
