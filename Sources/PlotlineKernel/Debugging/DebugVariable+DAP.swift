import InterchangeFormats
import PlotlineScript

extension DebugVariable {
    /// The variable as DAP's `Variable`.
    var json: JSONObject {
        var object: JSONObject = [
            "name": .string(name), "value": .string(value), "type": .string(type),
            "variablesReference": .int(reference),
        ]
        if let evaluateName { object["evaluateName"] = .string(evaluateName) }
        if let count { object["indexedVariables"] = .int(count) }
        return object
    }
}
