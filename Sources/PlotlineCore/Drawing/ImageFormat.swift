/// An output format for rendered graphs.
public enum ImageFormat: String, Sendable, CaseIterable {
    /// A bitmap at a pixel scale (2 for retina displays).
    case png
    /// Scalable vector graphics, with element ids unique per render.
    case svg
    /// A one-page PDF document.
    case pdf

    /// The MIME type of the format (`image/png`, `image/svg+xml`, `application/pdf`).
    public var mimeType: String {
        switch self {
        case .png: return "image/png"
        case .svg: return "image/svg+xml"
        case .pdf: return "application/pdf"
        }
    }

    /// The format a file name's extension names (case-insensitive), or nil.
    public init?(pathExtension: String) {
        self.init(rawValue: pathExtension.lowercased())
    }
}
