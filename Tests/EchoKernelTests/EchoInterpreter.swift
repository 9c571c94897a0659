import JupyterKernel

/// The smallest language there is: a cell's text is its own output, once on stdout and once as the cell's result.
/// It has no state, so the kernel's threads may share it.
final class EchoInterpreter: KernelInterpreter, Sendable {
    /// What `kernel_info_reply` says about the echo language.
    var kernelInfo: KernelInfo {
        KernelInfo(
            implementation: "echo-kernel",
            implementationVersion: "1.0",
            languageInfo: ["name": "echo", "version": "1.0", "mimetype": "text/plain", "file_extension": ".txt"],
            banner: "Echo: every cell answers with itself."
        )
    }

    /// Streams the cell to stdout and returns it as the `execute_result`.
    func execute(_ request: ExecuteRequest, output: any ExecutionOutput) -> ExecutionOutcome {
        output.stream(.stdout, request.code)
        output.executeResult(.plainText(request.code), displayID: nil)
        return .ok(payload: [], userExpressions: [:])
    }

    /// Nothing runs long enough to interrupt.
    func interrupt() {}
}
