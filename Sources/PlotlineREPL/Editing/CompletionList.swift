/// Candidates laid out in columns under the prompt, down the first column first (as `ls` does), cut to the
/// rows that fit with a last line saying how many more there are.
enum CompletionList {
    /// The lines showing `candidates` in a window `columns` wide, using at most `maximumRows` rows.
    static func lines(for candidates: [String], columns: Int, maximumRows: Int) -> [String] {
        guard !candidates.isEmpty else { return [] }
        let cellWidth = (candidates.map(DisplayWidth.of).max() ?? 0) + 2
        let perRow = max(1, columns / cellWidth)
        let rowLimit = max(1, maximumRows)
        var shown = candidates
        var more = 0
        if candidates.count > perRow * rowLimit {
            shown = Array(candidates.prefix(perRow * max(1, rowLimit - 1)))
            more = candidates.count - shown.count
        }
        let rows = (shown.count + perRow - 1) / perRow
        var lines: [String] = []
        for row in 0..<rows {
            var line = ""
            var column = row
            while column < shown.count {
                let candidate = shown[column]
                let isLast = column + rows >= shown.count
                line += isLast ? candidate : candidate + String(repeating: " ", count: cellWidth - DisplayWidth.of(candidate))
                column += rows
            }
            lines.append(line)
        }
        if more > 0 { lines.append("… and \(more) more") }
        return lines
    }

    /// The longest common prefix of `candidates`, by characters.
    static func commonPrefix(of candidates: [String]) -> String {
        guard var prefix = candidates.first.map(Array.init) else { return "" }
        for candidate in candidates.dropFirst() {
            let characters = Array(candidate)
            var length = 0
            while length < min(prefix.count, characters.count), prefix[length] == characters[length] { length += 1 }
            prefix = Array(prefix.prefix(length))
        }
        return String(prefix)
    }
}
