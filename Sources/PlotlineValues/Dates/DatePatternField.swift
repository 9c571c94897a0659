/// One element of a compiled Unicode date pattern: a calendar field with its width, or literal text.
///
/// The letters follow UTS #35 (what `DateFormatter.dateFormat` takes); docs/feeds.md lists the ones Plotline reads
/// and writes.
enum DatePatternField: Hashable, Sendable {
    /// Text that must appear as written (letters compare without regard to case).
    case literal([UInt8])
    /// A space in the pattern: one or more spaces (or tabs) in the text, one space when written.
    case space
    /// `y`, `yy`, `yyyy` (also `Y` and `u`): the year; two letters read two digits in DateFormatter's window.
    case year(width: Int)
    /// `M`, `MM`: the month's number; `MMM`, `MMMM`, `MMMMM`: its name (read as abbreviation or full name).
    case month(width: Int)
    /// `d`, `dd`: the day of the month.
    case day(width: Int)
    /// `H`, `HH`: the hour, 0...23.
    case hour(width: Int)
    /// `k`, `kk`: the hour, 1...24.
    case hourFrom1To24(width: Int)
    /// `h`, `hh`: the hour, 1...12, with `a`.
    case hourFrom1To12(width: Int)
    /// `K`, `KK`: the hour, 0...11, with `a`.
    case hourFrom0To11(width: Int)
    /// `m`, `mm`: the minute.
    case minute(width: Int)
    /// `s`, `ss`: the second.
    case second(width: Int)
    /// `S`…: the fraction of a second, with as many digits as letters when written.
    case fraction(width: Int)
    /// `a`: AM or PM.
    case dayPeriod
    /// `E`…, `e`…, `c`…: the weekday's name, written and skipped when read.
    case weekday(width: Int)
    /// `X`…, `x`…, `Z`…, `O`…: an offset from UTC; `X` writes `Z` for UTC.
    case offset(style: OffsetStyle)
    /// `z`…: a zone abbreviation (`UTC`, `GMT`, `EST`, `CEST` …) or an offset.
    case zoneName

    /// How an offset is written.
    enum OffsetStyle: Hashable, Sendable {
        /// `+01` (X, x).
        case hours(utcAsZ: Bool)
        /// `+0100` (XX, xx, XXXX, xxxx, Z, ZZ, ZZZ).
        case hoursMinutes(utcAsZ: Bool)
        /// `+01:00` (XXX, xxx, XXXXX, xxxxx, ZZZZZ).
        case hoursColonMinutes(utcAsZ: Bool)
        /// `GMT+01:00` (O, OOOO, ZZZZ).
        case gmt
    }

    /// True for fields read as digits.
    var isNumeric: Bool {
        switch self {
        case .year, .day, .hour, .hourFrom1To24, .hourFrom1To12, .hourFrom0To11, .minute, .second, .fraction:
            return true
        case .month(let width):
            return width <= 2
        case .literal, .space, .dayPeriod, .weekday, .offset, .zoneName:
            return false
        }
    }

    /// The field a run of `count` pattern letters names, or nil when the letter is not one Plotline reads.
    static func field(letter: Character, count: Int) -> DatePatternField? {
        switch letter {
        case "y", "Y", "u": return .year(width: count)
        case "M", "L": return .month(width: count)
        case "d": return .day(width: count)
        case "H": return .hour(width: count)
        case "k": return .hourFrom1To24(width: count)
        case "h": return .hourFrom1To12(width: count)
        case "K": return .hourFrom0To11(width: count)
        case "m": return .minute(width: count)
        case "s": return .second(width: count)
        case "S": return .fraction(width: count)
        case "a", "b", "B": return .dayPeriod
        case "E", "e", "c": return .weekday(width: count)
        case "X", "x": return .offset(style: offsetStyle(count: count, utcAsZ: letter == "X"))
        case "Z":
            if count == 4 { return .offset(style: .gmt) }
            return .offset(style: count == 5 ? .hoursColonMinutes(utcAsZ: true) : .hoursMinutes(utcAsZ: false))
        case "O": return .offset(style: .gmt)
        case "z", "v", "V": return .zoneName
        default: return nil
        }
    }

    private static func offsetStyle(count: Int, utcAsZ: Bool) -> OffsetStyle {
        switch count {
        case 1: return .hours(utcAsZ: utcAsZ)
        case 2, 4: return .hoursMinutes(utcAsZ: utcAsZ)
        default: return .hoursColonMinutes(utcAsZ: utcAsZ)
        }
    }

    /// What a letter Plotline does not read means, for the error that names it.
    static func unsupportedMeaning(of letter: Character) -> String {
        switch letter {
        case "G": return "the era"
        case "Q", "q": return "the quarter"
        case "w", "W": return "the week"
        case "D": return "the day of the year"
        case "F": return "the weekday in the month"
        case "g": return "the modified Julian day"
        case "A": return "milliseconds in the day"
        case "U", "r": return "the cyclic or related year"
        default: return "no field"
        }
    }
}
