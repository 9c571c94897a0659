import Foundation
import InterchangeFormats
import JupyterKernel
import PlotlineCore
import PlotlineFeeds
import PlotlineScript
import PlotlineValues

/// Turns a graph into the MIME bundle Jupyter shows (the formats the session asks for, and always `text/plain`),
/// and a feed into its table (`text/html` and `text/plain`).
final class DisplayBundler {
    private let renderer: any GraphRenderer

    init(renderer: any GraphRenderer) {
        self.renderer = renderer
    }

    /// Columns of the braille drawing that stands for a chart in `text/plain` (consoles, text exports).
    static let textColumns = 72

    /// Renders `graph` in every format of `session.formats`; PNG carries its size in points and its alt text as
    /// metadata, and `text/plain` is a braille drawing of the chart so that consoles show it too.
    func bundle(for graph: Graph, settings: SessionSettings) throws -> MIMEBundle {
        var bundle = MIMEBundle.plainText(graph.textDrawing(columns: Self.textColumns))
        for format in settings.imageFormats {
            add(try renderer.render(graph, as: format, scale: settings.scale), alt: graph.alternativeText, to: &bundle)
        }
        return bundle
    }

    /// A snapshot's images as they were rendered when it was taken, with its braille drawing.
    func bundle(for snapshot: Snapshot) -> MIMEBundle {
        var bundle = MIMEBundle.plainText(snapshot.text)
        for image in snapshot.images { add(image, alt: snapshot.alternativeText, to: &bundle) }
        return bundle
    }

    /// A feed as a table: the HTML table of its first and last records beside the text preview (docs/feeds.md,
    /// "A feed as a table").
    func bundle(for feed: Feed) -> MIMEBundle {
        let preview = FeedTablePreview(feed)
        return MIMEBundle(data: ["text/html": .string(preview.html), "text/plain": .string(preview.text)])
    }

    private func add(_ image: RenderedImage, alt: String, to bundle: inout MIMEBundle) {
        switch image.format {
        case .png:
            bundle.data["image/png"] = .string(Data(image.data).base64EncodedString())
            bundle.metadata["image/png"] = [
                "width": JSONValue(points: image.pointSize.width),
                "height": JSONValue(points: image.pointSize.height),
                "alt": .string(alt),
            ]
        case .svg:
            bundle.data["image/svg+xml"] = .string(String(decoding: image.data, as: UTF8.self))
        case .pdf:
            bundle.data["application/pdf"] = .string(Data(image.data).base64EncodedString())
        }
    }
}

extension JSONValue {
    /// A size in points: an integer when whole, as front ends expect.
    init(points: Double) {
        if points.rounded() == points, abs(points) < 1e9 {
            self = .int(Int(points))
        } else {
            self = .double(points)
        }
    }
}
