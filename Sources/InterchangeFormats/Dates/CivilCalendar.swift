/// Proleptic Gregorian calendar arithmetic in UTC, exact for every day of years 1 through 9999.
public enum CivilCalendar {
    /// The calendar fields of an instant.
    public struct Fields: Equatable, Sendable {
        /// The year, 1...9999.
        public var year: Int
        /// The month, 1...12.
        public var month: Int
        /// The day of the month, 1...31.
        public var day: Int
        /// The hour, 0...23.
        public var hour: Int
        /// The minute, 0...59.
        public var minute: Int
        /// The second with its fraction, 0..<60.
        public var second: Double
        /// The day of the week, 1 (Sunday) ... 7 (Saturday), as Foundation's Calendar counts.
        public var weekday: Int
    }

    /// Days from 1970-01-01 to the given day (negative before it).
    public static func days(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The year, month and day of a day counted from 1970-01-01.
    public static func date(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// The number of days in a month.
    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// True for Gregorian leap years.
    public static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The fields of an instant; instants outside years 1...9999 (or not finite) are clamped to them.
    public static func fields(ofSecondsSince1970 seconds: Double) -> Fields {
        let lowest = Double(days(year: 1, month: 1, day: 1)) * 86_400
        let highest = Double(days(year: 9999, month: 12, day: 31)) * 86_400 + 86_399
        let clamped = seconds.isNaN ? 0 : min(max(seconds, lowest), highest)
        let dayNumber = Int((clamped / 86_400).rounded(.down))
        let secondOfDay = clamped - Double(dayNumber) * 86_400
        let (year, month, day) = date(fromDays: dayNumber)
        let wholeSeconds = Int(secondOfDay.rounded(.down))
        let weekday = ((dayNumber % 7) + 7 + 4) % 7 + 1
        return Fields(
            year: year, month: month, day: day, hour: wholeSeconds / 3_600, minute: wholeSeconds % 3_600 / 60,
            second: secondOfDay - Double(wholeSeconds / 60 * 60), weekday: weekday)
    }
}
