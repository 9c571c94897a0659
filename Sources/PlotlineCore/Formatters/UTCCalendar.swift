import Foundation

/// The Gregorian calendars and date formatters labels use: in a named time zone (UTC by default) and the POSIX
/// locale, so labels are the same on every machine.
enum UTCCalendar {
    /// A Gregorian calendar in a time zone (UTC when the identifier is unknown); weeks start on Monday.
    static func calendar(timeZone identifier: String = "UTC") -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: identifier) ?? TimeZone(identifier: "UTC") ?? calendar.timeZone
        calendar.firstWeekday = 2
        calendar.minimumDaysInFirstWeek = 4
        return calendar
    }

    /// A date formatter for a pattern ("d MMM yyyy") in a time zone.
    static func formatter(pattern: String, timeZone identifier: String = "UTC") -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = calendar(timeZone: identifier)
        formatter.timeZone = formatter.calendar.timeZone
        formatter.dateFormat = pattern
        return formatter
    }

    /// The date `seconds` after 1970-01-01 00:00 UTC.
    static func date(_ seconds: Double) -> Date {
        Date(timeIntervalSince1970: seconds)
    }
}
