import InterchangeFormats
import PlotlineScript

extension DebugVariable {
    /// The variable as DAP's `Variable`.
    ///
    /// A value without parts (a number, a string, nil) goes without its `type`: JupyterLab's variables tree shows a
    /// variable's type in place of its value unless the type is one of Python's scalar names, and for these the
    /// value is what a user looks for. Values with parts keep their type (`[Double]`, `XYGraph`) and open.
    var json: JSONObject {
        var object: JSONObject = ["name": .string(name), "value": .string(value), "variablesReference": .int(reference)]
        if reference != 0 { object["type"] = .string(type) }
        if let evaluateName { object["evaluateName"] = .string(evaluateName) }
        if let count { object["indexedVariables"] = .int(count) }
        return object
    }
}
