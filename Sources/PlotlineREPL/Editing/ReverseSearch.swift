/// Ctrl-R: searching history backwards for entries containing what is typed, as in readline.
struct ReverseSearch {
    /// The text searched for.
    private(set) var query = ""
    /// The index of the entry found, if any.
    private(set) var matchIndex: Int?
    /// True when the last search found nothing (the previous match stays shown).
    private(set) var failed = false
    /// The buffer before the search, restored when it is cancelled.
    let original: EditBuffer

    /// Starts a search from `original`.
    init(original: EditBuffer) {
        self.original = original
    }

    /// Adds typed text to the query and searches again from the current match.
    mutating func type(_ text: String, in entries: [String]) {
        query += text
        search(in: entries, from: matchIndex ?? entries.count - 1)
    }

    /// Removes the query's last character and searches again from the newest entry.
    mutating func deleteBackward(in entries: [String]) {
        guard !query.isEmpty else { return }
        query.removeLast()
        matchIndex = nil
        failed = false
        if !query.isEmpty { search(in: entries, from: entries.count - 1) }
    }

    /// Looks for the next older match (Ctrl-R again).
    mutating func searchOlder(in entries: [String]) {
        guard !query.isEmpty else { return }
        search(in: entries, from: (matchIndex ?? entries.count) - 1)
    }

    /// The buffer to show: the match with the cursor at the query, or the original buffer.
    func buffer(in entries: [String]) -> EditBuffer {
        guard let matchIndex, entries.indices.contains(matchIndex) else { return original }
        let entry = entries[matchIndex]
        let position = entry.range(of: query).map { entry[..<$0.lowerBound].count } ?? entry.count
        return EditBuffer(entry, cursor: position)
    }

    /// The prompt shown instead of the usual one: `(reverse-i-search)`query': `.
    var prompt: String {
        "(\(failed ? "failed " : "")reverse-i-search)`\(query)': "
    }

    private mutating func search(in entries: [String], from start: Int) {
        var index = min(start, entries.count - 1)
        while index >= 0 {
            if entries[index].contains(query) {
                matchIndex = index
                failed = false
                return
            }
            index -= 1
        }
        failed = true
    }
}
