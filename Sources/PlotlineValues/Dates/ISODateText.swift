import InterchangeFormats

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

    /// A date as ISO 8601 text in UTC, through the project's one writer (`ISOTimestamp`): `2024-03-01T12:30:05Z`,
    /// with the fraction of a second to the microsecond when there is one (`…:05.25Z`); `2024-03-01` alone at
    /// midnight when `dateAloneAtMidnight` (feed cells, whose dates are often days).
    public static func string(fromSeconds seconds: Double, dateAloneAtMidnight: Bool = true) -> String {
        guard seconds.isFinite, abs(seconds) < 1e14 else { return formatNumber(seconds) }
        let micros = Int64((seconds * 1_000_000).rounded())
        return ISOTimestamp.string(fromMicroseconds: micros, dateAloneAtMidnight: dateAloneAtMidnight, fraction: .trimmed)
    }
}
