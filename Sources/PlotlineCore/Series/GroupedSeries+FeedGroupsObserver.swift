import PlotlineFeeds

extension GroupedSeries: FeedGroupsObserver {
    /// New groups appeared in the grouped feed: each gets its plot, colour and legend entry (a failure is
    /// reported after the cell, as a failing binding is).
    func feedGroups(_ groups: FeedGroups, didAddGroupsAt indexes: Range<Int>) {
        let missing = max(nextGroup, indexes.lowerBound)..<max(nextGroup, indexes.upperBound)
        do {
            _ = try addPlots(forGroupsAt: missing)
        } catch {
            reportFailure(error, forGroupsAt: missing)
            skipGroups(before: missing.upperBound)
        }
    }
}
