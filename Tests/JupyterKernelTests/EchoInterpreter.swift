import JupyterKernel

/// A test interpreter whose cells are one command per line:
/// `print TEXT`, `eprint TEXT`, `display TEXT`, `update TEXT`, `result TEXT`, `live TEXT` (a result with a display
/// id), `clear`, `input PROMPT` (prints the answer), `nan` (a display whose metadata holds NaN), `fail TEXT`.
/// It has one comm target, `echo`, whose comms answer each message with its data and its buffers reversed; a
/// message whose data has `"later": true` is answered in the next idle work instead, as a widget's frame is.
final class EchoInterpreter: KernelInterpreter {
    private(set) var commEvents: [CommEvent] = []
    private(set) var executed: [ExecuteRequest] = []
    private(set) var interruptCount = 0
    private(set) var shutdowns: [Bool] = []
    private(set) var idleWorkCount = 0
    /// Messages to answer in the next idle work.
    private var answersOwed: [CommMessage] = []

    var kernelInfo: KernelInfo {
        KernelInfo(
            implementation: "echo",
            implementationVersion: "1.0",
            languageInfo: ["name": "echo", "version": "1.0", "mimetype": "text/plain", "file_extension": ".echo"],
            banner: "Echo test kernel",
            helpLinks: [(text: "Echo", url: "https://example.org/echo")]
        )
    }

    func execute(_ request: ExecuteRequest, output: any ExecutionOutput) -> ExecutionOutcome {
        executed.append(request)
        for line in request.code.split(separator: "\n") {
            let (command, argument) = split(line)
            switch command {
            case "print": output.stream(.stdout, argument)
            case "eprint": output.stream(.stderr, argument)
            case "display": output.display(.plainText(argument), displayID: "d-\(argument)")
            case "update": output.updateDisplay(.plainText(argument), displayID: "d-\(argument)")
            case "result": output.executeResult(.plainText(argument), displayID: nil)
            case "live": output.executeResult(.plainText(argument), displayID: "d-\(argument)")
            case "clear": output.clearOutput(wait: true)
            case "nan": output.display(MIMEBundle(data: ["text/plain": "x"], metadata: ["w": .double(.nan)]), displayID: nil)
            case "input":
                do {
                    output.stream(.stdout, try output.requestInput(prompt: argument, password: false))
                } catch let error as CellError {
                    return .error(error)
                } catch {
                    return .error(CellError(name: "Error", value: "\(error)", traceback: []))
                }
            case "fail": return .error(CellError(name: "TestError", value: argument, traceback: ["TestError: \(argument)"]))
            default: break
            }
        }
        return .ok(payload: [], userExpressions: [:])
    }

    /// Offers `echo` and `eprint` for a prefix of them; the cursor is passed through.
    func complete(code: String, cursorPosition: Int) -> CompletionResult {
        let word = String(code.unicodeScalars.prefix(cursorPosition).split(separator: " ").last.map(String.init) ?? "")
        let matches = ["echo", "eprint"].filter { $0.hasPrefix(word) }
        return CompletionResult(matches: matches, cursorStart: cursorPosition - word.unicodeScalars.count, cursorEnd: cursorPosition)
    }

    /// Found for `name`, with the detail level in the text.
    func inspect(code: String, cursorPosition: Int, detailLevel: Int) -> InspectionResult {
        guard code.hasPrefix("name") else { return InspectionResult(found: false, bundle: MIMEBundle()) }
        return InspectionResult(found: true, bundle: .plainText("name at \(cursorPosition), detail \(detailLevel)"))
    }

    /// A trailing backslash continues the cell; `!` is invalid.
    func isComplete(code: String) -> IsCompleteResult {
        if code.hasSuffix("\\") { return .incomplete(indent: "  ") }
        return code.contains("!") ? .invalid : .complete
    }

    func interrupt() { interruptCount += 1 }

    func performIdleWork(publisher: any DisplayPublisher) -> ContinuousClock.Instant? {
        idleWorkCount += 1
        let sender = publisher.comms(parent: .empty)
        for message in answersOwed { sender.send(message) }
        answersOwed.removeAll()
        return nil
    }

    func shutdown(restart: Bool) { shutdowns.append(restart) }

    func handleComm(_ event: CommEvent, sender: any CommSender) -> Bool {
        commEvents.append(event)
        switch event {
        case .open(let target, _): return target == "echo"
        case .message(let message):
            let answer = CommMessage(commID: message.commID, data: message.data, buffers: message.buffers.reversed())
            if message.data["later"] == true { answersOwed.append(answer) } else { sender.send(answer) }
            return true
        case .close, .inquiry: return true
        }
    }

    private func split(_ line: Substring) -> (command: String, argument: String) {
        guard let space = line.firstIndex(of: " ") else { return (String(line), "") }
        return (String(line[..<space]), String(line[line.index(after: space)...]))
    }
}
