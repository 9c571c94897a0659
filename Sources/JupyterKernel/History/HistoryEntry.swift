import InterchangeFormats

/// One input of the execution history, as `history_reply` lists it: `[session, line, input]`, or
/// `[session, line, [input, output]]` when output is asked for.
public struct HistoryEntry: Sendable, Equatable {
    /// The number of the kernel run that executed it (1 for the first run ever recorded).
    public var session: Int
    /// The execution count it had in that run (`In [line]`).
    public var line: Int
    /// The cell's source.
    public var input: String
    /// The `text/plain` of its result, when it had one.
    public var output: String?

    /// Makes an entry.
    public init(session: Int, line: Int, input: String, output: String? = nil) {
        self.session = session
        self.line = line
        self.input = input
        self.output = output
    }

    /// The entry as `history_reply` writes it.
    public func json(includingOutput: Bool) -> JSONValue {
        let third: JSONValue = includingOutput ? [.string(input), output.map(JSONValue.string) ?? .null] : .string(input)
        return [.int(session), .int(line), third]
    }

    /// The entry as one line of the history file.
    var record: JSONObject {
        var object: JSONObject = ["session": .int(session), "line": .int(line), "input": .string(input)]
        if let output { object["output"] = .string(output) }
        return object
    }

    /// Reads one line of the history file; nil when it is not an entry.
    init?(record: JSONObject) {
        guard let session = record["session"]?.intValue, let line = record["line"]?.intValue,
              let input = record["input"]?.stringValue else { return nil }
        self.init(session: session, line: line, input: input, output: record["output"]?.stringValue)
    }
}
