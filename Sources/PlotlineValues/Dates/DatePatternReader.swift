import InterchangeFormats

/// Reads the text of one date against a compiled pattern, without allocating: the fields it finds, then the
/// instant they name. Numbers take one or two digits where the pattern has one or two letters (as DateFormatter
/// reads leniently), exactly as many as letters where another number follows with nothing between (`yyyyMMdd`);
/// a year of three or more letters takes that many digits at least (`yyyy` never reads `12` as the year 12); a
/// second may carry a fraction the pattern does not spell (`ss` reads `05.25`).
struct DatePatternReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    private var end: Int
    private var year = 1970
    private var month = 1
    private var day = 1
    private var hour = 0
    private var minute = 0
    private var second = 0
    private var fraction = 0.0
    private var hourOf12: Int?
    private var isAfternoon: Bool?
    private var offset = 0
    private let twoDigitYearBase: Int

    /// A reader over the whole of `bytes` (spaces at either end are ignored); `twoDigitYearBase` is the first
    /// year a two-digit year may mean.
    init(bytes: UnsafeBufferPointer<UInt8>, twoDigitYearBase: Int) {
        self.bytes = bytes
        self.twoDigitYearBase = twoDigitYearBase
        end = bytes.count
        while end > 0, DatePatternReader.isSpace(bytes[end - 1]) { end -= 1 }
        while position < end, DatePatternReader.isSpace(bytes[position]) { position += 1 }
    }

    /// The seconds since 1970 (UTC, less the offset the text gives) of text that `fields` spell exactly.
    mutating func read(_ fields: [DatePatternField]) -> Double? {
        for (index, field) in fields.enumerated() {
            let touchesNumber = (index + 1 < fields.count && fields[index + 1].isNumeric)
                || (index > 0 && fields[index - 1].isNumeric)
            if case .second(let width) = field {
                let fractionFollows = index + 1 < fields.count && DatePatternReader.isFractionSeparator(fields[index + 1])
                guard readSecond(width: width, fixedWidth: touchesNumber, readsFraction: !fractionFollows) else { return nil }
                continue
            }
            guard read(field, fixedWidth: field.isNumeric && touchesNumber) else { return nil }
        }
        guard position == end else { return nil }
        return instant()
    }

    private mutating func read(_ field: DatePatternField, fixedWidth: Bool) -> Bool {
        switch field {
        case .literal(let text): return readLiteral(text)
        case .space: return readSpaces()
        case .year(let width): return readYear(width: width, fixedWidth: fixedWidth)
        case .month(let width) where width >= 3:
            return readName(with: { DateNames.month(in: $0, at: $1) }, into: { $0.month = $1 })
        case .month(let width): return readNumber(width, fixedWidth, in: 1...12) { $0.month = $1 }
        case .day(let width): return readNumber(width, fixedWidth, in: 1...31) { $0.day = $1 }
        case .hour(let width): return readNumber(width, fixedWidth, in: 0...24) { $0.hour = $1 }
        case .hourFrom1To24(let width): return readNumber(width, fixedWidth, in: 1...24) { $0.hour = $1 % 24 }
        case .hourFrom1To12(let width): return readNumber(width, fixedWidth, in: 1...12) { $0.hourOf12 = $1 % 12 }
        case .hourFrom0To11(let width): return readNumber(width, fixedWidth, in: 0...11) { $0.hourOf12 = $1 }
        case .minute(let width): return readNumber(width, fixedWidth, in: 0...59) { $0.minute = $1 }
        case .second(let width): return readSecond(width: width, fixedWidth: fixedWidth, readsFraction: true)
        case .fraction: return readFraction()
        case .dayPeriod: return readDayPeriod()
        case .weekday: return readName(with: { DateNames.weekday(in: $0, at: $1) }, into: { _, _ in })
        case .offset: return readOffset()
        case .zoneName: return readZoneName()
        }
    }

    /// The instant the fields read name, or nil when they do not name a day (31 February, hour 24 past midnight).
    private func instant() -> Double? {
        var hour = self.hour
        if let hourOf12 {
            hour = hourOf12 + (isAfternoon == true ? 12 : 0)
        } else if isAfternoon == true, hour < 12 {
            hour += 12
        }
        guard DateTime.years.contains(year), day <= CivilCalendar.daysInMonth(year: year, month: month),
              hour < 24 || (hour == 24 && minute == 0 && second == 0 && fraction == 0)
        else { return nil }
        let days = Double(CivilCalendar.days(year: year, month: month, day: day))
        let local = days * 86_400 + Double(hour * 3_600 + minute * 60 + second) + fraction
        return local - Double(offset)
    }

    // MARK: - Fields

    private mutating func readLiteral(_ text: [UInt8]) -> Bool {
        guard end - position >= text.count else { return false }
        for (index, byte) in text.enumerated()
        where DateNames.lowercase(bytes[position + index]) != DateNames.lowercase(byte) {
            return false
        }
        position += text.count
        return true
    }

    private mutating func readSpaces() -> Bool {
        let start = position
        while position < end, DatePatternReader.isSpace(bytes[position]) { position += 1 }
        return position > start
    }

    private mutating func readYear(width: Int, fixedWidth: Bool) -> Bool {
        if width == 2 {
            guard let value = digits(minimum: 2, maximum: 2) else { return false }
            let century = twoDigitYearBase - twoDigitYearBase % 100
            year = century + value < twoDigitYearBase ? century + 100 + value : century + value
            return true
        }
        let minimum = fixedWidth || width >= 3 ? width : 1
        guard let value = digits(minimum: minimum, maximum: fixedWidth ? width : max(width, 4)) else { return false }
        year = value
        return true
    }

    private mutating func readNumber(
        _ width: Int, _ fixedWidth: Bool, in range: ClosedRange<Int>, into store: (inout DatePatternReader, Int) -> Void
    ) -> Bool {
        let minimum = fixedWidth ? width : 1
        guard let value = digits(minimum: minimum, maximum: fixedWidth ? width : max(width, 2)), range.contains(value)
        else { return false }
        store(&self, value)
        return true
    }

    private mutating func readSecond(width: Int, fixedWidth: Bool, readsFraction: Bool) -> Bool {
        guard readNumber(width, fixedWidth, in: 0...60, into: { $0.second = $1 }) else { return false }
        guard readsFraction, position + 1 < end, bytes[position] == UInt8(ascii: ".") || bytes[position] == UInt8(ascii: ","),
              DatePatternReader.isDigit(bytes[position + 1])
        else { return true }
        position += 1
        return readFraction()
    }

    private mutating func readFraction() -> Bool {
        var value = 0.0
        var scale = 0.1
        let start = position
        while position < end, DatePatternReader.isDigit(bytes[position]) {
            value += Double(bytes[position] - UInt8(ascii: "0")) * scale
            scale /= 10
            position += 1
        }
        fraction = value
        return position > start
    }

    private mutating func readName(
        with find: (UnsafeBufferPointer<UInt8>, Int) -> (value: Int, end: Int)?,
        into store: (inout DatePatternReader, Int) -> Void
    ) -> Bool {
        guard let match = find(UnsafeBufferPointer(rebasing: bytes[..<end]), position) else { return false }
        store(&self, match.value)
        position = match.end
        return true
    }

    private mutating func readDayPeriod() -> Bool {
        guard position < end else { return false }
        let first = DateNames.lowercase(bytes[position])
        guard first == UInt8(ascii: "a") || first == UInt8(ascii: "p") else { return false }
        var next = position + 1
        if next < end, bytes[next] == UInt8(ascii: ".") { next += 1 }
        guard next < end, DateNames.lowercase(bytes[next]) == UInt8(ascii: "m") else { return false }
        next += 1
        if next < end, bytes[next] == UInt8(ascii: ".") { next += 1 }
        isAfternoon = first == UInt8(ascii: "p")
        position = next
        return true
    }

    /// `Z`, `±HH`, `±HHmm`, `±HH:mm`, or `GMT`/`UTC` with or without such an offset after it.
    private mutating func readOffset() -> Bool {
        guard position < end else { return false }
        if DateNames.lowercase(bytes[position]) == UInt8(ascii: "z") {
            position += 1
            offset = 0
            return true
        }
        if DateNames.matches("GMT", in: bytes, at: position) || DateNames.matches("UTC", in: bytes, at: position) {
            position += 3
            offset = 0
            guard position < end, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") else {
                return true
            }
        }
        return readSignedOffset()
    }

    private mutating func readSignedOffset() -> Bool {
        guard position < end, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") else {
            return false
        }
        let sign = bytes[position] == UInt8(ascii: "-") ? -1 : 1
        position += 1
        guard let hours = digits(minimum: 1, maximum: 2), hours <= 23 else { return false }
        var minutes = 0
        if position < end, bytes[position] == UInt8(ascii: ":") {
            position += 1
            guard let value = digits(minimum: 2, maximum: 2) else { return false }
            minutes = value
        } else if let value = digits(minimum: 2, maximum: 2) {
            minutes = value
        }
        guard minutes <= 59 else { return false }
        offset = sign * (hours * 3_600 + minutes * 60)
        return true
    }

    private mutating func readZoneName() -> Bool {
        guard position < end else { return false }
        if bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { return readSignedOffset() }
        guard let zone = DateNames.zoneOffset(in: UnsafeBufferPointer(rebasing: bytes[..<end]), at: position) else {
            return false
        }
        position = zone.end
        offset = zone.seconds
        if position < end, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
            return readSignedOffset()
        }
        return true
    }

    // MARK: - Bytes

    private mutating func digits(minimum: Int, maximum: Int) -> Int? {
        var value = 0
        var count = 0
        while count < maximum, position < end, DatePatternReader.isDigit(bytes[position]) {
            value = value * 10 + Int(bytes[position] - UInt8(ascii: "0"))
            position += 1
            count += 1
        }
        return count >= minimum ? value : nil
    }

    /// True for literal text that starts with a point or comma: the pattern spells the fraction itself (`ss.SSS`).
    private static func isFractionSeparator(_ field: DatePatternField) -> Bool {
        guard case .literal(let text) = field, let first = text.first else { return false }
        return first == UInt8(ascii: ".") || first == UInt8(ascii: ",")
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}
