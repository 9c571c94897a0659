import Foundation

/// Makes the element ids of an SVG document unique to one render, so that several charts inlined in one notebook
/// page never resolve each other's glyphs, clip paths or gradients (Jupyter pitfall P8).
enum SVGIdentifierScoper {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var counter: UInt64 = 0
    private static let processToken = String(UInt32.random(in: 0...UInt32.max), radix: 16)

    /// A prefix no other render in any process is likely to use: `plotline-<random>-<counter>-`.
    static func uniquePrefix() -> String {
        lock.lock()
        counter &+= 1
        let number = counter
        lock.unlock()
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
