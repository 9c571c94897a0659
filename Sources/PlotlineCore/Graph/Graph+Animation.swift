import PlotlineValues

/// Animations of a graph: properties of its objects changing over time (Core Plot's `CPTAnimation`) and plots
/// growing in (the charts library's `animate(xAxisDuration:yAxisDuration:easing:)`), played frame by frame.
extension Graph {
    /// How long the pending animation lasts, in seconds; 0 when there is none.
    public var animationDuration: Double { pendingAnimation?.duration ?? 0 }

    /// Adds a property change to the animation the graph plays when next shown, and leaves the property at its end
    /// value (so the graph's state, and every still picture of it, is the animation's last frame).
    ///
    /// - Throws: a `ValueError` for a negative or too long duration, or the property's error.
    public func addAnimation(_ period: AnimationPeriod) throws {
        var animation = pendingOrNewAnimation
        animation.periods.append(period)
        try checkLength(of: animation)
        try period.apply(at: period.end)
        commit(animation)
    }

    /// Makes the plots grow in when the graph is next shown: records appear along x over `xDuration` seconds and
    /// values rise from their base over `yDuration` seconds (0 leaves that direction still).
    ///
    /// - Throws: a `ValueError` for negative or too long durations.
    public func animateGrowth(xDuration: Double, yDuration: Double, curve: AnimationCurve) throws {
        guard xDuration >= 0, yDuration >= 0, xDuration.isFinite, yDuration.isFinite else {
            throw ModelError(.valueError, "animation durations must be 0 or more seconds", hint: "for example animate(xAxisDuration: 1.5)")
        }
        var animation = pendingOrNewAnimation
        animation.growDurationX = xDuration
        animation.growDurationY = yDuration
        animation.growCurve = curve
        try checkLength(of: animation)
        commit(animation)
    }

    /// The pending animation, or a new one at the session's frame rate.
    private var pendingOrNewAnimation: GraphAnimation {
        pendingAnimation ?? GraphAnimation(frameRate: ModelContext.current?.animationFrameRate ?? 30)
    }

    /// Makes `animation` the one the graph plays, until the session ends it with the cell.
    private func commit(_ animation: GraphAnimation) {
        pendingAnimation = animation
        ModelContext.current?.noteAnimation(of: self)
        invalidate()
    }

    private func checkLength(of animation: GraphAnimation) throws {
        guard animation.duration <= GraphAnimation.maximumDuration else {
            throw ModelError(
                .valueError, "an animation of \(animation.duration) seconds is too long to show",
                hint: "keep it under \(Int(GraphAnimation.maximumDuration)) seconds")
        }
    }

    /// Shows the graph as it is at each frame of its pending animation, in order, calling `body` with the frame's
    /// index and time; the final state is put back afterwards, even when `body` throws.
    ///
    /// - Throws: `body`'s error, or a property's.
    public func forEachAnimationFrame(_ body: (Int, Double) throws -> Void) throws {
        guard let animation = pendingAnimation else { return }
        try reloadStalePlotData()
        // The frames change the model for a moment each: none of it is an edit live displays should redraw for.
        try fetchingDataForRendering {
            defer { restoreFinalState(of: animation) }
            for (index, time) in animation.frameTimes(frameRate: animation.frameRate).enumerated() {
                for period in animation.periods { try period.apply(at: time) }
                let phase = animation.growPhase(at: time)
                try withGrowPhase(x: phase.x, y: phase.y) { try body(index, time) }
            }
        }
    }

    /// True when the pending animation only reveals the plots from the left: each frame is then the last frame
    /// left of a column and the frame without plots right of it, so frames need not be drawn one by one.
    public var animatesByRevealingOnly: Bool {
        guard let animation = pendingAnimation else { return false }
        return animation.periods.isEmpty && animation.growDurationY == 0 && animation.growDurationX > 0
            && allPlots.allSatisfy(\.revealsAlongX)
    }

    /// Runs `body` (which draws the graph) with the plots revealed up to the share `share` of the plot area.
    public func withPlotsRevealed<Result>(upTo share: Double, _ body: () throws -> Result) rethrows -> Result {
        try fetchingDataForRendering {
            growReveal = share
            defer { growReveal = 1 }
            return try body()
        }
    }

    /// The device pixel column where the reveal stands at `time` of the pending animation: columns left of it show
    /// the plots; nil once they are wholly revealed. Needs a drawing of the graph first (for the plot area).
    public func revealColumn(at time: Double, pixelScale: Double) -> Int? {
        guard let animation = pendingAnimation, let area = lastPlotAreaRect else { return nil }
        let phase = animation.growPhase(at: time).x
        guard phase < 1 else { return nil }
        let edge = area.minX + area.width * phase
        return Int((edge * pixelScale).rounded(.up))
    }

    private func restoreFinalState(of animation: GraphAnimation) {
        for period in animation.periods { try? period.apply(at: period.end) }
    }

    /// Runs `body` with the plots revealed from the left up to the share `x` of the plot area (a wipe) and their
    /// values `y` of the way from their base.
    private func withGrowPhase(x: Double, y: Double, _ body: () throws -> Void) throws {
        guard x != 1 || y != 1 else { return try body() }
        let plots = allPlots
        let wipes = plots.contains(where: \.revealsAlongX)
        for plot in plots { plot.beginGrowing(x: x, y: y) }
        growReveal = wipes ? x : 1
        defer {
            growReveal = 1
            for plot in plots { plot.endGrowing() }
        }
        try body()
    }
}
