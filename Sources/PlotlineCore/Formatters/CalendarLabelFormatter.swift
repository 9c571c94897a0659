import Foundation

/// Writes tick values that count calendar units (days, months…) after a reference date as dates: with unit
/// `.month`, value 3 is the reference date plus three months (Core Plot's `CPTCalendarFormatter`; the
/// language's `CalendarFormatter`). Values that are not whole units get no label.
public struct CalendarLabelFormatter: Hashable, Sendable, LabelFormatter {
    /// A date pattern in Unicode's notation ("MMM", "d MMM").
    public var dateFormat: String
    /// The moment value 0 stands for, in seconds since 1970-01-01 00:00 UTC.
    public var referenceDate: Double
    /// The calendar unit one step of the value counts.
    public var referenceCalendarUnit: CalendarUnit
    /// The time zone dates are computed and written in.
    public var timeZone: String

    /// Makes a calendar formatter.
    public init(dateFormat: String, referenceDate: Double = 0, referenceCalendarUnit: CalendarUnit = .day, timeZone: String = "UTC") {
        self.dateFormat = dateFormat
        self.referenceDate = referenceDate
        self.referenceCalendarUnit = referenceCalendarUnit
        self.timeZone = timeZone
    }

    /// The date `value` units after the reference date, or "" when the value is not whole.
    public func label(for value: Double, ticks: AxisTicks?) -> String {
        guard value.isFinite, abs(value - value.rounded()) < 1e-6, abs(value) < 1e9 else { return "" }
        let calendar = UTCCalendar.calendar(timeZone: timeZone)
        guard let date = calendar.date(
            byAdding: referenceCalendarUnit.component, value: Int(value.rounded()), to: UTCCalendar.date(referenceDate))
        else { return "" }
        return UTCCalendar.formatter(pattern: dateFormat, timeZone: timeZone).string(from: date)
    }
}
