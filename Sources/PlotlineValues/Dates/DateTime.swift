import Foundation
import InterchangeFormats

/// An instant in time, the language's `Date`: seconds since 1970-01-01 00:00:00 UTC.
///
/// Dates are made from calendar fields (UTC unless a time zone is named), from ISO 8601 text, or from a number of
/// seconds; where a Double is expected a date converts to its seconds since 1970, so plots take dates as x values.
public struct DateTime: Hashable, Comparable, Sendable {
    /// Seconds since 1970-01-01 00:00:00 UTC.
    public var timeIntervalSince1970: Double

    /// The earliest and latest years a date may have, as ISO 8601 writes them.
    public static let years = 1...9999

    /// Makes a date from seconds since 1970.
    public init(timeIntervalSince1970: Double) {
        self.timeIntervalSince1970 = timeIntervalSince1970
    }

    /// The current instant.
    public static var now: DateTime {
        DateTime(timeIntervalSince1970: Date().timeIntervalSince1970)
    }

    /// Makes a date from calendar fields in `timeZone` (UTC when nil).
    ///
    /// - Throws: a `ValueError` naming the field that is out of range, or the time zone that is unknown.
    public init(
        year: Int, month: Int = 1, day: Int = 1, hour: Int = 0, minute: Int = 0, second: Double = 0,
        timeZone: String? = nil
    ) throws {
        try DateTime.check(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        let local = Double(CivilCalendar.days(year: year, month: month, day: day)) * 86_400
            + Double(hour * 3_600 + minute * 60) + second
        let zone = try timeZone.map(DateTime.zone(named:))
        self.init(timeIntervalSince1970: local - Double(DateTime.offset(of: zone, atLocalTime: local)))
    }

    /// Parses ISO 8601: `2024-03-01`, `2024-03-01T12:30`, `2024-03-01T12:30:00Z`, `2024-03-01 12:30:00.5+02:00`.
    ///
    /// A date without an offset is read as UTC.
    ///
    /// - Throws: a `ValueError` showing the accepted forms.
    public init(iso8601 text: String) throws {
        guard let seconds = ISODateText.seconds(from: text) else {
            throw ModelError(
                .valueError, "'\(text)' is not an ISO 8601 date",
                hint: "write \"2024-03-01\", \"2024-03-01T12:30:00Z\" or \"2024-03-01T12:30:00+02:00\"")
        }
        self.init(timeIntervalSince1970: seconds)
    }

    /// Reads ISO 8601 or one of the common forms files use (`DateFormat.common`: `2012/01/01`, `01/15/2012`,
    /// `Jan 1 2000`, `1 January 2000` …); UTC unless the text gives an offset.
    ///
    /// - Throws: a `ValueError` showing some accepted forms and how to name a pattern.
    public init(text: String) throws {
        guard let (_, seconds) = DateFormat.firstCommon(reading: text) else {
            throw ModelError(
                .valueError, "'\(text)' is not a date in a form Plotline recognizes",
                hint: "write \"2024-03-01\", \"2024-03-01T12:30:00Z\" or \"Jan 1 2000\", or name the form: Date(text, format: \"dd.MM.yyyy\")")
        }
        self.init(timeIntervalSince1970: seconds)
    }

    /// Reads text in a Unicode date pattern (`"dd.MM.yyyy HH:mm"`), in `timeZone` (UTC when nil) unless the text
    /// gives an offset.
    ///
    /// - Throws: a `ValueError` for a pattern Plotline does not read, or text the pattern does not match.
    public init(_ text: String, format: String, timeZone: String? = nil) throws {
        let pattern = try DatePattern(format)
        let zone = try timeZone.map(DateTime.zone(named:))
        guard let utc = pattern.seconds(from: text) else {
            throw ModelError(
                .valueError, "'\(text)' does not match the date pattern \"\(format)\"",
                hint: "the pattern writes today as \"\(pattern.string(fromSeconds: DateTime.now.timeIntervalSince1970))\"")
        }
        let offset = pattern.readsOffset ? 0 : DateTime.offset(of: zone, atLocalTime: utc)
        self.init(timeIntervalSince1970: utc - Double(offset))
    }

    /// The date as text in a Unicode date pattern, in `timeZone` (UTC when nil).
    ///
    /// - Throws: a `ValueError` for a pattern Plotline does not write or an unknown time zone.
    public func formatted(_ format: String, timeZone: String? = nil) throws -> String {
        let pattern = try DatePattern(format)
        let offset = try timeZone.map(DateTime.zone(named:)).map {
            $0.secondsFromGMT(for: Date(timeIntervalSince1970: timeIntervalSince1970))
        } ?? 0
        return pattern.string(fromSeconds: timeIntervalSince1970, offsetSeconds: offset)
    }

    /// Orders dates by time.
    public static func < (lhs: DateTime, rhs: DateTime) -> Bool {
        lhs.timeIntervalSince1970 < rhs.timeIntervalSince1970
    }

    /// The calendar fields in UTC.
    public var utcFields: CivilCalendar.Fields {
        CivilCalendar.fields(ofSecondsSince1970: timeIntervalSince1970)
    }

    /// `2024-03-01T12:30:00Z` (fractions of a second kept when there are any).
    public var iso8601: String {
        guard timeIntervalSince1970.isFinite else { return String(timeIntervalSince1970) }
        return ISODateText.string(fromSeconds: timeIntervalSince1970, dateAloneAtMidnight: false)
    }

    private static func check(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Double) throws {
        try require(years.contains(year), "year", year, "between \(years.lowerBound) and \(years.upperBound)")
        try require((1...12).contains(month), "month", month, "between 1 and 12")
        let days = CivilCalendar.daysInMonth(year: year, month: month)
        try require((1...days).contains(day), "day", day, "between 1 and \(days) in that month")
        try require((0...23).contains(hour), "hour", hour, "between 0 and 23")
        try require((0...59).contains(minute), "minute", minute, "between 0 and 59")
        guard second >= 0, second < 61 else {
            throw ModelError(.valueError, "second must be at least 0 and less than 61, not \(second)")
        }
    }

    private static func require(_ condition: Bool, _ field: String, _ value: Int, _ range: String) throws {
        guard condition else { throw ModelError(.valueError, "\(field) must be \(range), not \(value)") }
    }

    /// A time zone by identifier (`Europe/Paris`, `UTC`) or offset (`+02:00`, `-0530`).
    private static func zone(named name: String) throws -> TimeZone {
        if let offset = ISODateText.offsetSeconds(from: name), let zone = TimeZone(secondsFromGMT: offset) { return zone }
        if let zone = TimeZone(identifier: name) ?? TimeZone(abbreviation: name) { return zone }
        let known = TimeZone.knownTimeZoneIdentifiers
        throw ModelError(
            .valueError, "unknown time zone '\(name)'",
            hint: Suggestion.closest(to: name, among: known).map { "did you mean '\($0)'?" }
                ?? "write an identifier such as \"Europe/Paris\" or an offset such as \"+02:00\"")
    }

    /// The zone's offset from UTC at a wall-clock time given as seconds since 1970 read as UTC.
    private static func offset(of zone: TimeZone?, atLocalTime local: Double) -> Int {
        guard let zone else { return 0 }
        let guess = zone.secondsFromGMT(for: Date(timeIntervalSince1970: local))
        return zone.secondsFromGMT(for: Date(timeIntervalSince1970: local - Double(guess)))
    }
}
