import PlotlineCore

/// Writes the text of values with a length budget, stopping as soon as it is spent, so that showing a huge
/// (or hugely shared) collection costs no more than the budget.
struct TextWriter {
    /// Collections nested deeper than this are shown as `[…]`, keeping the writer's recursion shallow.
    static let maximumDepth = 200

    /// The text so far.
    private(set) var text = ""
    /// True once something did not fit.
    private(set) var isTruncated = false
    private let limit: Int
    private var bytes = 0
    private var depth = 0

    /// Makes a writer allowing `limit` UTF-8 bytes.
    init(limit: Int) {
        self.limit = limit
    }

    /// The text, ending with `…` when it was cut off.
    var finished: String {
        isTruncated ? text + "…" : text
    }

    /// Appends `piece` when it fits; returns false (and stops writing) when it does not.
    @discardableResult
    mutating func write(_ piece: String) -> Bool {
        guard !isTruncated else { return false }
        let size = piece.utf8.count
        guard bytes + size <= limit else {
            isTruncated = true
            return false
        }
        bytes += size
        text += piece
        return true
    }

    /// The text `print` writes: a string as it is, anything else as the REPL shows it.
    mutating func writePrint(_ value: Value) {
        if case .string(let string) = value {
            write(string)
        } else {
            writeDebug(value)
        }
    }

    /// The text the REPL shows.
    mutating func writeDebug(_ value: Value) {
        guard !isTruncated else { return }
        switch value {
        case .none: write("nil")
        case .bool(let bool): write(String(bool))
        case .int(let int): write(String(int))
        case .double(let double): write(Value.format(double))
        case .string(let string): write(Value.quoted(string))
        case .array(let elements): writeArray(elements)
        case .dictionary(let entries): writeDictionary(entries.elements.lazy.map { ($0.key, $0.value) }, isEmpty: entries.isEmpty)
        case .range(let range): write(Value.format(range))
        case .object(let object): write(object.summary)
        case .model(let model): write(model.summary)
        case .callable(let callable): write(callable.parameters == nil ? "(closure)" : "(function \(callable.signature))")
        case .type(let descriptor): write(descriptor.name)
        }
    }

    private mutating func writeArray(_ elements: [Value]) {
        guard depth < TextWriter.maximumDepth else {
            write("[…]")
            return
        }
        depth += 1
        defer { depth -= 1 }
        write("[")
        for (index, element) in elements.enumerated() {
            if index > 0 { write(", ") }
            writeDebug(element)
            if isTruncated { return }
        }
        write("]")
    }

    private mutating func writeDictionary<Entries: Sequence>(_ entries: Entries, isEmpty: Bool) where Entries.Element == (Value, Value) {
        if isEmpty {
            write("[:]")
            return
        }
        guard depth < TextWriter.maximumDepth else {
            write("[…]")
            return
        }
        depth += 1
        defer { depth -= 1 }
        write("[")
        var isFirst = true
        for (key, value) in entries {
            if !isFirst { write(", ") }
            isFirst = false
            writeDebug(key)
            write(": ")
            writeDebug(value)
            if isTruncated { return }
        }
        write("]")
    }
}
