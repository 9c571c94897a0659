/// What changed in a data source, so that a plot re-fetches only the records concerned (issue 5's feeds and
/// bindings report their changes this way).
public enum PlotDataChange: Hashable, Sendable {
    /// New records now occupy these indices; the records from `lowerBound` on moved up by `count`.
    case inserted(Range<Int>)
    /// The records at these indices were removed; later records moved down.
    case removed(Range<Int>)
    /// The records at these indices have new values; the count did not change.
    case replaced(Range<Int>)
    /// Anything may have changed: fetch everything again.
    case reloaded
}
