import Foundation
import JupyterKernel

/// A test interpreter with one command per line: `print TEXT` (stdout), `eprint TEXT` (stderr), `display TEXT`
/// (display_data), `result TEXT` (execute_result), `clear` (clear_output), `fail TEXT` (an error), and `block`,
/// which waits until `interrupt()` is called and then fails with `Interrupted`, and `stubborn`, which ignores
/// interrupts and waits until `release()`.
final class TestInterpreter: KernelInterpreter, Sendable {
    private let interrupted = DispatchSemaphore(value: 0)
    private let released = DispatchSemaphore(value: 0)
    /// Signalled when a `block` cell starts waiting.
    let blocking = DispatchSemaphore(value: 0)

    var kernelInfo: KernelInfo {
        KernelInfo(
            implementation: "zmq-test",
            implementationVersion: "0.1",
            languageInfo: [
                "name": "test", "version": "0.1", "mimetype": "text/plain", "file_extension": ".t",
                "pygments_lexer": "text", "codemirror_mode": "null", "nbconvert_exporter": "script",
            ],
            banner: "test"
        )
    }

    func execute(_ request: ExecuteRequest, output: any ExecutionOutput) -> ExecutionOutcome {
        for line in request.code.split(separator: "\n") {
            let (command, argument) = split(line)
            switch command {
            case "print": output.stream(.stdout, argument + "\n")
            case "eprint": output.stream(.stderr, argument + "\n")
            case "display": output.display(.plainText(argument), displayID: nil)
            case "result": output.executeResult(.plainText(argument), displayID: nil)
            case "clear": output.clearOutput(wait: false)
            case "fail": return .error(CellError(name: "TestError", value: argument, traceback: [argument]))
            case "block":
                blocking.signal()
                interrupted.wait()
                return .error(CellError(name: "Interrupted", value: "interrupted", traceback: []))
            case "stubborn":
                blocking.signal()
                released.wait()
            default: break
            }
        }
        return .ok(payload: [], userExpressions: [:])
    }

    func interrupt() {
        interrupted.signal()
    }

    /// Ends a `stubborn` cell.
    func release() {
        released.signal()
    }

    private func split(_ line: Substring) -> (command: String, argument: String) {
        guard let space = line.firstIndex(of: " ") else { return (String(line), "") }
        return (String(line[..<space]), String(line[line.index(after: space)...]))
    }
}
