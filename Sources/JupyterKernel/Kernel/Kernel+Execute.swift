import InterchangeFormats

/// `execute_request`: count, publish the input, run the cell, record it in the history, reply.
extension Kernel {
    func execute(_ request: RequestContext) -> Continuation {
        var execution: ExecuteRequest
        do {
            guard request.message.header.date != nil else {
                throw RequestError(description: "the request's header has no 'date'; the cell was not run")
            }
            execution = try ExecuteRequest(content: request.message.content)
            execution.readCellIDs(from: request.message.metadata)
        } catch let error as RequestError {
            logger.warning("refused an execute_request: \(error.description)")
            finishExecute(request, silent: false, outcome: .error(error.cellError))
            return .next
        } catch {
            finishExecute(request, silent: false, outcome: .error(RequestError(description: "\(error)").cellError))
            return .next
        }
        if execution.storeHistory { count += 1 }
        execution.executionCount = count
        if !execution.silent {
            request.publish(
                "execute_input",
                ["code": .string(interpreter.recordedText(of: execution.code)), "execution_count": .int(count)])
        }
        let output = CellOutput(request: request, execution: execution, comms: commSender(for: request))
        let outcome = interpreter.execute(execution, output: output)
        if execution.storeHistory {
            history.record(
                line: count, input: interpreter.recordedText(of: execution.code),
                output: output.resultText.map(interpreter.recordedText(of:)))
        }
        var continuation = Continuation.next
        if case .error = outcome, execution.stopOnError {
            // Taken before the reply goes out, so a request sent in answer to the reply is not mistaken for one queued.
            continuation = .abortQueue(takeQueuedRequests(from: request.transport))
        }
        finishExecute(request, silent: execution.silent, outcome: outcome)
        return continuation
    }

    /// The shell requests received so far, without waiting.
    private func takeQueuedRequests(from transport: any KernelTransport) -> [Message] {
        var queued: [Message] = []
        while case .message(let message) = transport.receive(on: .shell, timeout: .zero) {
            queued.append(message)
        }
        return queued
    }

    /// Publishes the error (unless silent) and sends `execute_reply`.
    private func finishExecute(_ request: RequestContext, silent: Bool, outcome: ExecutionOutcome) {
        switch outcome {
        case .ok(let payload, let userExpressions):
            request.reply("execute_reply", [
                "status": "ok",
                "execution_count": .int(count),
                "payload": .array(payload),
                "user_expressions": .object(userExpressions),
            ])
        case .error(let error):
            let details: JSONObject = [
                "ename": .string(error.name),
                "evalue": .string(error.value),
                "traceback": .array(error.traceback.map(JSONValue.string)),
            ]
            if !silent { request.publish("error", details) }
            var reply: JSONObject = ["status": "error"]
            for member in details.members { reply[member.key] = member.value }
            reply["execution_count"] = .int(count)
            request.reply("execute_reply", reply)
        }
    }
}
