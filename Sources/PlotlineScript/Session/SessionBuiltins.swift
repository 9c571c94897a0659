import PlotlineCore
import PlotlineValues

/// The builtins that talk to the notebook: `print`, `display`, `clearOutput`.
enum SessionBuiltins {
    static func functions(for session: Session) -> [BuiltinFunction] {
        weak let session = session
        let streamType = ValueType.model(OutputStreamName.descriptor)
        return [
            BuiltinFunction(
                "print",
                parameters: [
                    Parameter(nil, "items", type: .any),
                    Parameter("separator", type: .string, default: .string(" ")),
                    Parameter("terminator", type: .string, default: .string("\n")),
                    Parameter("to", "stream", type: streamType, default: .model(OutputStreamName.stdout)),
                ],
                variadicIndex: 0, doc: "Writes the items as text, separated by spaces, to the cell's output (each cut off after 100 KB)."
            ) { arguments in
                guard case .array(let items) = arguments[0] else { return .none }
                let text = Value.displayedPrintText(
                    items, separator: try String.fromValue(arguments[1]), terminator: try String.fromValue(arguments[2]))
                let stream = try OutputStreamName.fromValue(arguments[3])
                session?.currentHost?.write(text, to: stream)
                return .none
            },
            BuiltinFunction(
                "display",
                parameters: [
                    Parameter(nil, "values", type: .any),
                    Parameter("interactive", type: .any, default: Value.none),
                ],
                variadicIndex: 0,
                doc: "Shows values in the cell's output (a graph as a live chart; interactive: false for a picture)."
            ) { arguments in
                guard case .array(let values) = arguments[0] else { return .none }
                let interactive: Bool? = arguments[1] == Value.none ? nil : try Bool.fromValue(arguments[1])
                for value in values { try session?.currentHost?.display(value, interactive: interactive) }
                return .none
            },
            BuiltinFunction(
                "clearOutput", parameters: [Parameter("wait", type: .bool, default: .bool(false))],
                doc: "Clears the cell's output; with wait: true, when the next output arrives."
            ) { arguments in
                session?.currentHost?.clearOutput(wait: try Bool.fromValue(arguments[0]))
                return .none
            },
        ]
    }
}
