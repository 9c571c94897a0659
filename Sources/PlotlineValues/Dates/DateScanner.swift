import InterchangeFormats

/// Reads one ISO 8601 date or date-time from bytes, the whole of them; see `ISODateText`.
struct DateScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The seconds since 1970 the bytes spell, or nil when they are not exactly an ISO 8601 date or date-time.
    mutating func scan() -> Double? {
        trimSpaces()
        guard bytes.count - position >= 10,
              let year = digits(4), expect(UInt8(ascii: "-")),
              let month = digits(2), expect(UInt8(ascii: "-")),
              let day = digits(2),
              (1...12).contains(month), (1...CivilCalendar.daysInMonth(year: year, month: month)).contains(day)
        else { return nil }
        var seconds = Double(CivilCalendar.days(year: year, month: month, day: day)) * 86_400
        if atEnd { return seconds }
        guard expect(UInt8(ascii: "T")) || expect(UInt8(ascii: "t")) || expect(UInt8(ascii: " ")),
              let time = timeOfDay()
        else { return nil }
        seconds += time
        if atEnd { return seconds }
        guard let offset = zoneOffset(), atEnd else { return nil }
        return seconds - offset
    }

    /// The offset from UTC the bytes spell, all of them (`Z`, `±HH:MM`, `±HHMM`, `±HH`), in seconds east of UTC.
    mutating func scanOffset() -> Double? {
        trimSpaces()
        guard let offset = zoneOffset(), atEnd else { return nil }
        return offset
    }

    private var atEnd: Bool {
        trimmedEnd == position
    }

    private var trimmedEnd: Int {
        var end = bytes.count
        while end > position, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        return end
    }

    private mutating func trimSpaces() {
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") { position += 1 }
    }

    /// `HH:MM`, `HH:MM:SS` or `HH:MM:SS.fff`, in seconds.
    private mutating func timeOfDay() -> Double? {
        guard let hour = digits(2), expect(UInt8(ascii: ":")), let minute = digits(2),
              hour <= 24, minute <= 59
        else { return nil }
        var seconds = Double(hour * 3600 + minute * 60)
        if expect(UInt8(ascii: ":")) {
            guard let second = digits(2), second <= 60 else { return nil }
            seconds += Double(second)
            if expect(UInt8(ascii: ".")) || expect(UInt8(ascii: ",")) {
                guard let fraction = fraction() else { return nil }
                seconds += fraction
            }
        }
        if hour == 24 && seconds != 86_400 { return nil }
        return seconds
    }

    /// `Z`, `±HH:MM`, `±HHMM` or `±HH`, in seconds east of UTC.
    private mutating func zoneOffset() -> Double? {
        if expect(UInt8(ascii: "Z")) || expect(UInt8(ascii: "z")) { return 0 }
        let sign: Double
        if expect(UInt8(ascii: "+")) {
            sign = 1
        } else if expect(UInt8(ascii: "-")) {
            sign = -1
        } else {
            return nil
        }
        guard let hours = digits(2), hours <= 23 else { return nil }
        var minutes = 0
        if expect(UInt8(ascii: ":")) {
            guard let value = digits(2) else { return nil }
            minutes = value
        } else if let value = digits(2) {
            minutes = value
        }
        guard minutes <= 59 else { return nil }
        return sign * Double(hours * 3600 + minutes * 60)
    }

    private mutating func fraction() -> Double? {
        var value = 0.0
        var scale = 0.1
        let start = position
        while position < bytes.count, let digit = digitValue(bytes[position]) {
            value += Double(digit) * scale
            scale /= 10
            position += 1
        }
        return position > start ? value : nil
    }

    private mutating func digits(_ count: Int) -> Int? {
        guard bytes.count - position >= count else { return nil }
        var value = 0
        for offset in 0..<count {
            guard let digit = digitValue(bytes[position + offset]) else { return nil }
            value = value * 10 + digit
        }
        position += count
        return value
    }

    private mutating func expect(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    private func digitValue(_ byte: UInt8) -> Int? {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int(byte - UInt8(ascii: "0")) : nil
    }
}
