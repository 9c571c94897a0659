import PlotlineValues

extension FuzzTarget {
    /// The date readers feeds use: ISO 8601 text and the common formats a column of dates is sniffed for.
    static let dates = FuzzTarget(
        name: "dates", summary: "text read as an ISO 8601 date and by the sniffed formats, written back and read again"
    ) { bytes in
        let text = FuzzInput.text(bytes)
        var accepted = false
        if let seconds = ISODateText.seconds(from: bytes) {
            require(ISODateText.seconds(from: text) == seconds, "the bytes and the string of '\(text)' read apart")
            checkISORoundTrip(seconds, read: text)
            accepted = true
        }
        if let (format, seconds) = DateFormat.firstCommon(reading: text) {
            require(format.seconds(from: text) == seconds, "'\(text)' reads apart in \(format) alone")
            accepted = true
        }
        return accepted
    }

    /// A date pattern (the first line) compiled, the rest read in it, and the instant written back in it; the first
    /// 8 bytes after the newline are also written as the bits of a number of seconds (any Double, NaN included).
    static let datePattern = FuzzTarget(
        name: "date-pattern", summary: "Date(_:format:): a pattern compiled, text read with it, instants written with it"
    ) { bytes in
        let (first, rest) = FuzzInput.firstLineAndRest(bytes)
        guard let pattern = try? DatePattern(String(decoding: first, as: UTF8.self)) else { return false }
        let text = String(decoding: rest, as: UTF8.self)
        if rest.count >= 8 {
            let bits = rest.prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            _ = pattern.string(fromSeconds: Double(bitPattern: bits))
        }
        guard let seconds = pattern.seconds(from: text) else { return false }
        require(seconds.isFinite, "'\(text)' read in '\(pattern)' as \(seconds)")
        _ = pattern.string(fromSeconds: seconds)
        return true
    }

    /// The instants ISO 8601 text spells from year 1 to 9999 (the writer's range).
    private static let writableSeconds = -62_135_596_800.0...253_402_300_799.0

    /// ISO text written for `seconds` reads back to it, to the microsecond the writer keeps.
    private static func checkISORoundTrip(_ seconds: Double, read text: String) {
        guard writableSeconds.contains(seconds) else { return }
        let written = ISODateText.string(fromSeconds: seconds, dateAloneAtMidnight: false)
        guard let reread = ISODateText.seconds(from: written) else {
            return require(false, "'\(text)' is \(seconds) s, written as '\(written)', which does not read")
        }
        let tolerance = 1e-6 + abs(seconds) * 1e-15
        require(abs(reread - seconds) <= tolerance, "'\(text)' is \(seconds) s, written as '\(written)', read as \(reread)")
    }
}
