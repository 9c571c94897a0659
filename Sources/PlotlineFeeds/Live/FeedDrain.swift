/// What draining one live feed did: the feed and the change applied to it.
public struct FeedDrain {
    /// The feed drained.
    public let feed: Feed
    /// The change its observers were told about.
    public let change: FeedChange
}
