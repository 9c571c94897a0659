import InterchangeFormats
import PlotlineScript

extension DebugFrame {
    /// The frame as DAP's `StackFrame`.
    var json: JSONObject {
        [
            "id": .int(id), "name": .string(name), "line": .int(line), "column": .int(column),
            "source": ["name": .string(sourceName), "path": .string(sourcePath)],
        ]
    }
}
