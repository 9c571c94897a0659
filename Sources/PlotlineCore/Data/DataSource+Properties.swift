import PlotlineValues

extension DataSource: ScriptObject, StaticallyDescribed, ValueConvertible {
    /// `DataSource(records: 50)`.
    public var summary: String { "DataSource(records: \(records))" }

    /// The members of closure data sources.
    static let dataSourceTable: TypeDescriptor = TypeDescriptor(
        name: "DataSource", doc: "A data source that asks a closure (field, index) -> Double? for each value.",
        kind: .object
    ) { members in
        members.properties = [
            .property("records", \DataSource.records, doc: "The number of records; changing it reloads the plots."),
            .property(
                "fields", \DataSource.fields, doc: "The fields the closure supplies; nil means every field.",
                default: "nil"),
        ]
        members.methods = [
            .method(
                "insertRecords", parameters: [Parameter("at", "index", Int.self), Parameter("count", Int.self)],
                doc: "Tells the plots that records were inserted at an index; they fetch only those."
            ) { (source: DataSource, arguments) in
                try source.insertRecords(at: try arguments.argument(0, named: "index"), count: try arguments.argument(1, named: "count"))
                return .none
            },
            .method(
                "removeRecords", parameters: [Parameter("in", "range", type: .range)],
                doc: "Tells the plots that the records in a range were removed; nothing is fetched."
            ) { (source: DataSource, arguments) in
                try source.removeRecords(in: try Plot.recordRange(arguments[0]))
                return .none
            },
            .method(
                "reloadRecords", parameters: [Parameter("in", "range", type: .range)],
                doc: "Tells the plots that the records in a range changed; they fetch only those."
            ) { (source: DataSource, arguments) in
                try source.reloadRecords(in: try Plot.recordRange(arguments[0]))
                return .none
            },
        ] + bindingMethods
        members.initializers = [
            FunctionDescriptor(
                "init",
                parameters: [
                    Parameter("records", Int.self),
                    Parameter(nil, "value", type: .function([PlotField.valueType, .int], .optional(.double))),
                ],
                returns: .model(dataSourceTable),
                doc: "Makes a source of `records` records; the closure returns the value of a field at an index."
            ) { arguments in
                let records: Int = try arguments.argument(0, named: "records")
                guard records >= 0 else {
                    throw ModelError(.valueError, "a data source cannot have \(records) records", hint: "use 0 or more")
                }
                let type = ValueType.function([PlotField.valueType, .int], .optional(.double))
                guard let closure = try ValueConversions.callable(from: arguments[1], expected: type) else {
                    throw ModelError.typeMismatch(expected: type, actual: arguments[1])
                }
                return DataSource(records: records, value: closure).scriptValue
            }
        ]
    }
}
