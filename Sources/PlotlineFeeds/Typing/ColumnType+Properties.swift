import PlotlineValues

extension ColumnType: ModelValue, StaticallyDescribed, ValueConvertible {
    /// The scripting description of `ColumnType`.
    public static let descriptor: TypeDescriptor = TypeDescriptor(
        name: "ColumnType",
        doc: "What a feed's column holds: .integer, .number, .bool, .text or .date(\"pattern\"); Feed(csv:types:) overrides what Plotline infers.",
        kind: .value
    ) { members in
        members.staticProperties = [
            StaticPropertyDescriptor("integer", doc: "Whole numbers.") { ColumnType.integer.scriptValue },
            StaticPropertyDescriptor("number", doc: "Numbers, with the decimal separator and grouping the column uses.") {
                ColumnType.number.scriptValue
            },
            StaticPropertyDescriptor("bool", doc: "true/false or yes/no, in any case.") { ColumnType.bool.scriptValue },
            StaticPropertyDescriptor("text", doc: "Text, kept as written.") { ColumnType.text.scriptValue },
            StaticPropertyDescriptor("date", doc: "Dates in ISO 8601 or a common form, recognized from the values.") {
                ColumnType.date(nil).scriptValue
            },
        ]
        members.staticMethods = [
            FunctionDescriptor(
                "date", parameters: [Parameter(nil, "pattern", String.self)], returns: .model(descriptor),
                doc: "Dates in a Unicode date pattern, as DateFormatter takes: .date(\"dd.MM.yyyy\"), .date(\"MMM d yyyy HH:mm\"); .date(\"iso8601\") for ISO 8601."
            ) { arguments in
                try ColumnType.date(pattern: try arguments.argument(0, named: "pattern")).scriptValue
            },
        ]
    }

    /// `.integer`, `.date("dd.MM.yyyy")`.
    public var summary: String { literal }
}
