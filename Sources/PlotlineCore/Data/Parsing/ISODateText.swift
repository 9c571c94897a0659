/// ISO 8601 dates and date-times on bytes, without Foundation's formatters: `2024-03-01`,
/// `2024-03-01T12:30`, `2024-03-01 12:30:05.25`, `2024-03-01T12:30:05Z`, `2024-03-01T12:30:05+02:00`.
///
/// A date-time without a zone is read as UTC, so a file means the same thing on every machine.
public enum ISODateText {
    /// The seconds since 1970-01-01T00:00:00Z of an ISO 8601 date or date-time, or nil when `bytes` is not one.
    public static func seconds(from bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var scanner = DateScanner(bytes: bytes)
        return scanner.scan()
    }

    /// The seconds of an ISO 8601 string, or nil.
    public static func seconds(from text: String) -> Double? {
        var text = text
        return text.withUTF8 { seconds(from: $0) }
    }

    /// A date as ISO 8601 text in UTC: `2024-03-01` at midnight, else `2024-03-01T12:30:05Z` (with fractions
    /// of a second when there are any).
    public static func string(fromSeconds seconds: Double) -> String {
        guard seconds.isFinite, abs(seconds) < 1e14 else { return formatNumber(seconds) }
        let days = (seconds / 86_400).rounded(.down)
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civilDate(fromDays: Int(days))
        let date = "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
        if secondOfDay == 0 { return date }
        let whole = Int(secondOfDay.rounded(.down))
        var text = "\(date)T\(pad(whole / 3600, 2)):\(pad(whole / 60 % 60, 2)):\(pad(whole % 60, 2))"
        let fraction = secondOfDay - Double(whole)
        if fraction > 0 {
            let millis = Int((fraction * 1000).rounded())
            if millis > 0 && millis < 1000 { text += "." + pad(millis, 3) }
        }
        return text + "Z"
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days-from-civil).
    static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The proleptic Gregorian date of a day number since 1970-01-01 (the inverse of `days`).
    static func civilDate(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The number of days in a month of a year.
    static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
        return value < 0 ? "-" + padded : padded
    }
}
