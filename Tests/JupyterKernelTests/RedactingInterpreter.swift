import JupyterKernel

/// A test interpreter with a recording policy: every cell's text is its result, and what the kernel records of it
/// has each digit replaced by `#`.
final class RedactingInterpreter: KernelInterpreter {
    /// The cells as the interpreter received them.
    private(set) var executed: [String] = []

    var kernelInfo: KernelInfo {
        KernelInfo(implementation: "redacting", implementationVersion: "1.0", languageInfo: ["name": "redacting"], banner: "")
    }

    func execute(_ request: ExecuteRequest, output: any ExecutionOutput) -> ExecutionOutcome {
        executed.append(request.code)
        output.executeResult(.plainText(request.code), displayID: nil)
        return .ok(payload: [], userExpressions: [:])
    }

    /// Digits become `#`.
    func recordedText(of text: String) -> String {
        String(text.map { $0.isNumber ? "#" : $0 })
    }

    func interrupt() {}
}
