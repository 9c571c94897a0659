/// The English names date patterns read and write: months, weekdays, day periods and zone abbreviations.
enum DateNames {
    /// January … December.
    static let months = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]
    /// Sunday … Saturday (weekday 1 is Sunday, as Foundation's Calendar counts).
    static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// The month names in lower-case bytes, full and abbreviated, for reading.
    private static let monthBytes = lowercaseBytes(months)
    private static let monthAbbreviationBytes = lowercaseBytes(months.map { String($0.prefix(3)) })
    /// The weekday names in lower-case bytes, full and abbreviated, for reading.
    private static let weekdayBytes = lowercaseBytes(weekdays)
    private static let weekdayAbbreviationBytes = lowercaseBytes(weekdays.map { String($0.prefix(3)) })
    private static let septemberBytes = Array("sept".utf8)

    /// Zone abbreviations met in files (RFC 2822's and the common European ones), with their offsets in seconds.
    static let zoneOffsets: [(name: String, seconds: Int)] = [
        ("UTC", 0), ("GMT", 0), ("UT", 0), ("Z", 0),
        ("EST", -5 * 3600), ("EDT", -4 * 3600), ("CST", -6 * 3600), ("CDT", -5 * 3600),
        ("MST", -7 * 3600), ("MDT", -6 * 3600), ("PST", -8 * 3600), ("PDT", -7 * 3600),
        ("WET", 0), ("WEST", 3600), ("CET", 3600), ("CEST", 2 * 3600), ("EET", 2 * 3600), ("EEST", 3 * 3600),
    ]

    /// The month (1...12) whose full name or abbreviation (three letters, or `Sept`) starts at `position`, and the
    /// position after it; letters compare without regard to case.
    static func month(in bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> (value: Int, end: Int)? {
        if let match = name(among: monthBytes, in: bytes, at: position) { return match }
        if matches(septemberBytes, in: bytes, at: position) { return (9, position + 4) }
        return name(among: monthAbbreviationBytes, in: bytes, at: position).map(skippingFullStop(in: bytes))
    }

    /// The weekday (1...7) whose full name or three-letter abbreviation starts at `position`, and the position after.
    static func weekday(in bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> (value: Int, end: Int)? {
        name(among: weekdayBytes, in: bytes, at: position)
            ?? name(among: weekdayAbbreviationBytes, in: bytes, at: position).map(skippingFullStop(in: bytes))
    }

    /// The offset of the zone abbreviation at `position` (the longest that matches), and the position after it.
    static func zoneOffset(in bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> (seconds: Int, end: Int)? {
        var best: (seconds: Int, end: Int)?
        for zone in zoneOffsets where matches(zone.name, in: bytes, at: position) {
            let end = position + zone.name.utf8.count
            guard end == bytes.count || !isLetter(bytes[end]) else { continue }
            if best.map({ end > $0.end }) ?? true { best = (zone.seconds, end) }
        }
        return best
    }

    /// The 1-based index of the name (lower-case bytes) spelt at `position`, and the position after it.
    private static func name(
        among names: [[UInt8]], in bytes: UnsafeBufferPointer<UInt8>, at position: Int
    ) -> (value: Int, end: Int)? {
        for (index, name) in names.enumerated() where matches(name, in: bytes, at: position) {
            return (index + 1, position + name.count)
        }
        return nil
    }

    /// A match moved past the full stop an abbreviation may carry (`Sep.`).
    private static func skippingFullStop(in bytes: UnsafeBufferPointer<UInt8>) -> ((value: Int, end: Int)) -> (value: Int, end: Int) {
        { match in
            match.end < bytes.count && bytes[match.end] == UInt8(ascii: ".") ? (match.value, match.end + 1) : match
        }
    }

    /// True when the lower-case bytes of a name are spelt at `position`, without regard to case.
    private static func matches(_ name: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        guard bytes.count - position >= name.count else { return false }
        for (offset, byte) in name.enumerated() where lowercase(bytes[position + offset]) != byte { return false }
        return true
    }

    private static func lowercaseBytes(_ names: [String]) -> [[UInt8]] {
        names.map { Array($0.lowercased().utf8) }
    }

    /// True when `name` is spelt at `position`, letters compared without regard to case.
    static func matches(_ name: String, in bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        var index = position
        for byte in name.utf8 {
            guard index < bytes.count, lowercase(bytes[index]) == lowercase(byte) else { return false }
            index += 1
        }
        return true
    }

    /// An ASCII letter in lower case; other bytes as they are.
    static func lowercase(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
    }

    /// True for ASCII letters.
    static func isLetter(_ byte: UInt8) -> Bool {
        let lower = lowercase(byte)
        return lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")
    }
}
