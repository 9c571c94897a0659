import Foundation

/// One gallery chart: a `.plot` script whose last shown graph is the chart.
struct GalleryScript {
    /// The file name without `.plot`; the golden image has the same name.
    let name: String
    /// The script's text.
    let source: String

    /// Every script in `docs/gallery`, sorted by name.
    static func all() throws -> [GalleryScript] {
        let files = try FileManager.default.contentsOfDirectory(at: GalleryPaths.scripts, includingPropertiesForKeys: nil)
        return try files.filter { $0.pathExtension == "plot" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
            .map { url in
                GalleryScript(
                    name: url.deletingPathExtension().lastPathComponent,
                    source: try String(contentsOf: url, encoding: .utf8))
            }
    }
}
