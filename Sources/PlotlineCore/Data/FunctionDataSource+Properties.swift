import PlotlineValues

extension FunctionDataSource: ScriptObject, StaticallyDescribed, ValueConvertible {
    /// `FunctionDataSource(resolution: 1)`.
    public var summary: String { "FunctionDataSource(resolution: \(resolution))" }

    /// The members of function data sources.
    static let functionDataSourceTable: TypeDescriptor = TypeDescriptor(
        name: "FunctionDataSource", doc: "A data source for y = f(x), sampled once per pixel over the visible x range.",
        kind: .object
    ) { members in
        members.properties = [
            .property(
                "resolution", \FunctionDataSource.resolution,
                doc: "The largest distance between samples, in device pixels.", default: "1"),
            .property(
                "dataRange", \FunctionDataSource.dataRange,
                doc: "The x values to sample, or nil for the visible x range.", default: "nil"),
        ]
        members.initializers = [
            FunctionDescriptor(
                "init",
                parameters: [Parameter(nil, "function", type: .function([.double], .optional(.double)))],
                returns: .model(functionDataSourceTable),
                doc: "Makes a source plotting the function of x (`plot.dataSource = FunctionDataSource { x in sin(x) }`)."
            ) { arguments in
                let type = ValueType.function([.double], .optional(.double))
                guard let function = try ValueConversions.callable(from: arguments[0], expected: type) else {
                    throw ModelError.typeMismatch(expected: type, actual: arguments[0])
                }
                return FunctionDataSource(function: function).scriptValue
            }
        ]
    }
}
