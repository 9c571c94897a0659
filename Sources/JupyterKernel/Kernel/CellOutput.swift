import InterchangeFormats

/// The outputs of one running cell, published on IOPub with the `execute_request` as parent.
///
/// A silent request publishes nothing. Used on the shell thread only, while the cell runs.
final class CellOutput: ExecutionOutput {
    private let request: RequestContext
    private let execution: ExecuteRequest
    /// The `text/plain` of the cell's `execute_result`, kept for the history.
    private(set) var resultText: String?
    /// Comm messages parented on the cell.
    let comms: any CommSender

    init(request: RequestContext, execution: ExecuteRequest, comms: any CommSender) {
        self.request = request
        self.execution = execution
        self.comms = comms
    }

    var parent: ParentToken { request.token }

    func stream(_ name: StreamName, _ text: String) {
        publish("stream", ["name": .string(name.rawValue), "text": .string(text)])
    }

    func display(_ bundle: MIMEBundle, displayID: String?) {
        publish("display_data", bundle.displayContent(displayID: displayID))
    }

    func updateDisplay(_ bundle: MIMEBundle, displayID: String) {
        publish("update_display_data", bundle.displayContent(displayID: displayID))
    }

    func executeResult(_ bundle: MIMEBundle, displayID: String?) {
        resultText = bundle.data["text/plain"]?.stringValue
        if let displayID {
            publish("display_data", bundle.displayContent(displayID: displayID))
            return
        }
        var content: JSONObject = ["execution_count": .int(execution.executionCount)]
        content["data"] = .object(bundle.data)
        content["metadata"] = .object(bundle.metadata)
        publish("execute_result", content)
    }

    func clearOutput(wait: Bool) {
        publish("clear_output", ["wait": .bool(wait)])
    }

    /// Sends `input_request` on stdin to the identities of the execute request and waits for `input_reply`.
    func requestInput(prompt: String, password: Bool) throws -> String {
        guard execution.allowStdin else {
            throw CellError(
                name: "StdinNotAllowed",
                value: "this front end does not accept input requests",
                traceback: ["StdinNotAllowed: input was requested, but the request has allow_stdin false"]
            )
        }
        discardStaleInput()
        request.sendOnStdin("input_request", ["prompt": .string(prompt), "password": .bool(password)])
        while true {
            switch request.transport.receive(on: .stdin, timeout: nil) {
            case .message(let reply) where reply.messageType == "input_reply":
                return reply.content["value"]?.stringValue ?? ""
            case .message(let other):
                request.logger.info("ignored \(other.messageType) on stdin while waiting for input_reply")
            case .timedOut:
                continue
            case .stopped:
                throw CellError(name: "Interrupted", value: "input was cancelled", traceback: ["Interrupted: input was cancelled"])
            }
        }
    }

    /// Drops whatever arrived on stdin while no input was asked for, so it cannot pass for this request's answer.
    private func discardStaleInput() {
        while case .message(let stale) = request.transport.receive(on: .stdin, timeout: .zero) {
            request.logger.warning("ignored \(stale.messageType) on stdin: no input was requested")
        }
    }

    private func publish(_ messageType: String, _ content: JSONObject) {
        guard !execution.silent else { return }
        request.publish(messageType, content)
    }
}
