import PlotlineValues

extension SortDescriptor: ModelValue, StaticallyDescribed, ValueConvertible {
    /// The scripting description of `SortDescriptor`.
    public static let descriptor: TypeDescriptor = TypeDescriptor(
        name: "SortDescriptor",
        doc: "How a feed orders its arranged records: by a field, ascending or descending.",
        kind: .value
    ) { members in
        members.properties = [
            .property("key", \SortDescriptor.key, doc: "The field to sort by."),
            .property("ascending", \SortDescriptor.ascending, doc: "True for smallest first.", default: "true"),
        ]
        members.initializers = [
            FunctionDescriptor(
                "init",
                parameters: [Parameter("key", String.self), Parameter("ascending", Bool.self, default: true)],
                returns: .model(descriptor), doc: "Makes a sort descriptor for a field."
            ) { arguments in
                SortDescriptor(
                    key: try arguments.argument(0, named: "key"), ascending: try arguments.argument(1, named: "ascending")
                ).scriptValue
            }
        ]
    }

    /// `SortDescriptor(key: "t", ascending: true)`.
    public var summary: String {
        "SortDescriptor(key: \"\(key)\", ascending: \(ascending))"
    }
}
