import PlotlineValues

/// The references a debugger hands out for what can be opened in its variables view (DAP `variablesReference`):
/// a frame's scope, or a value with parts. Valid until the code goes on (or, while nothing is stopped, until the
/// next look at the globals). Session thread only.
final class VariableTable {
    /// What a reference opens.
    enum Entry {
        /// Named variables: a frame's locals, or the session's globals.
        case scope([Variable])
        /// A value's parts; `path` is the expression that reaches the value, when there is one.
        case value(Value, path: String?)
    }

    private var entries: [Entry] = []

    /// A new reference to `entry` (never 0, which DAP reserves for "nothing inside").
    func add(_ entry: Entry) -> Int {
        entries.append(entry)
        return entries.count
    }

    /// The entry a reference opens, or nil for one not handed out (or forgotten).
    func entry(_ reference: Int) -> Entry? {
        entries.indices.contains(reference - 1) ? entries[reference - 1] : nil
    }

    /// Forgets every reference.
    func removeAll() {
        entries.removeAll(keepingCapacity: true)
    }
}
