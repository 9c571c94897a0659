import Foundation

/// The default labels of date-time axes: as precise as the tick step, with the larger unit shown where it
/// changes (midnight shows the day, January and the first tick show the year).
enum DateTickLabel {
    /// The label of a tick at `seconds` since 1970 (UTC) for ticks a `unit` apart.
    static func label(for seconds: Double, unit: CalendarUnit, isFirst: Bool) -> String {
        guard seconds.isFinite, abs(seconds) < 1e13 else { return "" }
        let date = UTCCalendar.date(seconds)
        let calendar = UTCCalendar.calendar()
        let parts = calendar.dateComponents([.month, .day, .hour, .minute, .second], from: date)
        let isMidnight = parts.hour == 0 && parts.minute == 0 && parts.second == 0
        let isNewYear = parts.month == 1 && parts.day == 1
        let pattern: String
        switch unit {
        case .second: pattern = "HH:mm:ss"
        case .minute, .hour: pattern = isMidnight ? "d MMM" : "HH:mm"
        case .day, .week: pattern = isFirst || isNewYear ? "d MMM yyyy" : "d MMM"
        case .month: pattern = isFirst || parts.month == 1 ? "MMM yyyy" : "MMM"
        case .year: pattern = "yyyy"
        }
        return UTCCalendar.formatter(pattern: pattern).string(from: date)
    }
}
