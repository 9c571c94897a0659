/// The one ISO 8601 writer of the project: an instant as UTC text, `2024-03-01T12:30:05Z`, with the fraction of a
/// second to the microsecond. Jupyter's message headers take it with six digits always
/// (`2026-01-01T12:00:00.000005Z`); dates shown to people take it trimmed (`2024-03-01T12:30:05.25Z`).
public enum ISOTimestamp {
    /// How many digits of the fraction of a second the writer shows.
    public enum FractionDigits: Sendable {
        /// Up to six, without trailing zeros, and none for a whole second (the model's dates).
        case trimmed
        /// Always six (Jupyter's message headers: `2026-01-01T12:00:00.000005Z`).
        case microseconds
    }

    private static let microsecondsPerSecond: Int64 = 1_000_000
    private static let microsecondsPerDay: Int64 = 86_400 * microsecondsPerSecond

    /// An instant given in microseconds since 1970-01-01T00:00:00Z as ISO 8601 text in UTC; `2024-03-01` alone at
    /// midnight when `dateAloneAtMidnight`.
    public static func string(
        fromMicroseconds micros: Int64, dateAloneAtMidnight: Bool = false, fraction: FractionDigits = .trimmed
    ) -> String {
        let (days, microOfDay) = floorDivision(micros, microsecondsPerDay)
        let date = dateText(days: Int(days))
        if microOfDay == 0 && dateAloneAtMidnight { return date }
        return date + "T" + timeText(microOfDay: microOfDay) + fractionText(microOfDay: microOfDay, fraction) + "Z"
    }

    /// `YYYY-MM-DD` of a day counted from 1970-01-01.
    private static func dateText(days: Int) -> String {
        let (year, month, day) = CivilCalendar.date(fromDays: days)
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    /// `hh:mm:ss` of an instant within its day.
    private static func timeText(microOfDay: Int64) -> String {
        let whole = Int(microOfDay / microsecondsPerSecond)
        return "\(pad(whole / 3600, 2)):\(pad(whole / 60 % 60, 2)):\(pad(whole % 60, 2))"
    }

    /// The fraction of the second with its dot, or nothing when trimmed and the second is whole.
    private static func fractionText(microOfDay: Int64, _ fraction: FractionDigits) -> String {
        let micros = microOfDay % microsecondsPerSecond
        var digits = pad(Int(micros), 6)
        switch fraction {
        case .microseconds:
            return "." + digits
        case .trimmed where micros > 0:
            while digits.hasSuffix("0") { digits.removeLast() }
            return "." + digits
        case .trimmed:
            return ""
        }
    }

    /// Quotient and remainder rounding towards negative infinity, so instants before 1970 work too.
    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let quotient = value / divisor - (value % divisor < 0 ? 1 : 0)
        return (quotient, value - quotient * divisor)
    }

    /// `value` in decimal with zeros in front up to `width` digits (the sign before them).
    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
        return value < 0 ? "-" + padded : padded
    }
}
