import PlotlineCore
import PlotlineScript
import PlotlineValues

/// A session host that keeps printed text and the last graph shown.
final class GalleryHost: SessionHost {
    /// The last graph passed to `display`.
    private(set) var lastGraph: Graph?
    /// Everything printed, both streams.
    private(set) var printed = ""

    func write(_ text: String, to stream: OutputStreamName) {
        printed += text
    }

    func display(_ value: Value) throws {
        if case .object(let object) = value, let graph = object as? Graph { lastGraph = graph }
    }

    func clearOutput(wait: Bool) {}
}
