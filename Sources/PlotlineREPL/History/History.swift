/// The inputs entered, oldest first: a repeated input moves to the end instead of appearing twice, and only
/// the newest `limit` are kept. With a file, each new input is saved at once, merged with what other REPLs
/// saved meanwhile.
final class History {
    /// How many inputs are kept by default.
    static let defaultLimit = 1000

    /// The inputs, oldest first.
    private(set) var entries: [String]
    /// The most inputs kept.
    let limit: Int
    /// The file inputs are loaded from and saved to, if any.
    let file: HistoryFile?
    /// The error of the last save, if it failed (reported once by the REPL).
    private(set) var saveError: Error?

    /// Loads the history of `file` (none: a history for this session only).
    init(file: HistoryFile?, limit: Int = History.defaultLimit) {
        self.file = file
        self.limit = max(1, limit)
        self.entries = []
        entries = Self.capped(Self.deduplicated(file?.load() ?? []), limit: self.limit)
    }

    /// Adds an input (without trailing line breaks and spaces); blank inputs are not kept.
    func record(_ input: String) {
        var entry = input
        while let last = entry.last, last.isWhitespace { entry.removeLast() }
        guard !entry.allSatisfy(\.isWhitespace) else { return }
        entries = Self.capped(Self.appending(entry, to: entries), limit: limit)
        guard let file else { return }
        do {
            try file.save(Self.capped(Self.appending(entry, to: Self.deduplicated(file.load())), limit: limit))
            saveError = nil
        } catch {
            saveError = error
        }
    }

    private static func appending(_ entry: String, to entries: [String]) -> [String] {
        entries.filter { $0 != entry } + [entry]
    }

    /// Keeps the last occurrence of each entry.
    private static func deduplicated(_ entries: [String]) -> [String] {
        var seen = Set<String>()
        return entries.reversed().filter { seen.insert($0).inserted }.reversed()
    }

    private static func capped(_ entries: [String], limit: Int) -> [String] {
        Array(entries.suffix(limit))
    }
}
