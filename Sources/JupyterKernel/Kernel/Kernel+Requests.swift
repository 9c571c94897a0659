import InterchangeFormats

/// The shell requests besides execute: completion, inspection, completeness, history and comms.
extension Kernel {
    /// `complete_request {code, cursor_pos}`; the cursor counts Unicode scalars and defaults to the end.
    func complete(_ request: RequestContext) {
        answer(request, "complete_reply") { fields in
            let code = try fields.string("code")
            let cursor = try cursorPosition(fields, in: code)
            let result = interpreter.complete(code: code, cursorPosition: cursor)
            return [
                "status": "ok",
                "matches": .array(result.matches.map(JSONValue.string)),
                "cursor_start": .int(result.cursorStart),
                "cursor_end": .int(result.cursorEnd),
                "metadata": .object(result.metadata),
            ]
        }
    }

    /// `inspect_request {code, cursor_pos, detail_level}`.
    func inspect(_ request: RequestContext) {
        answer(request, "inspect_reply") { fields in
            let code = try fields.string("code")
            let cursor = try cursorPosition(fields, in: code)
            let detail = try fields.int("detail_level", default: 0)
            let result = interpreter.inspect(code: code, cursorPosition: cursor, detailLevel: detail)
            return [
                "status": "ok",
                "found": .bool(result.found),
                "data": .object(result.found ? result.bundle.data : [:]),
                "metadata": .object(result.found ? result.bundle.metadata : [:]),
            ]
        }
    }

    /// `is_complete_request {code}`; `indent` only when incomplete.
    func checkCompleteness(_ request: RequestContext) {
        answer(request, "is_complete_reply") { fields in
            switch interpreter.isComplete(code: try fields.string("code")) {
            case .complete: return ["status": "complete"]
            case .incomplete(let indent): return ["status": "incomplete", "indent": .string(indent)]
            case .invalid: return ["status": "invalid"]
            case .unknown: return ["status": "unknown"]
            }
        }
    }

    /// `history_request {output, raw, hist_access_type, session, start, stop, n, pattern, unique}`.
    func answerHistory(_ request: RequestContext) {
        answer(request, "history_reply") { fields in
            let includeOutput = try fields.bool("output", default: false)
            let unique = try fields.bool("unique", default: false)
            let entries: [HistoryEntry]
            switch try fields.string("hist_access_type", default: "tail") {
            case "tail":
                entries = history.tail(try fields.int("n", default: 10), unique: unique)
            case "range":
                entries = history.range(
                    session: try fields.int("session", default: 0),
                    start: try fields.int("start", default: 1),
                    stop: try fields.optionalInt("stop"))
            case "search":
                let pattern = GlobPattern(try fields.string("pattern", default: "*"))
                entries = history.search(pattern, count: try fields.optionalInt("n"), unique: unique)
            case let other:
                throw RequestError(description: "unknown hist_access_type '\(other)'; use 'tail', 'range' or 'search'")
            }
            return ["status": "ok", "history": .array(entries.map { $0.json(includingOutput: includeOutput) })]
        }
    }

    /// `comm_info_request {target_name?}`: the open comms of that target (all when absent), `{id: {target_name}}`.
    /// On shell the interpreter hears of it too (a widget manager asking for `jupyter.widget` has connected).
    func answerCommInfo(_ request: RequestContext) {
        let target = request.message.content["target_name"]?.stringValue
        // The reply lists the comms open when the question came; one the interpreter opens in answer to it is
        // announced by its own comm_open, so a front end never restores a comm it is being told about anyway.
        var listed = JSONObject()
        for (commID, name) in comms.comms(of: target).sorted(by: { $0.key < $1.key }) {
            listed[commID] = ["target_name": .string(name)]
        }
        if request.channel == .shell {
            _ = interpreter.handleComm(.inquiry(target: target), sender: commSender(for: request))
        }
        request.reply("comm_info_reply", ["status": "ok", "comms": .object(listed)])
    }

    /// `comm_open {comm_id, target_name, data}` from a front end: kept open when the interpreter has the target,
    /// otherwise answered at once with `comm_close` on IOPub.
    func openComm(_ request: RequestContext) {
        guard let message = commMessage(in: request) else { return }
        let target = request.message.content["target_name"]?.stringValue ?? ""
        let sender = commSender(for: request)
        comms.add(message.commID, target: target)
        guard interpreter.handleComm(.open(target: target, message), sender: sender) else {
            logger.info("comm_open for unknown target '\(target)': closing comm \(message.commID)")
            sender.close(CommMessage(commID: message.commID))
            return
        }
    }

    /// `comm_msg {comm_id, data}`: passed to the interpreter when the comm is open, logged otherwise.
    func forwardCommMessage(_ request: RequestContext) {
        guard let message = commMessage(in: request) else { return }
        guard comms.target(of: message.commID) != nil else {
            logger.info("ignored comm_msg for unknown comm \(message.commID)")
            return
        }
        _ = interpreter.handleComm(.message(message), sender: commSender(for: request))
    }

    /// `comm_close {comm_id, data}`: the comm is forgotten and the interpreter told, when it was open.
    func closeComm(_ request: RequestContext) {
        guard let message = commMessage(in: request) else { return }
        guard comms.remove(message.commID) else {
            logger.info("ignored comm_close for unknown comm \(message.commID)")
            return
        }
        _ = interpreter.handleComm(.close(message), sender: commSender(for: request))
    }

    /// A sender of comm messages parented on `request`.
    func commSender(for request: RequestContext) -> any CommSender {
        IOPubCommSender(
            transport: request.transport, session: session, parent: request.token, registry: comms, logger: logger)
    }

    /// The comm message a `comm_*` request carries, or nil (logged) when it has no string `comm_id`.
    private func commMessage(in request: RequestContext) -> CommMessage? {
        let content = request.message.content
        guard let commID = content["comm_id"]?.stringValue, !commID.isEmpty else {
            logger.warning("ignored \(request.message.messageType) without a string 'comm_id'")
            return nil
        }
        return CommMessage(
            commID: commID, data: content["data"]?.objectValue ?? [:], metadata: request.message.metadata,
            buffers: request.message.buffers)
    }

    // MARK: Helpers

    /// Replies with what `body` makes of the content, or with an error reply when a field is missing or of
    /// the wrong type.
    private func answer(_ request: RequestContext, _ replyType: String, _ body: (RequestFields) throws -> JSONObject) {
        do {
            request.reply(replyType, try body(RequestFields(content: request.message.content)))
        } catch let error as RequestError {
            logger.warning("\(request.message.messageType): \(error.description)")
            request.reply(replyType, error.replyContent)
        } catch {
            request.reply(replyType, RequestError(description: "\(error)").replyContent)
        }
    }

    /// `cursor_pos` clamped into the code (counted in Unicode scalars, as protocol 5.2 says); the end when absent.
    private func cursorPosition(_ fields: RequestFields, in code: String) throws -> Int {
        let length = code.unicodeScalars.count
        return min(max(0, try fields.int("cursor_pos", default: length)), length)
    }
}
