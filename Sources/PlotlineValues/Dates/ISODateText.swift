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

    /// An offset from UTC as a zone name or suffix spells it (`Z`, `UTC`, `GMT`, `+02:00`, `-0530`, `+02`), in
    /// seconds east of UTC; nil when the text is not one.
    public static func offsetSeconds(from text: String) -> Int? {
        if ["UTC", "GMT"].contains(text) { return 0 }
        var text = text
        return text.withUTF8 { bytes in
            var scanner = DateScanner(bytes: bytes)
            return scanner.scanOffset().map { Int($0) }
        }
    }

    /// How many digits of the fraction of a second the writer shows.
    public enum FractionDigits: Sendable {
        /// Up to six, without trailing zeros, and none for a whole second (the model's dates).
        case trimmed
        /// Always six (Jupyter's message headers: `2026-01-01T12:00:00.000005Z`).
        case microseconds
    }

    /// A date as ISO 8601 text in UTC, the one writer of the project: `2024-03-01T12:30:05Z`, with the fraction of
    /// a second to the microsecond when there is one (`…:05.25Z`); `2024-03-01` alone at midnight when
    /// `dateAloneAtMidnight` (feed cells, whose dates are often days).
    public static func string(fromSeconds seconds: Double, dateAloneAtMidnight: Bool = true) -> String {
        guard seconds.isFinite, abs(seconds) < 1e14 else { return formatNumber(seconds) }
        let micros = Int64((seconds * 1_000_000).rounded())
        return string(fromMicroseconds: micros, dateAloneAtMidnight: dateAloneAtMidnight, fraction: .trimmed)
    }

    /// An instant given in microseconds since 1970-01-01T00:00:00Z as ISO 8601 text in UTC.
    public static func string(
        fromMicroseconds micros: Int64, dateAloneAtMidnight: Bool = false, fraction: FractionDigits = .trimmed
    ) -> String {
        let (days, microOfDay) = floorDivision(micros, 86_400_000_000)
        let (year, month, day) = CivilCalendar.date(fromDays: Int(days))
        let date = "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
        if microOfDay == 0 && dateAloneAtMidnight { return date }
        let whole = Int(microOfDay / 1_000_000)
        var text = "\(date)T\(pad(whole / 3600, 2)):\(pad(whole / 60 % 60, 2)):\(pad(whole % 60, 2))"
        let digits = pad(Int(microOfDay % 1_000_000), 6)
        switch fraction {
        case .microseconds:
            text += "." + digits
        case .trimmed where microOfDay % 1_000_000 > 0:
            var trimmed = digits
            while trimmed.hasSuffix("0") { trimmed.removeLast() }
            text += "." + trimmed
        case .trimmed:
            break
        }
        return text + "Z"
    }

    /// Quotient and remainder rounding towards negative infinity, so instants before 1970 work too.
    private static func floorDivision(_ value: Int64, _ divisor: Int64) -> (quotient: Int64, remainder: Int64) {
        let quotient = value / divisor - (value % divisor < 0 ? 1 : 0)
        return (quotient, value - quotient * divisor)
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
        return value < 0 ? "-" + padded : padded
    }
}
