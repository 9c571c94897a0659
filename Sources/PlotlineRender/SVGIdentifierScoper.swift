import Foundation
import Synchronization

/// Makes the element ids of an SVG document unique to one render, so that several charts inlined in one notebook
/// page never resolve each other's glyphs, clip paths or gradients: inline SVGs share the page's id space, and Cairo
/// names its definitions alike in every document (`glyph0-1`, `clip1` …); docs/displays.md, 'The bundle of a graph'.
enum SVGIdentifierScoper {
    /// Renders numbered across the process, so that two renders never share a prefix.
    private static let counter = Atomic<UInt64>(0)
    private static let processToken = String(UInt32.random(in: 0...UInt32.max), radix: 16)

    /// A prefix no other render in any process is likely to use: `plotline-<random>-<counter>-`.
    static func uniquePrefix() -> String {
        let number = counter.add(1, ordering: .relaxed).newValue
        return "plotline-\(processToken)-\(number)-"
    }

    /// The document with `prefix` added to every `id="…"` and to every reference to one
    /// (`href="#…"`, `xlink:href="#…"`, `url(#…)`).
    static func scope(_ svg: String, prefix: String) -> String {
        svg.replacingOccurrences(of: "id=\"", with: "id=\"\(prefix)")
            .replacingOccurrences(of: "href=\"#", with: "href=\"#\(prefix)")
            .replacingOccurrences(of: "url(#", with: "url(#\(prefix)")
    }
}
