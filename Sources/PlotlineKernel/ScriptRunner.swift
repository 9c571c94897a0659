import Foundation
import PlotlineCore
import PlotlineScript
import PlotlineValues

/// Runs a whole script outside Jupyter (`plotline run`): prints go to the process's stdout and stderr,
/// and the last graph the script shows is kept for saving.
public final class ScriptRunner {
    /// What running a script produced.
    public struct Outcome {
        /// The last graph displayed or left as the script's last expression.
        public var lastGraph: Graph?
        /// The rendered error, if the script failed.
        public var error: String?
    }

    private let session = Session(types: ModelTypes.all)
    private let renderer: any GraphRenderer

    /// Makes a runner drawing through `renderer` (installed in its session's context too, for snapshots,
    /// `graph.save` and text measurement).
    public init(renderer: any GraphRenderer) {
        self.renderer = renderer
        session.context.renderer = renderer
    }

    /// Runs `source`; errors name the script as `name`.
    public func run(source: String, name: String) -> Outcome {
        let host = TerminalHost()
        switch session.run(source, cellName: name, host: host) {
        case .completed(let result):
            if let result {
                if let graph = result.graph {
                    host.lastGraph = graph
                } else {
                    host.write(displayText(of: result) + "\n", to: .stdout)
                }
            }
            return Outcome(lastGraph: host.lastGraph, error: nil)
        case .failed(let error):
            return Outcome(lastGraph: host.lastGraph, error: error.traceback.joined(separator: "\n"))
        }
    }

    /// Renders `graph` into `path` in the format its extension names.
    public func save(_ graph: Graph, to path: String, scale: Double) throws {
        let pathExtension = (path as NSString).pathExtension
        guard let format = ImageFormat(pathExtension: pathExtension) else {
            throw ModelError(.ioError, "cannot tell the format of '\(path)'", hint: "use .png, .svg or .pdf")
        }
        let image = try session.perform { Result { try renderer.render(graph, as: format, scale: scale) } }.get()
        do {
            try Data(image.data).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw ModelError(.ioError, "cannot write \(path): \(error.localizedDescription)")
        }
    }
}

/// A session host for terminals: prints as they are, displays as text, remembering the last graph.
private final class TerminalHost: SessionHost {
    var lastGraph: Graph?

    func write(_ text: String, to stream: OutputStreamName) {
        let handle = stream == .stderr ? FileHandle.standardError : FileHandle.standardOutput
        handle.write(Data(text.utf8))
    }

    func display(_ value: Value) throws {
        if let graph = value.graph {
            lastGraph = graph
        }
        write(displayText(of: value) + "\n", to: .stdout)
    }

    func clearOutput(wait: Bool) {}
}
