/// How a column (or a value) writes its dates: ISO 8601 in any of its forms, or a Unicode date pattern.
public enum DateFormat: Hashable, Sendable, CustomStringConvertible {
    /// ISO 8601: `2024-03-01`, `2024-03-01T12:30`, `2024-03-01 12:30:05.25+02:00` … (see `ISODateText`).
    case iso8601
    /// A Unicode date pattern.
    case pattern(DatePattern)

    /// The seconds since 1970 that all of `bytes` spell in this format, or nil.
    public func seconds(from bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        switch self {
        case .iso8601: return ISODateText.seconds(from: bytes)
        case .pattern(let pattern): return pattern.seconds(from: bytes)
        }
    }

    /// The seconds since 1970 a string spells in this format, or nil.
    public func seconds(from text: String) -> Double? {
        var text = text
        return text.withUTF8 { seconds(from: $0) }
    }

    /// `iso8601`, or the pattern as written.
    public var description: String {
        switch self {
        case .iso8601: return "iso8601"
        case .pattern(let pattern): return pattern.pattern
        }
    }

    /// The formats Plotline recognizes without being told, most preferred first: ISO 8601, then the forms
    /// spreadsheets, governments and web sites export (`2012/01/01`, `01/15/2012`, `15.01.2012`, `Jan 1 2000`,
    /// `1 January 2000`, `19-Sep-03`, RFC 2822 …), each with or without a time of day. Where the order of day and
    /// month is ambiguous, month first comes first (as pandas reads); the values of a column decide.
    public static let common: [DateFormat] = [.iso8601] + commonPatterns.map(DateFormat.pattern)

    /// The first common format that reads a text, and its seconds; nil when none does.
    public static func firstCommon(reading text: String) -> (format: DateFormat, seconds: Double)? {
        for format in common {
            if let seconds = format.seconds(from: text) { return (format, seconds) }
        }
        return nil
    }

    private static let commonPatterns: [DatePattern] = {
        let dates = [
            "yyyy/MM/dd", "yyyy-MM", "MM/dd/yyyy", "dd/MM/yyyy", "MM/dd/yy", "dd/MM/yy", "dd.MM.yyyy", "dd.MM.yy",
            "MM-dd-yyyy", "dd-MM-yyyy", "MMM d yyyy", "MMM d, yyyy", "MMM-d-yyyy", "d MMM yyyy", "d-MMM-yyyy",
            "d-MMM-yy", "d MMM yy", "EEE, d MMM yyyy", "EEE MMM d yyyy", "MMM yyyy", "MMM-yy", "MMM-yyyy",
        ]
        let times = ["HH:mm", "HH:mm:ss", "h:mm a", "h:mm:ss a"]
        var patterns: [String] = []
        for date in dates {
            patterns.append(date)
            for time in times { patterns.append("\(date) \(time)") }
            patterns.append("\(date) HH:mm:ss Z")
            patterns.append("\(date) HH:mm Z")
        }
        patterns += ["HH:mm:ss", "HH:mm"]
        return patterns.compactMap { try? DatePattern($0) }
    }()
}
