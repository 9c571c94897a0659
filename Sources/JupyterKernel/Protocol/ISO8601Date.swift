import Foundation

/// Header dates as Jupyter writes them: ISO 8601 in UTC with six-digit microseconds, `2026-01-01T12:00:00.000005Z`.
public enum ISO8601Date {
    /// The current time in header form.
    public static func now() -> String {
        let microseconds = (Date().timeIntervalSince1970 * 1_000_000).rounded(.down)
        return string(microsecondsSince1970: Int64(microseconds))
    }

    /// The header form of an instant given in microseconds since 1970-01-01T00:00:00Z.
    public static func string(microsecondsSince1970 instant: Int64) -> String {
        let (seconds, microseconds) = floorDivision(instant, 1_000_000)
        let (days, secondOfDay) = floorDivision(seconds, 86_400)
        let date = civilDate(daysSince1970: days)
        var text: [UInt8] = []
        text.reserveCapacity(27)
        appendDigits(date.year, width: 4, to: &text)
        text.append(ASCII.minus)
        appendDigits(date.month, width: 2, to: &text)
        text.append(ASCII.minus)
        appendDigits(date.day, width: 2, to: &text)
        text.append(UInt8(ascii: "T"))
        appendDigits(secondOfDay / 3600, width: 2, to: &text)
        text.append(ASCII.colon)
        appendDigits(secondOfDay % 3600 / 60, width: 2, to: &text)
        text.append(ASCII.colon)
        appendDigits(secondOfDay % 60, width: 2, to: &text)
        text.append(ASCII.dot)
        appendDigits(microseconds, width: 6, to: &text)
        text.append(UInt8(ascii: "Z"))
        return String(decoding: text, as: UTF8.self)
    }

    /// Quotient and remainder rounding towards negative infinity, so instants before 1970 work too.
    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let quotient = value / divisor - (value % divisor < 0 ? 1 : 0)
        return (quotient, value - quotient * divisor)
    }

    /// The proleptic Gregorian date of a day number (Howard Hinnant's `civil_from_days`).
    private static func civilDate(daysSince1970 days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    private static func appendDigits(_ value: Int64, width: Int, to text: inout [UInt8]) {
        let digits = Array(String(value).utf8)
        if digits.count < width { text.append(contentsOf: repeatElement(ASCII.digit0, count: width - digits.count)) }
        text.append(contentsOf: digits)
    }
}
