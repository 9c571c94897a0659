import PlotlineValues

/// How a column of a file writes its values, found by looking at them (`SyntaxCandidates`) or given by the user: the
/// parser that turns each cell's bytes into what the column stores.
enum CellSyntax: Hashable, Sendable {
    /// `true`/`false` or `yes`/`no`, in any case.
    case bool
    /// Numbers (integers are numbers whose every value is whole).
    case number(NumberSyntax)
    /// Dates in a format.
    case date(DateFormat)
    /// Text, kept as written.
    case text

    /// The cell a field's bytes hold in this syntax, or nil when they do not fit it (text always fits; missing
    /// values are the caller's to recognize first).
    func cell(_ bytes: UnsafeBufferPointer<UInt8>) -> FeedCell? {
        switch self {
        case .bool:
            return CellSyntax.boolean(in: bytes).map(FeedCell.boolean)
        case .number(let syntax):
            return syntax.number(in: bytes).map { FeedCell.number($0.value, isIntegral: $0.isIntegral) }
        case .date(let format):
            return format.seconds(from: bytes).map { FeedCell.number($0, isIntegral: false) }
        case .text:
            return .text(String(decoding: bytes, as: UTF8.self))
        }
    }

    /// True when a field's bytes fit this syntax.
    func accepts(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        switch self {
        case .bool: return CellSyntax.boolean(in: bytes) != nil
        case .number(let syntax): return syntax.number(in: bytes) != nil
        case .date(let format): return format.seconds(from: bytes) != nil
        case .text: return true
        }
    }

    /// The kind of column the syntax fills.
    var kind: FieldKind {
        switch self {
        case .bool, .number: return .number
        case .date: return .date
        case .text: return .string
        }
    }

    /// The Boolean `true`, `false`, `yes` or `no` spell (in any case, spaces around ignored), or nil.
    static func boolean(in bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        var start = 0
        var end = bytes.count
        while start < end, bytes[start] == UInt8(ascii: " ") { start += 1 }
        while end > start, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        guard end - start >= 2, end - start <= 5 else { return nil }
        var word: UInt64 = 0
        for index in start..<end { word = word << 8 | UInt64(bytes[index] | 0x20) }
        switch word {
        case booleanWord("true"), booleanWord("yes"): return true
        case booleanWord("false"), booleanWord("no"): return false
        default: return nil
        }
    }

    /// The bytes of a short lower-case word packed into an integer, as `boolean(in:)` compares them.
    private static func booleanWord(_ word: StaticString) -> UInt64 {
        var packed: UInt64 = 0
        for index in 0..<word.utf8CodeUnitCount { packed = packed << 8 | UInt64(word.utf8Start[index]) }
        return packed
    }
}
