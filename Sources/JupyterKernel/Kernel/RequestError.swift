import InterchangeFormats

/// A request whose content has a missing field or a field of the wrong type.
struct RequestError: Error, CustomStringConvertible {
    /// What is wrong, naming the field.
    let description: String

    /// The cell error shown for it.
    var cellError: CellError {
        CellError(name: "RequestError", value: description, traceback: ["RequestError: \(description)"])
    }

    static func wrongType(_ field: String, expected: String) -> RequestError {
        RequestError(description: "'\(field)' must be \(expected)")
    }

    static func missing(_ field: String) -> RequestError {
        RequestError(description: "'\(field)' is missing")
    }

    /// The content of an error reply for a request other than `execute_request`.
    var replyContent: JSONObject {
        ["status": "error", "ename": "RequestError", "evalue": .string(description),
         "traceback": [.string("RequestError: \(description)")]]
    }
}
