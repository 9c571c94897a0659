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

    /// A date as ISO 8601 text in UTC: `2024-03-01` at midnight, else `2024-03-01T12:30:05Z` (with fractions
    /// of a second when there are any).
    public static func string(fromSeconds seconds: Double) -> String {
        guard seconds.isFinite, abs(seconds) < 1e14 else { return formatNumber(seconds) }
        let days = (seconds / 86_400).rounded(.down)
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = CivilCalendar.date(fromDays: Int(days))
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

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
        return value < 0 ? "-" + padded : padded
    }
}
