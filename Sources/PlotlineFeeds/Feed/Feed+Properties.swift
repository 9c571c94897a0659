import PlotlineValues

extension Feed {
    /// The scripting description of `Feed`.
    public static let descriptor: TypeDescriptor = TypeDescriptor(
        name: "Feed",
        doc: "Records with named fields stored by column, arranged by sort descriptors and a filter; charts bind to it.",
        kind: .object
    ) { members in
        members.properties = properties
        members.methods = mutationMethods + liveMethods + loadMethods + readingMethods + groupingMethods
        members.initializers = initializers
    }

    private static var properties: [PropertyDescriptor] {
        [
            .readOnly("count", \Feed.count, doc: "The number of records."),
            .readOnly("fields", \Feed.fields, doc: "The field names, in the order they first appeared."),
            .computed(
                "arrangedObjects", type: .array(FeedRecordProxy.valueType),
                doc: "The records after the filter and sort descriptors, as charts show them."
            ) { (feed: Feed) in
                try FeedRecordProxy.reserveMemory(count: feed.arrangedCount)
                return .array(feed.arrangedObjects.map { .object($0) })
            },
            .computed(
                "records", type: .array(FeedRecordProxy.valueType), doc: "Every record, in feed order."
            ) { (feed: Feed) in
                try FeedRecordProxy.reserveMemory(count: feed.count)
                return .array(feed.records.map { .object($0) })
            },
            .computed(
                "sortDescriptors", type: .array(SortDescriptor.valueType),
                doc: "How the arranged records are ordered; empty for feed order.", default: "[]",
                get: { (feed: Feed) in feed.sortDescriptors.scriptValue },
                set: { (feed: inout Feed, value) in try feed.setSortDescriptors(try [SortDescriptor].fromValue(value)) }),
            .computed(
                "filter", type: FeedArguments.filterType,
                doc: "Which records are arranged: feed.filter = { $0.latency < 500 }; nil for all.", default: "nil",
                get: { (feed: Feed) in feed.filter?.scriptValue ?? .none },
                set: { (feed: inout Feed, value) in try feed.setFilter(try FeedArguments.filter(from: value)) }),
            .computed(
                "filterPredicate", type: FeedArguments.filterType,
                doc: "NSArrayController's name for filter: which records are arranged; nil for all.", default: "nil",
                get: { (feed: Feed) in feed.filter?.scriptValue ?? .none },
                set: { (feed: inout Feed, value) in try feed.setFilter(try FeedArguments.filter(from: value)) }),
            .computed(
                "window", type: .optional(.int), doc: "The most records kept, dropping the oldest; nil for no limit.",
                default: "nil",
                get: { (feed: Feed) in feed.window.scriptValue },
                set: { (feed: inout Feed, value) in try feed.setWindow(try Int?.fromValue(value)) }),
            .computed(
                "columnTypes", type: .dictionary(key: .string, value: .optional(ColumnType.valueType)),
                doc: "What each field holds, in field order: .integer, .number, .bool, .text, .date(\"pattern\"); nil for a field with nothing but nil."
            ) { (feed: Feed) in FeedArguments.columnTypesValue(of: feed) },
            .computed(
                "sourceFormat", type: .optional(.string),
                doc: "How the file the records were loaded from is written, as Plotline found it: delimiter, header, encoding, gzip."
            ) { (feed: Feed) in feed.sourceFormat.map { .string($0.description) } ?? .none },
            .readOnly("isLive", \Feed.isLive, doc: "True while a followed file or subscription feeds the feed."),
            .readOnly("badRecordCount", \Feed.badRecordCount, doc: "Bad records live sources skipped so far."),
            .readOnly("lastError", \Feed.lastError, doc: "The message of the last bad record, or nil."),
            .computed("revision", type: .int, doc: "Increases with every change of the records or their arrangement.") {
                (feed: Feed) in .int(Int(truncatingIfNeeded: feed.revision))
            },
        ]
    }

    private static var mutationMethods: [MethodDescriptor] {
        let record = Parameter(nil, "record", type: FeedArguments.recordType)
        let index = Parameter("at", "index", Int.self)
        return [
            .method("append", parameters: [record], doc: "Appends a record: feed.append([\"t\": 1, \"y\": 2]).") {
                (feed: Feed, arguments) in
                try feed.append(try FeedRecord(arguments[0]))
                return .none
            },
            .method(
                "append", parameters: [Parameter("contentsOf", "records", type: .array(FeedArguments.recordType))],
                doc: "Appends records, in order, as one change."
            ) { (feed: Feed, arguments) in
                try feed.append(contentsOf: try FeedArguments.records(from: arguments[0]))
                return .none
            },
            .method("insert", parameters: [record, index], doc: "Inserts a record before an index.") {
                (feed: Feed, arguments) in
                try feed.insert(try FeedRecord(arguments[0]), at: try arguments.argument(1, named: "index"))
                return .none
            },
            .method("remove", parameters: [index], doc: "Removes the record at an index.") { (feed: Feed, arguments) in
                try feed.remove(at: try arguments.argument(0, named: "index"))
                return .none
            },
            .method(
                "removeFirst", parameters: [Parameter(nil, "count", Int.self, default: 1)],
                doc: "Removes the oldest records (one by default)."
            ) { (feed: Feed, arguments) in
                try feed.removeFirst(try arguments.argument(0, named: "count"))
                return .none
            },
            .method("removeAll", doc: "Removes every record; the fields stay.") { (feed: Feed, _) in
                try feed.removeAll()
                return .none
            },
            .method(
                "replace", parameters: [index, Parameter("with", "record", type: FeedArguments.recordType)],
                doc: "Replaces the record at an index with another."
            ) { (feed: Feed, arguments) in
                try feed.replace(at: try arguments.argument(0, named: "index"), with: try FeedRecord(arguments[1]))
                return .none
            },
        ]
    }

    private static var liveMethods: [MethodDescriptor] {
        [
            .method(
                "follow",
                parameters: [Parameter(nil, "path", String.self), Parameter("fromStart", Bool.self, default: true)]
                    + csvOptionParameters(header: false),
                doc: "Tails a growing CSV or NDJSON file: appended lines arrive as records while the kernel is idle; the first lines decide the columns' types."
            ) { (feed: Feed, arguments) in
                try feed.follow(
                    try arguments.argument(0, named: "path"), fromStart: try arguments.argument(1, named: "fromStart"),
                    delimiter: try arguments.argument(2, named: "delimiter"),
                    types: try FeedArguments.columnTypes(from: arguments[3]), missing: try arguments.argument(4, named: "missing"))
                return .none
            },
            .method(
                "subscribe", parameters: [Parameter(nil, "endpoint", String.self)],
                doc: "Receives JSON records from a ZeroMQ publisher: feed.subscribe(\"tcp://127.0.0.1:5556\")."
            ) { (feed: Feed, arguments) in
                try feed.subscribe(try arguments.argument(0, named: "endpoint"))
                return .none
            },
            .method(
                "refresh", returns: .int,
                doc: "Reads a database feed again: the rows past the last key, or all rows without a key; returns how many."
            ) { (feed: Feed, _) in
                .int(try feed.refresh())
            },
            .method(
                "refresh", parameters: [Parameter("every", "seconds", Double.self)],
                doc: "Polls a database feed every so many seconds while the kernel is idle; stop() ends it."
            ) { (feed: Feed, arguments) in
                try feed.refresh(every: try arguments.argument(0, named: "seconds"))
                return .none
            },
            .method(
                "listen", parameters: [Parameter(nil, "channel", String.self)],
                doc: "Refreshes a PostgreSQL feed after each NOTIFY on a channel, while the kernel is idle."
            ) { (feed: Feed, arguments) in
                try feed.listen(try arguments.argument(0, named: "channel"))
                return .none
            },
            .method("stop", doc: "Stops following files, subscriptions, polling and listening.") { (feed: Feed, _) in
                feed.stop()
                return .none
            },
        ]
    }

    private static var loadMethods: [MethodDescriptor] {
        [
            .method(
                "load", parameters: [Parameter("csv", "path", String.self)] + csvOptionParameters(header: true),
                doc: "Replaces the records with a CSV file's, read as Feed(csv:) reads it; on an error the feed is unchanged."
            ) { (feed: Feed, arguments) in
                try loadCSV(into: feed, arguments)
                return .none
            },
            .method("load", parameters: [Parameter("json", "path", String.self)], doc: "Replaces the records with a JSON file's array of objects.") {
                (feed: Feed, arguments) in
                try feed.load(json: try arguments.argument(0, named: "path"))
                return .none
            },
            .method("load", parameters: [Parameter("ndjson", "path", String.self)], doc: "Replaces the records with an NDJSON file's.") {
                (feed: Feed, arguments) in
                try feed.load(ndjson: try arguments.argument(0, named: "path"))
                return .none
            },
            .method(
                "load", parameters: [Parameter("records", type: .array(FeedArguments.recordType))],
                doc: "Replaces the records with an array of dictionaries."
            ) { (feed: Feed, arguments) in
                try feed.load(records: try FeedArguments.records(from: arguments[0]))
                return .none
            },
            .method(
                "load", parameters: [Parameter("columns", type: .dictionary(key: .string, value: .any))],
                doc: "Replaces the records with named columns of equal length."
            ) { (feed: Feed, arguments) in
                try feed.load(columns: try FeedArguments.columns(from: arguments[0]))
                return .none
            },
        ]
    }

    private static var readingMethods: [MethodDescriptor] {
        [
            .method(
                "value", parameters: [Parameter("forKeyPath", "keyPath", String.self)], returns: .any,
                doc: "The value at a key path: \"@max.latency\", \"arrangedObjects.t\", \"arrangedObjects.@avg.latency\"."
            ) { (feed: Feed, arguments) in
                try Value.object(feed).value(forKeyPath: try arguments.argument(0, named: "keyPath"))
            },
            .method(
                "kind", parameters: [Parameter("of", "field", String.self)], returns: .optional(.string),
                doc: "What a field holds: \"number\", \"date\", \"string\" or \"nil\" (nothing yet)."
            ) { (feed: Feed, arguments) in
                let field: String = try arguments.argument(0, named: "field")
                try feed.checkField(field)
                return feed.kind(ofField: field).map { .string($0.name) } ?? .none
            },
        ]
    }

    /// The options of a CSV read, after the path: `delimiter:`, `header:` (for whole files), `types:`, `missing:`.
    private static func csvOptionParameters(header: Bool) -> [Parameter] {
        [Parameter("delimiter", String?.self, default: .some(nil))]
            + (header ? [Parameter("header", Bool?.self, default: .some(nil))] : [])
            + [
                Parameter("types", type: FeedArguments.columnTypesType, default: .dictionary([:])),
                Parameter("missing", [String].self, default: []),
            ]
    }

    /// Loads a CSV file from the arguments of `Feed(csv:…)` or `load(csv:…)`.
    private static func loadCSV(into feed: Feed, _ arguments: [Value]) throws {
        try feed.load(
            csv: try arguments.argument(0, named: "path"), delimiter: try arguments.argument(1, named: "delimiter"),
            header: try arguments.argument(2, named: "header"), types: try FeedArguments.columnTypes(from: arguments[3]),
            missing: try arguments.argument(4, named: "missing"))
    }

    private static var initializers: [FunctionDescriptor] {
        let feedType = ValueType.model(descriptor)
        return [
            FunctionDescriptor("init", parameters: [], returns: feedType, doc: "An empty feed; append records or follow a file.") {
                _ in Feed().scriptValue
            },
            FunctionDescriptor(
                "init", parameters: [Parameter("csv", "path", String.self)] + csvOptionParameters(header: true),
                returns: feedType,
                doc: "A feed loaded from a CSV file (.csv.gz too), read as it is written: delimiter, header, encoding and each column's type found in the file; delimiter:, header:, types: [\"day\": .date(\"dd.MM.yyyy\")] and missing: [\"?\"] override."
            ) { arguments in
                let feed = Feed()
                try loadCSV(into: feed, arguments)
                return feed.scriptValue
            },
            FunctionDescriptor(
                "init", parameters: [Parameter("json", "path", String.self)], returns: feedType,
                doc: "A feed loaded from a JSON file holding an array of objects (gzip and UTF-16 too); strings that are all dates in one form make a date column."
            ) { arguments in try Feed(json: try arguments.argument(0, named: "path")).scriptValue },
            FunctionDescriptor(
                "init", parameters: [Parameter("ndjson", "path", String.self)], returns: feedType,
                doc: "A feed loaded from an NDJSON file (one object per line; gzip too)."
            ) { arguments in try Feed(ndjson: try arguments.argument(0, named: "path")).scriptValue },
            FunctionDescriptor(
                "init", parameters: [Parameter("records", type: .array(FeedArguments.recordType))], returns: feedType,
                doc: "A feed of records: Feed(records: [[\"x\": 1, \"y\": 2], [\"x\": 2, \"y\": 3]])."
            ) { arguments in try Feed(records: try FeedArguments.records(from: arguments[0])).scriptValue },
            FunctionDescriptor(
                "init", parameters: [Parameter("columns", type: .dictionary(key: .string, value: .any))], returns: feedType,
                doc: "A feed of named columns: Feed(columns: [\"x\": [1, 2, 3], \"y\": [4, 5, 6]])."
            ) { arguments in try Feed(columns: try FeedArguments.columns(from: arguments[0])).scriptValue },
        ]
    }
}
