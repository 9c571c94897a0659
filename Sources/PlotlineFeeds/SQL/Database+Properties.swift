import PlotlineValues

extension Database {
    /// The scripting description of `Database`.
    public static let descriptor: TypeDescriptor = TypeDescriptor(
        name: "Database",
        doc: "A database feeds read from: Database(\"sqlite:data/runs.db\"); db.feed(\"SELECT …\", key: \"id\").",
        kind: .object
    ) { members in
        members.properties = [
            .computed("url", type: .string, doc: "Where the database is (a password is never shown).") {
                (database: Database) in .string(database.url.description)
            },
        ]
        members.methods = methods
        members.initializers = [
            FunctionDescriptor(
                "init", parameters: [Parameter(nil, "url", String.self)], returns: .model(descriptor),
                doc: "A database at a URL: \"sqlite:PATH\" (\"sqlite::memory:\" for one in memory) or \"postgresql://user@host:5432/name\"."
            ) { arguments in try Database(try arguments.argument(0, named: "url")).scriptValue },
        ]
    }

    private static var methods: [MethodDescriptor] {
        let parameters = Parameter("parameters", type: .array(.any), default: .array([]))
        return [
            .method(
                "feed",
                parameters: [
                    Parameter(nil, "sql", String.self), Parameter("key", type: .optional(.string), default: Value.none),
                    Parameter("x", type: .optional(.string), default: Value.none),
                    Parameter("loading", FeedLoading.self, default: .eager), parameters,
                ],
                returns: Feed.valueType,
                doc: "A feed of a query's rows; with a key refresh() fetches only new rows; loading: .onDemand reads M4 rows per view."
            ) { (database: Database, arguments) in
                try database.feed(
                    try arguments.argument(0, named: "sql"), key: try arguments.argument(1, named: "key"),
                    x: try arguments.argument(2, named: "x"), loading: try arguments.argument(3, named: "loading"),
                    parameters: try sqlParameters(arguments[4])
                ).scriptValue
            },
            .method(
                "execute", parameters: [Parameter(nil, "sql", String.self), parameters], returns: .int,
                doc: "Runs a statement: returns the rows an INSERT, UPDATE or DELETE changed, or the rows a query returned."
            ) { (database: Database, arguments) in
                let result = try database.execute(
                    try arguments.argument(0, named: "sql"), parameters: try sqlParameters(arguments[1]))
                return .int(result.columns.isEmpty ? result.changedRowCount ?? 0 : result.rows.count)
            },
        ]
    }

    /// The parameters of an array argument: `["web-1", 5]`.
    private static func sqlParameters(_ value: Value) throws -> [SQLValue] {
        guard case .array(let elements) = value else {
            throw ModelError(.typeError, "parameters must be an array such as [\"web-1\", 5], not a value of type '\(value.typeName)'")
        }
        return try elements.enumerated().map { index, element in
            do {
                return try SQLValue(parameter: element)
            } catch var error as ModelError {
                error.message += " (parameter \(index + 1))"
                throw error
            }
        }
    }
}
