import Foundation

/// Writes tick values that count seconds: as dates and times with a pattern ("d MMM", "HH:mm"), the value being
/// seconds after `referenceDate`, or as durations ("45s", "3m35s", "1h05m", "2d4h") when there is no pattern
/// (Core Plot's `CPTTimeFormatter`; the language's `TimeFormatter`).
public struct TimeLabelFormatter: Hashable, Sendable, LabelFormatter {
    /// A date pattern in Unicode's notation ("d MMM yyyy", "HH:mm"), or nil to write durations.
    public var dateFormat: String?
    /// The moment value 0 stands for, in seconds since 1970-01-01 00:00 UTC.
    public var referenceDate: Double
    /// The time zone dates are written in, by identifier ("UTC", "Europe/Lisbon").
    public var timeZone: String

    /// The largest number of seconds written as a date or duration (about 300,000 years).
    static let largestDate = 1e13

    /// Makes a formatter: dates with a pattern, or durations without one.
    public init(dateFormat: String? = nil, referenceDate: Double = 0, timeZone: String = "UTC") {
        self.dateFormat = dateFormat
        self.referenceDate = referenceDate
        self.timeZone = timeZone
    }

    /// The label of a value: a formatted date, or a duration.
    public func label(for value: Double, ticks: AxisTicks?) -> String {
        guard value.isFinite else { return "" }
        guard let dateFormat else { return TimeLabelFormatter.duration(value, step: ticks?.majorInterval) }
        guard abs(referenceDate + value) < TimeLabelFormatter.largestDate else { return "" }
        let formatter = UTCCalendar.formatter(pattern: dateFormat, timeZone: timeZone)
        return formatter.string(from: UTCCalendar.date(referenceDate + value))
    }

    /// A duration in the largest two units: "0s", "45s", "3m35s", "3m", "1h05m", "2d4h", with a minus sign when
    /// negative; fractions of a second when the step has them ("2.5s").
    public static func duration(_ seconds: Double, step: Double? = nil) -> String {
        guard seconds.isFinite, abs(seconds) < largestDate else { return NumberLabelFormatter().string(for: seconds) + "s" }
        let sign = seconds < 0 ? "\u{2212}" : ""
        var rest = abs(seconds)
        if rest < 60 {
            let digits = min(3, NumberLabelFormatter.fractionDigitsNeeded(step ?? rest))
            return sign + String(format: "%.\(digits)f", rest) + "s"
        }
        rest = rest.rounded()
        let days = Int(rest / 86_400)
        let hours = Int(rest.truncatingRemainder(dividingBy: 86_400) / 3600)
        let minutes = Int(rest.truncatingRemainder(dividingBy: 3600) / 60)
        let secs = Int(rest.truncatingRemainder(dividingBy: 60))
        let text: String
        if days > 0 {
            text = hours > 0 ? "\(days)d\(hours)h" : "\(days)d"
        } else if hours > 0 {
            text = minutes > 0 ? "\(hours)h" + String(format: "%02d", minutes) + "m" : "\(hours)h"
        } else {
            text = secs > 0 ? "\(minutes)m" + String(format: "%02d", secs) + "s" : "\(minutes)m"
        }
        return sign + text
    }
}
