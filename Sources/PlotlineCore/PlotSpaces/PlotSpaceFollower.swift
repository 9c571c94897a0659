import PlotlineFeeds

/// What `space.follow(feed, x: "t", window: 60)` keeps a plot space on (the latency monitor's auto-scrolling x
/// and auto-scaling y): x shows the last `window` units of a feed's field, ending `margin` after its largest value; y
/// encloses the data of the space's plots inside that x range, widened to round values.
///
/// The follower only marks the space changed when the feed changes; the ranges are worked out when next read,
/// from the feed and the plots' caches, so it does not matter whether plots were bound before or after.
public final class PlotSpaceFollower {
    /// The feed followed.
    public let feed: Feed
    /// The field whose newest (largest) value ends the x range.
    public let field: String
    /// The length of the x range, in the field's units (seconds for dates).
    public let window: Double
    /// The room left after the newest value, in the field's units (so its symbol is not cut at the edge).
    public let margin: Double
    /// True to keep 0 inside the y range.
    public let includesZero: Bool
    /// The space that follows.
    public private(set) weak var space: XYPlotSpace?

    /// A follower of a feed's field for a space; it observes the feed until the space stops following.
    init(feed: Feed, field: String, window: Double, margin: Double, includesZero: Bool, space: XYPlotSpace) {
        self.feed = feed
        self.field = field
        self.window = window
        self.margin = margin
        self.includesZero = includesZero
        self.space = space
        feed.addObserver(self)
    }

    /// Stops observing the feed.
    func detach() {
        feed.removeObserver(self)
    }

    /// The largest value of the field, or nil while the feed has none.
    public var latestValue: Double? {
        guard let value = try? feed.aggregate(.max, keyPath: field), !value.isNil else { return nil }
        guard let number = try? Double.fromValue(value), number.isFinite else { return nil }
        return number
    }

    /// The x range: the window ending `margin` after the latest value, or nil without data.
    public var xRange: PlotRange? {
        latestValue.map { PlotRange(location: $0 + margin - window, length: window) }
    }
}

extension PlotSpaceFollower: FeedObserver {
    /// The feed changed: the space's ranges are worked out again when next read.
    public func feed(_ feed: Feed, didChange change: FeedChange) {
        space?.invalidate()
    }
}
