import PlotlineValues

/// The errors of SQL feeds: the database's message, and the line of the query it points at with a caret under the
/// place (a typo shows where it is).
enum SQLErrorText {
    /// An `SQLError` for `message` about `sql`, pointing at `byteOffset` (0-based, in UTF-8 bytes) when given.
    static func error(_ message: String, sql: String, byteOffset: Int?, hint: String? = nil) -> ModelError {
        var text = message
        if let byteOffset, let pointer = pointer(into: sql, atByte: byteOffset) { text += "\n" + pointer }
        return ModelError(.sqlError, text, hint: hint)
    }

    /// Two lines: the line of `sql` holding the byte at `offset`, and a caret under that byte's character.
    static func pointer(into sql: String, atByte offset: Int) -> String? {
        let bytes = sql.utf8
        guard offset >= 0, offset <= bytes.count else { return nil }
        let target = bytes.index(bytes.startIndex, offsetBy: offset)
        let lineStart = sql[..<target].lastIndex(of: "\n").map { sql.index(after: $0) } ?? sql.startIndex
        let lineEnd = sql[target...].firstIndex(of: "\n") ?? sql.endIndex
        let line = sql[lineStart..<lineEnd]
        let column = sql[lineStart..<target].count
        let indent = String(line.prefix(column).map { $0 == "\t" ? "\t" : " " })
        return "    \(line)\n    \(indent)^"
    }
}
