import PlotlineValues

/// The cell texts a column reads as missing values: an empty cell (or one of spaces) always; `NA`, `N/A`, `#N/A`,
/// `null`, `NULL`, `None`, `-`, `.` and `\N` (database dumps) by default; and any a user adds (`missing: ["?"]`).
///
/// `NaN` is not among them: a number column keeps it as NaN (a gap), and every other column reads it as missing
/// (see `NumberScanner.isNotANumber`).
struct MissingValues: Sendable {
    /// The tokens, as bytes.
    private let tokens: [[UInt8]]
    /// For each byte, whether a token starts with it: most cells are ruled out by their first byte.
    private let startsToken: [Bool]
    private let longest: Int

    /// The tokens every file is read with.
    static let defaultTokens = ["NA", "N/A", "n/a", "#N/A", "#NA", "<NA>", "null", "NULL", "Null", "None", "-", ".", "\\N"]

    /// The default tokens plus `extra`.
    init(adding extra: [String] = []) {
        let texts = MissingValues.defaultTokens + extra.map(\.trimmingSpaces).filter { !$0.isEmpty }
        tokens = texts.map { Array($0.utf8) }
        var starts = [Bool](repeating: false, count: 256)
        for token in tokens { if let first = token.first { starts[Int(first)] = true } }
        startsToken = starts
        longest = tokens.map(\.count).max() ?? 0
    }

    /// True when a cell's bytes are empty, spaces, or a token (spaces around ignored).
    func isMissing(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        var end = bytes.count
        while start < end, bytes[start] == UInt8(ascii: " ") { start += 1 }
        guard start < end else { return true }
        guard startsToken[Int(bytes[start])] else { return false }
        while end > start, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        guard end - start <= longest else { return false }
        let text = UnsafeBufferPointer(rebasing: bytes[start..<end])
        return tokens.contains { $0.elementsEqual(text) }
    }
}
