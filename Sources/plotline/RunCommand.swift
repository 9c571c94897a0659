import ArgumentParser
import Foundation
import PlotlineCore
import PlotlineKernel
import PlotlineRender

/// `plotline run FILE.plot -o OUT.png`: runs a script and saves the last graph it showed.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a Plotline script and save the last graph it shows (.png, .svg or .pdf)."
    )

    @Argument(help: "The script to run.")
    var script: String

    @Option(name: [.short, .customLong("output")], help: "Where to save the graph; the extension picks the format.")
    var output: String?

    @Option(help: "Pixels per point for PNG output.")
    var scale: Double = 2

    @Flag(help: "Print how long running the script, drawing, encoding and saving took, to stderr.")
    var timings = false

    func validate() throws {
        if let output, ImageFormat(pathExtension: (output as NSString).pathExtension) == nil {
            throw ValidationError("cannot tell the format of '\(output)': use a .png, .svg or .pdf file name")
        }
        guard scale > 0, scale <= 16 else { throw ValidationError("--scale must be between 0 and 16") }
    }

    func run() throws {
        let renderer = CairoGraphRenderer()
        let runner = ScriptRunner(renderer: renderer)
        let source: String
        do {
            source = try String(contentsOfFile: script, encoding: .utf8)
        } catch {
            throw RunCommandError("cannot read \(script): \(error.localizedDescription)")
        }
        let scriptStart = DispatchTime.now()
        let outcome = runner.run(source: source, name: (script as NSString).lastPathComponent)
        let scriptSeconds = RunCommand.seconds(since: scriptStart)
        if let failure = outcome.error {
            FileHandle.standardError.write(Data((failure + "\n").utf8))
            throw ExitCode(1)
        }
        guard let output else { return }
        guard let graph = outcome.lastGraph else {
            throw RunCommandError("\(script) shows no graph: end it with the graph's name, or call display(graph)")
        }
        let saveStart = DispatchTime.now()
        try runner.save(graph, to: output, scale: scale)
        let saveSeconds = RunCommand.seconds(since: saveStart)
        if timings {
            let render = renderer.lastTimings ?? RenderTimings(draw: 0, encode: 0)
            let line = String(
                format: "plotline-timings script_ms=%.1f draw_ms=%.1f encode_ms=%.1f save_ms=%.1f\n",
                scriptSeconds * 1000, render.draw * 1000, render.encode * 1000, saveSeconds * 1000)
            FileHandle.standardError.write(Data(line.utf8))
        }
        // Everything is written: leave without tearing down the session, whose values may hold millions of
        // numbers (freeing them one by one takes longer than drawing the chart).
        Foundation.exit(EXIT_SUCCESS)
    }

    private static func seconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }
}

/// A failure of `plotline run` with a message for the user.
struct RunCommandError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
