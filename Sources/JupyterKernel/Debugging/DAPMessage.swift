import InterchangeFormats

/// The shapes of the Debug Adapter Protocol's messages that Jupyter carries: a request's parts, and the
/// responses and events a debugger sends back.
public enum DAPMessage {
    /// A successful response to `request` with `body`.
    public static func response(to request: JSONObject, seq: Int, body: JSONObject = [:]) -> JSONObject {
        [
            "seq": .int(seq), "type": "response", "request_seq": request["seq"] ?? .int(0), "success": true,
            "command": request["command"] ?? "", "body": .object(body),
        ]
    }

    /// A failed response to `request`; `message` says why, in words a user reads in the front end.
    public static func failure(to request: JSONObject, seq: Int, message: String) -> JSONObject {
        [
            "seq": .int(seq), "type": "response", "request_seq": request["seq"] ?? .int(0), "success": false,
            "command": request["command"] ?? "", "message": .string(message),
            "body": ["error": ["id": .int(seq), "format": .string(message), "showUser": true]],
        ]
    }

    /// An event named `event` with `body`.
    public static func event(_ event: String, seq: Int, body: JSONObject = [:]) -> JSONObject {
        ["seq": .int(seq), "type": "event", "event": .string(event), "body": .object(body)]
    }
}
