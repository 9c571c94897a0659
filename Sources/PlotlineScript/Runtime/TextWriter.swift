import PlotlineCore
import PlotlineValues

/// Writes the text of values with a length budget, stopping as soon as it is spent, so that showing a huge
/// (or hugely shared) collection or string costs no more than the budget: nothing past the cut is looked at.
///
/// Text that becomes a value (interpolation, `String(x)`, `joined`) also asks the session's memory budget as it
/// grows and stops when the cell is interrupted; the error is kept in `failure`.
struct TextWriter {
    /// Collections nested deeper than this are shown as `[…]`, keeping the writer's recursion shallow.
    static let maximumDepth = 200

    /// Bytes of text between two requests to the memory budget.
    static let reservationBytes = 1 << 20

    /// What was left out when the text was cut, for the marker at its end.
    enum Omission: Equatable {
        /// Elements of the outermost collection not written in full.
        case elements(Int)
        /// Bytes of the outermost string not written.
        case bytes(Int)
    }

    /// The text so far.
    private(set) var text = ""
    /// True once something did not fit (or the budget or an interrupt stopped the writing).
    private(set) var isTruncated = false
    /// What the cut left out, when known.
    private(set) var omission: Omission?
    /// The memory or interrupt error that stopped the writing, if one did.
    private(set) var failure: ModelError?
    private let limit: Int
    private var bytes = 0
    private var depth = 0
    private var loop: LoopGuard?
    private var reservedBytes = 0

    /// Makes a writer allowing `limit` UTF-8 bytes; with `asksBudget`, the text is for a value, so its growth is
    /// asked of the running cell's memory budget and an interrupt stops it.
    init(limit: Int, asksBudget: Bool = false) {
        self.limit = limit
        loop = asksBudget ? LoopGuard() : nil
    }

    /// The text, ending with `… (N more elements)` (or `bytes`) when it was cut off, or `…` when what was left
    /// out is not counted.
    var finished: String {
        guard isTruncated else { return text }
        let separator = text.isEmpty || text.hasSuffix(" ") || text.hasSuffix("[") ? "" : " "
        switch omission {
        case .elements(let count)?: return text + separator + "… (\(count) more \(count == 1 ? "element" : "elements"))"
        case .bytes(let count)?: return text + "… (\(count) more \(count == 1 ? "byte" : "bytes"))"
        case nil: return text + "…"
        }
    }

    /// Appends `piece` when it fits; returns false (and stops writing) when it does not.
    @discardableResult
    mutating func write(_ piece: String) -> Bool {
        guard !isTruncated else { return false }
        let size = piece.utf8.count
        guard bytes + size <= limit, askBudget(upTo: bytes + size) else {
            isTruncated = true
            return false
        }
        bytes += size
        text += piece
        return true
    }

    /// The text `print` writes: a string as it is, an enumeration's case by its name (`bad`, as Swift prints it),
    /// anything else as the REPL shows it.
    mutating func writePrint(_ value: Value) {
        if case .string(let string) = value {
            writeString(string)
        } else if case .model(let enumValue as UserEnumValue) = value {
            write(enumValue.description)
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
        case .string(let string): writeQuoted(string)
        case .array(let elements): writeArray(elements)
        case .tuple(let tuple): writeTuple(tuple)
        case .dictionary(let entries): writeDictionary(entries.elements.lazy.map { ($0.key, $0.value) }, count: entries.count)
        case .range(let range): write(Value.format(range))
        case .object(let object): write(object.summary)
        case .model(let model): write(model.summary)
        case .callable(let callable): write(callable.parameters == nil ? "(closure)" : "(function \(callable.signature))")
        case .type(let descriptor): write(descriptor.name)
        }
    }

    /// `(1, "a")` or `(min: 0.5, max: 9.0)`.
    private mutating func writeTuple(_ tuple: ValueTuple) {
        guard write("(") else { return }
        for (index, element) in tuple.elements.enumerated() {
            if index > 0, !write(", ") { return }
            if let label = tuple.labels[index], !write("\(label): ") { return }
            writeDebug(element)
            if isTruncated { return }
        }
        write(")")
    }

    // MARK: - Strings

    /// A string as it is; when it does not fit, as much of it as fits (whole Unicode scalars).
    private mutating func writeString(_ string: String) {
        if write(string) || bytes >= limit || failure != nil { return noteCut(ofString: string, written: 0) }
        isTruncated = false
        let room = limit - bytes
        var cut = string.utf8.index(string.utf8.startIndex, offsetBy: room)
        while cut > string.utf8.startIndex, cut < string.utf8.endIndex, string.utf8[cut] & 0xC0 == 0x80 {
            cut = string.utf8.index(before: cut)
        }
        let prefix = String(decoding: string.utf8[..<cut], as: UTF8.self)
        write(prefix)
        isTruncated = true
        noteCut(ofString: string, written: prefix.utf8.count)
    }

    /// A string in double quotes with Swift's escapes; when it does not fit, its first characters.
    private mutating func writeQuoted(_ string: String) {
        if bytes + string.utf8.count + 2 <= limit, !string.utf8.contains(where: TextWriter.isEscaped) {
            write("\"" + string + "\"")
            return
        }
        guard write("\"") else { return noteCut(ofString: string, written: 0) }
        var written = 0
        for character in string {
            guard write(Value.escaped(character)) else { return noteCut(ofString: string, written: written) }
            written += character.utf8.count
        }
        write("\"")
    }

    /// True for the bytes a string literal writes escaped: `"`, `\\`, line feed, tab, carriage return, NUL.
    private static func isEscaped(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x22, 0x5C, 0x0A, 0x09, 0x0D, 0x00: return true
        default: return false
        }
    }

    /// Remembers how much of a string at the top level was left out.
    private mutating func noteCut(ofString string: String, written: Int) {
        guard isTruncated, depth == 0, omission == nil else { return }
        omission = .bytes(string.utf8.count - written)
    }

    // MARK: - Collections

    private mutating func writeArray(_ elements: [Value]) {
        guard depth < TextWriter.maximumDepth else {
            write("[…]")
            return
        }
        depth += 1
        defer { depth -= 1 }
        guard write("[") else { return noteCut(of: elements.count, written: 0) }
        for (index, element) in elements.enumerated() {
            if index > 0 { write(", ") }
            writeDebug(element)
            if isTruncated { return noteCut(of: elements.count, written: index) }
            tick()
        }
        write("]")
    }

    private mutating func writeDictionary<Entries: Sequence>(_ entries: Entries, count: Int) where Entries.Element == (Value, Value) {
        if count == 0 {
            write("[:]")
            return
        }
        guard depth < TextWriter.maximumDepth else {
            write("[…]")
            return
        }
        depth += 1
        defer { depth -= 1 }
        guard write("[") else { return noteCut(of: count, written: 0) }
        var index = 0
        for (key, value) in entries {
            if index > 0 { write(", ") }
            writeDebug(key)
            write(": ")
            writeDebug(value)
            if isTruncated { return noteCut(of: count, written: index) }
            index += 1
            tick()
        }
        write("]")
    }

    /// Remembers how many elements of the outermost collection (the one being closed at depth 1) were left out.
    private mutating func noteCut(of count: Int, written: Int) {
        guard depth == 1, omission == nil else { return }
        omission = .elements(count - written)
    }

    // MARK: - Budget and interrupts

    /// Asks the memory budget for text up to `size` bytes, a megabyte at a time once it is longer than that
    /// (only for text that is a value; shorter text asks once, when it is done: `askBudgetForShortText`).
    private mutating func askBudget(upTo size: Int) -> Bool {
        guard let loop, size > reservedBytes, size > TextWriter.reservationBytes else { return true }
        let request = max(TextWriter.reservationBytes, size - reservedBytes)
        do {
            try loop.reserve(request, for: "the text")
            reservedBytes += request
            return true
        } catch {
            failure = error as? ModelError ?? ModelError(.memoryError, "\(error)")
            return false
        }
    }

    /// Asks the memory budget for the finished text when it stayed shorter than a reservation (a value's text).
    ///
    /// - Throws: a `MemoryError`.
    func askBudgetForShortText() throws {
        guard let loop, reservedBytes == 0 else { return }
        try loop.reserve(MemoryFootprint.string(utf8Count: bytes), for: "the text")
    }

    /// Counts an element written; stops the writing when the cell is interrupted (only for text that is a value).
    mutating func tick() {
        guard loop != nil else { return }
        do {
            try loop?.tick()
        } catch {
            failure = error as? ModelError ?? ExecutionGuard.interrupted()
            isTruncated = true
        }
    }
}
