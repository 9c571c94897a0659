import InterchangeFormats

/// A Unicode date pattern (UTS #35, what Swift's `DateFormatter.dateFormat` takes), compiled once to read dates
/// from text and write them: `"dd.MM.yyyy"`, `"MMM d yyyy"`, `"yyyy/MM/dd HH:mm"`, `"EEE, d MMM yyyy HH:mm:ss Z"`.
///
/// Letters name fields (`yyyy` year, `MM` month, `MMM` its name, `dd` day, `HH` hour, `hh` with `a`, `mm` minute,
/// `ss` second, `SSS` fraction, `EEE` weekday, `XXX`/`Z` offset, `z` zone name); text in single quotes is literal
/// (`'T'`, `''` a quote); other characters stand for themselves. Names are English. Text without an offset is
/// read in UTC unless a time zone offset is given, so a file means the same on every machine.
public struct DatePattern: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written.
    public let pattern: String
    /// The compiled fields.
    let fields: [DatePatternField]

    /// Compiles a pattern.
    ///
    /// - Throws: a `ValueError` naming a letter Plotline does not read (the quarter, the week …), an unclosed
    ///   quote, or a pattern with no field at all.
    public init(_ pattern: String) throws {
        self.pattern = pattern
        fields = try DatePattern.compile(pattern)
    }

    /// The pattern as written.
    public var description: String { pattern }

    /// True when the pattern has a time of day.
    public var hasTime: Bool {
        fields.contains { field in
            switch field {
            case .hour, .hourFrom1To24, .hourFrom1To12, .hourFrom0To11, .minute, .second: return true
            default: return false
            }
        }
    }

    // MARK: - Reading

    /// The seconds since 1970 that all of `bytes` spell in this pattern (spaces at either end ignored), or nil.
    ///
    /// `offsetSeconds` is the zone the text is in when it gives no offset itself (0: UTC).
    public func seconds(from bytes: UnsafeBufferPointer<UInt8>, offsetSeconds: Int = 0) -> Double? {
        var reader = DatePatternReader(bytes: bytes, twoDigitYearBase: DatePattern.twoDigitYearBase)
        guard let seconds = reader.read(fields) else { return nil }
        return readsOffset ? seconds : seconds - Double(offsetSeconds)
    }

    /// The seconds since 1970 a string spells in this pattern, or nil.
    public func seconds(from text: String, offsetSeconds: Int = 0) -> Double? {
        var text = text
        return text.withUTF8 { seconds(from: $0, offsetSeconds: offsetSeconds) }
    }

    /// True when the pattern reads an offset or zone from the text.
    public var readsOffset: Bool {
        fields.contains { field in
            if case .offset = field { return true }
            return field == .zoneName
        }
    }

    /// The first year a two-digit year (`yy`) may mean: as DateFormatter does, 80 years before this year, so
    /// `03` is 2003 and `75` is 1975.
    static let twoDigitYearBase: Int = {
        CivilCalendar.fields(ofSecondsSince1970: DateTime.now.timeIntervalSince1970).year - 80
    }()

    // MARK: - Writing

    /// The text of an instant in this pattern, in UTC shifted by `offsetSeconds` (the offset fields write it).
    public func string(fromSeconds seconds: Double, offsetSeconds: Int = 0) -> String {
        let local = CivilCalendar.fields(ofSecondsSince1970: seconds + Double(offsetSeconds))
        var text = ""
        for field in fields { DatePattern.write(field, of: local, offset: offsetSeconds, into: &text) }
        return text
    }

    private static func write(
        _ field: DatePatternField, of fields: CivilCalendar.Fields, offset: Int, into text: inout String
    ) {
        switch field {
        case .literal(let bytes): text += String(decoding: bytes, as: UTF8.self)
        case .space: text += " "
        case .year(let width): text += width == 2 ? pad(fields.year % 100, 2) : pad(fields.year, width)
        case .month(let width): text += name(DateNames.months, fields.month, width: width) ?? pad(fields.month, width)
        case .day(let width): text += pad(fields.day, width)
        case .hour(let width): text += pad(fields.hour, width)
        case .hourFrom1To24(let width): text += pad(fields.hour == 0 ? 24 : fields.hour, width)
        case .hourFrom1To12(let width): text += pad(fields.hour % 12 == 0 ? 12 : fields.hour % 12, width)
        case .hourFrom0To11(let width): text += pad(fields.hour % 12, width)
        case .minute(let width): text += pad(fields.minute, width)
        case .second(let width): text += pad(Int(fields.second.rounded(.down)), width)
        case .fraction(let width): text += fractionDigits(fields.second, width: width)
        case .dayPeriod: text += fields.hour < 12 ? "AM" : "PM"
        case .weekday(let width): text += name(DateNames.weekdays, fields.weekday, width: max(width, 3)) ?? ""
        case .offset(let style): text += offsetText(offset, style: style)
        case .zoneName: text += offset == 0 ? "UTC" : offsetText(offset, style: .gmt)
        }
    }

    /// A name of width 3 (abbreviation), 4 (full) or 5 (first letter); nil for a numeric width.
    private static func name(_ names: [String], _ number: Int, width: Int) -> String? {
        guard width >= 3, names.indices.contains(number - 1) else { return nil }
        let full = names[number - 1]
        switch width {
        case 3: return String(full.prefix(3))
        case 4: return full
        default: return String(full.prefix(1))
        }
    }

    /// The fraction of `second` to `width` digits, truncated as DateFormatter does: digits past the nanosecond,
    /// which a Double of seconds since 1970 does not hold, are zeros (and a long run of `S` never overflows).
    private static func fractionDigits(_ second: Double, width: Int) -> String {
        let fraction = second - second.rounded(.down)
        let exact = min(width, maximumFractionDigits)
        var scaled = 1.0
        for _ in 0..<exact { scaled *= 10 }
        return pad(Int((fraction * scaled).rounded(.down)), exact) + String(repeating: "0", count: width - exact)
    }

    /// The fraction digits written from the instant; the rest of a longer `S` field are zeros.
    private static let maximumFractionDigits = 9

    private static func offsetText(_ offset: Int, style: DatePatternField.OffsetStyle) -> String {
        let sign = offset < 0 ? "-" : "+"
        let hours = pad(abs(offset) / 3_600, 2)
        let minutes = pad(abs(offset) / 60 % 60, 2)
        switch style {
        case .hours(let utcAsZ): return offset == 0 && utcAsZ ? "Z" : sign + hours
        case .hoursMinutes(let utcAsZ): return offset == 0 && utcAsZ ? "Z" : sign + hours + minutes
        case .hoursColonMinutes(let utcAsZ): return offset == 0 && utcAsZ ? "Z" : sign + hours + ":" + minutes
        case .gmt: return offset == 0 ? "GMT" : "GMT" + sign + hours + ":" + minutes
        }
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        let padded = String(repeating: "0", count: max(0, width - digits.count)) + digits
        return value < 0 ? "-" + padded : padded
    }

    // MARK: - Compiling

    private static func compile(_ pattern: String) throws -> [DatePatternField] {
        var fields: [DatePatternField] = []
        var characters = Array(pattern)[...]
        while let character = characters.first {
            if character == "'" {
                fields.append(.literal(Array(try quotedText(&characters, in: pattern).utf8)))
            } else if character == " " || character == "\t" {
                characters = characters.drop { $0 == " " || $0 == "\t" }
                fields.append(.space)
            } else if character.isASCII && character.isLetter {
                let count = characters.prefix { $0 == character }.count
                characters = characters.dropFirst(count)
                fields.append(try field(letter: character, count: count, in: pattern))
            } else {
                fields.append(.literal(Array(String(character).utf8)))
                characters = characters.dropFirst()
            }
        }
        guard fields.contains(where: { if case .literal = $0 { return false }; return $0 != .space }) else {
            throw ModelError(
                .valueError, "the date pattern \"\(pattern)\" has no date or time field",
                hint: "write fields with letters, such as \"yyyy-MM-dd\" or \"dd.MM.yyyy HH:mm\"")
        }
        return merge(fields)
    }

    private static func field(letter: Character, count: Int, in pattern: String) throws -> DatePatternField {
        guard let field = DatePatternField.field(letter: letter, count: count) else {
            throw ModelError(
                .valueError,
                "the date pattern \"\(pattern)\" uses '\(letter)' (\(DatePatternField.unsupportedMeaning(of: letter))), which Plotline does not read",
                hint: "use y, M, d, H, h, a, m, s, S, E, X, Z or z; write literal letters in single quotes, as in 'T'")
        }
        return field
    }

    /// The text between single quotes (`''` inside is a quote; `''` alone is a quote).
    private static func quotedText(_ characters: inout ArraySlice<Character>, in pattern: String) throws -> String {
        characters = characters.dropFirst()
        var text = ""
        while true {
            guard let character = characters.first else {
                throw ModelError(
                    .valueError, "the date pattern \"\(pattern)\" has a quote that is never closed",
                    hint: "close literal text with a single quote, as in 'T'; write a quote itself as ''")
            }
            characters = characters.dropFirst()
            if character != "'" {
                text.append(character)
                continue
            }
            guard characters.first == "'" else { return text.isEmpty ? "'" : text }
            text.append("'")
            characters = characters.dropFirst()
        }
    }

    /// Joins neighbouring literals, so the reader compares each run of literal text once.
    private static func merge(_ fields: [DatePatternField]) -> [DatePatternField] {
        var merged: [DatePatternField] = []
        for field in fields {
            if case .literal(let next) = field, case .literal(let previous)? = merged.last {
                merged[merged.count - 1] = .literal(previous + next)
            } else {
                merged.append(field)
            }
        }
        return merged
    }
}
