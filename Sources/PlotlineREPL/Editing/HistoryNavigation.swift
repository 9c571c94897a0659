/// Walking through history with Up and Down: only entries that start with what was typed before the first
/// Up are visited (as in IPython), and coming back past the newest entry restores what was typed.
struct HistoryNavigation {
    /// The text typed before the first Up, which entries must start with.
    let prefix: String
    /// The buffer before the first Up, restored after the newest entry.
    let draft: EditBuffer
    /// The index of the entry shown; `entries.count` while the draft is shown.
    private(set) var index: Int

    /// Starts from `draft`, before the newest of `count` entries.
    init(draft: EditBuffer, count: Int) {
        self.prefix = draft.text
        self.draft = draft
        self.index = count
    }

    /// The next older entry that starts with the prefix and differs from `shown`, or nil when there is none.
    mutating func older(in entries: [String], shown: String) -> String? {
        var candidate = min(index, entries.count) - 1
        while candidate >= 0 {
            let entry = entries[candidate]
            if entry.hasPrefix(prefix) && entry != shown {
                index = candidate
                return entry
            }
            candidate -= 1
        }
        return nil
    }

    /// The next newer entry that starts with the prefix and differs from `shown`, or nil when the draft comes
    /// next.
    mutating func newer(in entries: [String], shown: String) -> String? {
        var candidate = index + 1
        while candidate < entries.count {
            let entry = entries[candidate]
            if entry.hasPrefix(prefix) && entry != shown {
                index = candidate
                return entry
            }
            candidate += 1
        }
        index = entries.count
        return nil
    }
}
