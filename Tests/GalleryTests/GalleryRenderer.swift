import PlotlineTestSupport
import Foundation
import PlotlineCore
import PlotlineRender
import PlotlineScript

/// Runs gallery scripts in a real session and renders their charts with cairo.
enum GalleryRenderer {
    /// The PNG pixel scale of goldens (1 keeps them small; the layout is the same at every scale).
    static let scale = 1.0

    /// A failure to produce a chart, with the script's error.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// A chart and the session that made it, which must live while the chart is drawn (label formatter
    /// closures run in it).
    struct Chart {
        let graph: Graph
        let session: Session
    }

    /// The graph a script shows last (its final expression, or the last `display(...)`), with its session.
    static func chart(for script: GalleryScript) throws -> Chart {
        let session = Session(types: ModelTypes.all)
        session.context.renderer = CairoGraphRenderer()
        let host = RecordingHost()
        switch session.run(script.source, cellName: "\(script.name).plot", host: host) {
        case .completed(let result):
            if case .object(let object)? = result, let graph = object as? Graph { return Chart(graph: graph, session: session) }
            if let graph = host.lastGraph { return Chart(graph: graph, session: session) }
            throw Failure(description: "\(script.name).plot shows no graph: end it with the graph")
        case .failed(let error):
            throw Failure(description: error.traceback.joined(separator: "\n"))
        }
    }

    /// The chart rendered to a PNG at the gallery scale and decoded.
    static func png(of graph: Graph) throws -> (data: [UInt8], image: RasterImage) {
        let image = try CairoGraphRenderer().render(graph, as: .png, scale: scale)
        return (image.data, try RasterImage(pngData: image.data))
    }

    /// The chart rendered to SVG.
    static func svg(of graph: Graph) throws -> [UInt8] {
        try CairoGraphRenderer().render(graph, as: .svg, scale: 1).data
    }

    /// An SVG document rasterised by `rsvg-convert` at the gallery scale.
    static func rasterize(svg: [UInt8], width: Double, height: Double) throws -> RasterImage {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("plotline-svg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let input = directory.appendingPathComponent("chart.svg")
        let output = directory.appendingPathComponent("chart.png")
        try Data(svg).write(to: input)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "rsvg-convert", "--width", String(Int((width * scale).rounded())),
            "--height", String(Int((height * scale).rounded())), "--output", output.path, input.path,
        ]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            throw Failure(description: "rsvg-convert failed (install librsvg2-bin: make deps): \(message)")
        }
        return try RasterImage(pngData: Array(try Data(contentsOf: output)))
    }
}
