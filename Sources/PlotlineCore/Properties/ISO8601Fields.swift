/// The fields of an ISO 8601 date or date-time: `YYYY-MM-DD`, then optionally `T` (or a space) and
/// `hh:mm`, `:ss`, `.fraction`, and `Z` or an offset `±hh:mm` / `±hhmm` / `±hh`.
struct ISO8601Fields {
    var year = 0
    var month = 0
    var day = 0
    var hour = 0
    var minute = 0
    var second = 0.0
    /// The offset from UTC the text names, in seconds east of UTC.
    var offsetSeconds = 0

    /// Parses the text, or nil when it is not ISO 8601.
    init?(_ text: String) {
        var scanner = ISO8601Fields.trimmed(text)
        guard let year = ISO8601Fields.number(&scanner, digits: 4), ISO8601Fields.skip("-", &scanner),
              let month = ISO8601Fields.number(&scanner, digits: 2), ISO8601Fields.skip("-", &scanner),
              let day = ISO8601Fields.number(&scanner, digits: 2) else { return nil }
        (self.year, self.month, self.day) = (year, month, day)
        guard let separator = scanner.first else { return }
        guard separator == "T" || separator == " " || separator == "t" else { return nil }
        scanner.removeFirst()
        guard parseTime(&scanner) else { return nil }
    }

    private mutating func parseTime(_ scanner: inout Substring) -> Bool {
        guard let hour = ISO8601Fields.number(&scanner, digits: 2), ISO8601Fields.skip(":", &scanner),
              let minute = ISO8601Fields.number(&scanner, digits: 2) else { return false }
        (self.hour, self.minute) = (hour, minute)
        if ISO8601Fields.skip(":", &scanner) {
            guard let whole = ISO8601Fields.number(&scanner, digits: 2) else { return false }
            second = Double(whole)
            if ISO8601Fields.skip(".", &scanner) || ISO8601Fields.skip(",", &scanner) {
                let digits = scanner.prefix { $0.isASCII && $0.isNumber }
                guard !digits.isEmpty, let fraction = Double("0." + digits) else { return false }
                scanner.removeFirst(digits.count)
                second += fraction
            }
        }
        if scanner.isEmpty { return true }
        guard let offset = ISO8601Fields.offsetSeconds(String(scanner)) else { return false }
        offsetSeconds = offset
        return true
    }

    /// `Z`, `UTC`, `+02:00`, `-0530`, `+02` as seconds east of UTC, or nil.
    static func offsetSeconds(_ text: String) -> Int? {
        if ["Z", "z", "UTC", "GMT"].contains(text) { return 0 }
        var scanner = Substring(text)
        guard let sign = scanner.first, sign == "+" || sign == "-" else { return nil }
        scanner.removeFirst()
        guard let hours = number(&scanner, digits: 2), hours <= 18 else { return nil }
        var minutes = 0
        if !scanner.isEmpty {
            _ = skip(":", &scanner)
            guard let value = number(&scanner, digits: 2), value < 60, scanner.isEmpty else { return nil }
            minutes = value
        }
        let seconds = hours * 3_600 + minutes * 60
        return sign == "-" ? -seconds : seconds
    }

    private static func number(_ scanner: inout Substring, digits: Int) -> Int? {
        let prefix = scanner.prefix(digits)
        guard prefix.count == digits, prefix.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(prefix) else {
            return nil
        }
        scanner.removeFirst(digits)
        return value
    }

    private static func skip(_ character: Character, _ scanner: inout Substring) -> Bool {
        guard scanner.first == character else { return false }
        scanner.removeFirst()
        return true
    }

    /// The text without leading and trailing spaces and tabs.
    private static func trimmed(_ text: String) -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let start = text.firstIndex(where: { !isSpace($0) }), let end = text.lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return text[start...end]
    }
}
