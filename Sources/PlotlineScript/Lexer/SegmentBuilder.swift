/// Collects the segments of a string literal, merging adjacent text.
struct SegmentBuilder {
    private(set) var segments: [StringSegment] = []
    private var text = ""

    mutating func append(_ character: Character) {
        text.append(character)
    }

    mutating func append(_ string: String) {
        text += string
    }

    mutating func appendInterpolation(_ tokens: [Token], range: SourceRange) {
        flush()
        segments.append(.interpolation(tokens, range))
    }

    private mutating func flush() {
        if !text.isEmpty { segments.append(.text(text)) }
        text = ""
    }

    /// The collected segments (a literal without interpolations is one text segment, `""` none).
    var finished: [StringSegment] {
        var copy = self
        copy.flush()
        return copy.segments
    }

    /// Removes the closing delimiter's indentation from the start of every line and the final newline.
    static func stripIndentation(_ indentation: String, from segments: [StringSegment]) -> [StringSegment] {
        var result: [StringSegment] = []
        var isLineStart = true
        for segment in segments {
            guard case .text(let text) = segment else {
                result.append(segment)
                isLineStart = false
                continue
            }
            var stripped = ""
            var rest = Substring(text)
            while !rest.isEmpty {
                if isLineStart, rest.hasPrefix(indentation) { rest = rest.dropFirst(indentation.count) }
                guard let newline = rest.firstIndex(of: "\n") else {
                    stripped += rest
                    isLineStart = false
                    break
                }
                stripped += rest[...newline]
                rest = rest[rest.index(after: newline)...]
                isLineStart = true
            }
            result.append(.text(stripped))
        }
        if case .text(let last)? = result.last, last.hasSuffix("\n") {
            result[result.count - 1] = .text(String(last.dropLast()))
        }
        return result.filter { $0 != .text("") }
    }
}
