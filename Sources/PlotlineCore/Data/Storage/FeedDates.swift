/// The one place where feed dates meet the language's values.
///
/// Feeds store dates as seconds since 1970-01-01T00:00:00Z in Double columns. Until the language has a `Date`
/// value, a date reads as that number of seconds (what a `.dateTime` plot space plots); when it does, only these
/// two functions change.
public enum FeedDates {
    /// The language value of a stored date.
    public static func value(fromSeconds seconds: Double) -> Value {
        .double(seconds)
    }

    /// The seconds of a language value that is a date, or nil when it is not one (numbers and strings are not:
    /// their columns decide what they mean).
    public static func seconds(from value: Value) -> Double? {
        nil
    }
}
