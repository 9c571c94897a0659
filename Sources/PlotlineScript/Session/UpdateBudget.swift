/// A token bucket limiting live display updates for the whole kernel, so that live sources never come near
/// jupyter_server's IOPub limit (1000 messages a second over 3 seconds): at most `capacity` updates at once and
/// `ratePerSecond` a second after that.
public struct UpdateBudget: Sendable {
    /// The most updates that can go out at once.
    public let capacity: Double
    /// The updates a second the budget refills.
    public let ratePerSecond: Double

    private var tokens: Double
    private var refilled: ContinuousClock.Instant?

    /// A full budget: 100 at once and 100 a second by default (at most 400 in any 3 seconds).
    public init(capacity: Double = 100, ratePerSecond: Double = 100) {
        self.capacity = capacity
        self.ratePerSecond = ratePerSecond
        tokens = capacity
    }

    /// Takes `count` updates when the budget has them; false (taking nothing) when it has not.
    public mutating func take(_ count: Int, at now: ContinuousClock.Instant) -> Bool {
        refill(at: now)
        guard tokens >= Double(count) else { return false }
        tokens -= Double(count)
        return true
    }

    /// Spends `count` updates that go out anyway (a cell's own updates), so that idle updates wait for them.
    public mutating func spend(_ count: Int, at now: ContinuousClock.Instant) {
        refill(at: now)
        tokens = max(-capacity, tokens - Double(count))
    }

    /// When `count` updates will be available.
    func readyTime(for count: Int, at now: ContinuousClock.Instant) -> ContinuousClock.Instant {
        let missing = Double(count) - currentTokens(at: now)
        guard missing > 0 else { return now }
        return now + .milliseconds(Int((missing / ratePerSecond * 1000).rounded(.up)))
    }

    private func currentTokens(at now: ContinuousClock.Instant) -> Double {
        guard let refilled else { return tokens }
        let elapsed = (now - refilled).components
        let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18
        return min(capacity, tokens + max(0, seconds) * ratePerSecond)
    }

    private mutating func refill(at now: ContinuousClock.Instant) {
        tokens = currentTokens(at: now)
        refilled = now
    }
}
