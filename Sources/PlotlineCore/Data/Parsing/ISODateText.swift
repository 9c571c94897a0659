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

    /// A date as ISO 8601 text in UTC, the one writer of the model: `2024-03-01T12:30:05Z`, with the fraction of a
    /// second to the microsecond when there is one (`…:05.25Z`); `2024-03-01` alone at midnight when
    /// `dateAloneAtMidnight` (feed cells, whose dates are often days).
    public static func string(fromSeconds seconds: Double, dateAloneAtMidnight: Bool = true) -> String {
        guard seconds.isFinite, abs(seconds) < 1e14 else { return formatNumber(seconds) }
        let micros = (seconds * 1_000_000).rounded()
        let days = (micros / 86_400_000_000).rounded(.down)
        let microOfDay = Int(micros - days * 86_400_000_000)
        let (year, month, day) = CivilCalendar.date(fromDays: Int(days))
        let date = "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
        if microOfDay == 0 && dateAloneAtMidnight { return date }
        let whole = microOfDay / 1_000_000
        var text = "\(date)T\(pad(whole / 3600, 2)):\(pad(whole / 60 % 60, 2)):\(pad(whole % 60, 2))"
        let fraction = microOfDay % 1_000_000
        if fraction > 0 {
            var digits = pad(fraction, 6)
            while digits.hasSuffix("0") { digits.removeLast() }
            text += "." + digits
        }
        return text + "Z"
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
        return value < 0 ? "-" + padded : padded
    }
}
