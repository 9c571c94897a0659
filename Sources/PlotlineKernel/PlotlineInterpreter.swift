import JupyterKernel
import PlotlineCore
import PlotlineScript

/// Plotline's side of the Jupyter kernel: runs cells in one persistent session and turns what they show into
/// MIME bundles, keeping every displayed graph live.
public final class PlotlineInterpreter: KernelInterpreter {
    /// The session every cell runs in.
    public let session: Session
    private let bundler: DisplayBundler
    private let liveDisplays = LiveDisplayRegistry()

    /// Makes an interpreter drawing through `renderer`.
    public init(renderer: any GraphRenderer) {
        self.session = Session(types: ModelTypes.all)
        self.bundler = DisplayBundler(renderer: renderer)
    }

    /// The kernel's and the language's description for `kernel_info_reply`.
    public var kernelInfo: KernelInfo { PlotlineInterpreter.info }

    /// Runs one cell: outputs as they happen, the last expression as `execute_result`, then one update per
    /// changed graph for each of its live displays.
    public func execute(_ request: ExecuteRequest, output: any ExecutionOutput) -> ExecutionOutcome {
        let host = CellHost(output: output, bundler: bundler, liveDisplays: liveDisplays, session: session)
        host.isSilent = request.silent
        let outcome = session.run(request.code, cellName: "cell [\(request.executionCount)]", host: host)
        switch outcome {
        case .completed(let result):
            if let result, !request.silent {
                host.showResult(result)
            }
            liveDisplays.publishChanges(through: output, bundler: bundler, settings: session.settings)
            return .ok(payload: host.payload, userExpressions: [:])
        case .failed(let error):
            liveDisplays.publishChanges(through: output, bundler: bundler, settings: session.settings)
            return .error(CellError(name: error.ename, value: error.evalue, traceback: error.traceback))
        }
    }

    /// Stops the running cell with an `Interrupted` error.
    public func interrupt() {
        session.interrupt()
    }

    private static let info = KernelInfo(
        implementation: "plotline",
        implementationVersion: PlotlineVersion.current,
        languageInfo: [
            "name": "plotline",
            "version": .string(PlotlineVersion.language),
            "mimetype": "text/x-plotline",
            "file_extension": ".plot",
            "pygments_lexer": "swift",
            "codemirror_mode": "swift",
            "nbconvert_exporter": "script",
        ],
        banner: """
            Plotline \(PlotlineVersion.current): Core Plot charts in a Swift-flavoured language.
            Try: let g = XYGraph(); g.add(ScatterPlot(identifier: "y", x: [1, 2, 3], y: [2, 4, 3])); g
            """
    )
}
