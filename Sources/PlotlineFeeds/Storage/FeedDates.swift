import PlotlineValues

/// The one place where feed dates meet the language's values.
///
/// Feeds store dates as seconds since 1970-01-01T00:00:00Z in Double columns; the language sees them as `Date`
/// values (`DateTime`), which convert back to those seconds wherever a number is expected (a `.dateTime` plot
/// space plots them).
public enum FeedDates {
    /// The language value of a stored date.
    public static func value(fromSeconds seconds: Double) -> Value {
        seconds.isNaN ? .none : DateTime(timeIntervalSince1970: seconds).scriptValue
    }

    /// The seconds of a language value that is a date, or nil when it is not one (numbers and strings are not:
    /// their columns decide what they mean).
    public static func seconds(from value: Value) -> Double? {
        guard case .model(let model) = value, let date = model as? DateTime else { return nil }
        return date.timeIntervalSince1970
    }
}
