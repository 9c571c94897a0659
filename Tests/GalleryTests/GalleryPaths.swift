import Foundation

/// Where the gallery's scripts, goldens, notebook and failure output live.
enum GalleryPaths {
    /// The package root (three levels above this file).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// `docs/gallery`, holding one `.plot` script per chart.
    static let scripts = root.appendingPathComponent("docs/gallery")
    /// `Tests/GalleryTests/Goldens`, holding one recorded `<name>.png` per script.
    static let goldens = root.appendingPathComponent("Tests/GalleryTests/Goldens")
    /// `notebooks/gallery.ipynb`.
    static let notebook = root.appendingPathComponent("notebooks/gallery.ipynb")
    /// The notebook generator, `docs/gallery/make_notebook.py`.
    static let notebookGenerator = scripts.appendingPathComponent("make_notebook.py")
    /// Where actual images and difference highlights of failing charts are written.
    static let failures = FileManager.default.temporaryDirectory.appendingPathComponent("plotline-gallery")

    /// The golden image of a chart.
    static func golden(named name: String) -> URL {
        goldens.appendingPathComponent("\(name).png")
    }
}
