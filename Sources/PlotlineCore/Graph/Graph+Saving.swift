import Foundation
import PlotlineValues

extension Graph {
    /// Renders the graph through its session's renderer in the format the file extension names
    /// (`.png` at the session's scale, `.svg`, `.pdf`) and writes it.
    ///
    /// - Throws: `ValueError` for an unknown extension, `IOError` when no renderer is installed or the file cannot
    ///   be written.
    public func save(_ path: String) throws {
        let pathExtension = (path as NSString).pathExtension
        guard let format = ImageFormat(pathExtension: pathExtension) else {
            throw ModelError(
                .valueError, "cannot save a graph as '.\(pathExtension)'",
                hint: "use a file name ending in .png, .svg or .pdf")
        }
        guard let renderer = context.renderer else {
            throw ModelError(.ioError, "cannot save '\(path)': no renderer is installed")
        }
        let image = try renderer.render(self, as: format, scale: context.scale)
        do {
            try Data(image.data).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw ModelError(.ioError, "cannot write '\(path)': \(error.localizedDescription)")
        }
    }

    /// A one-line description: type, title, size, ranges and plots.
    var graphSummary: String {
        var parts = ["\(typeDescriptor.name)"]
        if let title, !title.isEmpty { parts.append("\"\(title)\"") }
        parts.append("\(formatNumber(width))×\(formatNumber(height))")
        var text = parts.joined(separator: " ")
        if let space = defaultPlotSpace {
            text += ", x \(Graph.rangeText(space.xRange)), y \(Graph.rangeText(space.yRange))"
        }
        let plots = allPlots.map { plot in "\(plot.displayName) (\(plot.dataCount) points)" }
        text += plots.isEmpty ? ", no plots" : ", plots: " + plots.joined(separator: ", ")
        return text
    }

    private static func rangeText(_ range: PlotRange) -> String {
        "\(formatNumber(range.location))…\(formatNumber(range.end))"
    }
}
