import Foundation
import JupyterKernel

/// A test interpreter: `print TEXT` streams TEXT; `block` waits until `interrupt()` is called and then fails with
/// `Interrupted`; anything else does nothing.
final class TestInterpreter: KernelInterpreter, @unchecked Sendable {
    private let interrupted = DispatchSemaphore(value: 0)
    /// Signalled when a `block` cell starts waiting.
    let blocking = DispatchSemaphore(value: 0)

    var kernelInfo: KernelInfo {
        KernelInfo(
            implementation: "zmq-test",
            implementationVersion: "0.1",
            languageInfo: ["name": "test", "file_extension": ".t"],
            banner: "test"
        )
    }

    func execute(_ request: ExecuteRequest, output: any ExecutionOutput) -> ExecutionOutcome {
        for line in request.code.split(separator: "\n") {
            if line.hasPrefix("print ") { output.stream(.stdout, String(line.dropFirst(6))) }
            if line == "block" {
                blocking.signal()
                interrupted.wait()
                return .error(CellError(name: "Interrupted", value: "interrupted", traceback: []))
            }
        }
        return .ok(payload: [], userExpressions: [:])
    }

    func interrupt() {
        interrupted.signal()
    }
}
