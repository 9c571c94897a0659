import PlotlineValues
import PlotlineFeeds

/// Following a live feed: auto-scrolling x and auto-scaling y in one line (`space.follow(feed, x: "t",
/// window: 60)`), as the latency monitor of the seeds does by hand.
extension XYPlotSpace {
    /// Makes x show the last `window` units of `field` (ending `margin` after its largest value) and y enclose the visible
    /// data of this space's plots (with 0 when `includesZero`), both following every change of the feed. Both
    /// ranges become automatic; setting either one stops it following (as scrolling by hand does in the seed).
    ///
    /// - Throws: a `PropertyError` for a misspelt field (with a suggestion); a `ValueError` for a window that is
    ///   not a positive number or a margin that is negative or not shorter than the window.
    public func follow(
        _ feed: Feed, x field: String, window: Double, margin: Double = 0, includesZero: Bool = true
    ) throws {
        try feed.checkField(field)
        guard window > 0, window.isFinite else {
            throw ModelError(
                .valueError, "a followed window must be a positive length, not \(formatNumber(window))",
                hint: "give the length of x to show, in the field's units (seconds for dates)")
        }
        guard margin >= 0, margin < window else {
            throw ModelError(
                .valueError, "a followed margin must be at least 0 and shorter than the window, not \(formatNumber(margin))",
                hint: "give the room to leave after the newest value, in the field's units")
        }
        stopFollowing()
        follower = PlotSpaceFollower(
            feed: feed, field: field, window: window, margin: margin, includesZero: includesZero, space: self)
        xRangeIsAutomatic = true
        yRangeIsAutomatic = true
        invalidate()
    }

    /// Stops following; the ranges keep following the data of the plots as a whole while automatic.
    public func stopFollowing() {
        guard let follower else { return }
        follower.detach()
        self.follower = nil
        invalidate()
    }

    /// The range a followed coordinate shows, or nil when the space follows nothing (or there is no data yet).
    func followedRange(for coordinate: Coordinate, plots: [Plot]) -> PlotRange? {
        guard let follower, let visibleX = follower.xRange else { return nil }
        if coordinate == .x { return visibleX }
        var ranges = plots.compactMap { $0.plotRange(for: .y, within: visibleX) }.filter { !$0.isInfinite }
        if follower.includesZero, !ranges.isEmpty { ranges.append(PlotRange(location: 0, length: 0)) }
        guard let union = XYPlotSpace.enclosingRange(ranges) else { return nil }
        return XYPlotSpace.rounded(union, scale: yScaleType)
    }
}
