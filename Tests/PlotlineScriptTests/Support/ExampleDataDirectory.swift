import Foundation

/// A temporary working directory whose `data/` holds copies of files from notebooks/data, so examples that read
/// `Feed(csv: "data/test_runs.csv")` run as they do in a notebook; the previous working directory comes back
/// when it is closed.
final class ExampleDataDirectory {
    /// The package root (three levels above this file).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The temporary directory, the working directory while open.
    let url: URL
    private let previous: String

    /// Copies `files` of notebooks/data into a new temporary directory's `data/` and makes it the working one.
    init(copying files: [String]) throws {
        let manager = FileManager.default
        url = manager.temporaryDirectory.appendingPathComponent("plotline-examples-\(UUID().uuidString)")
        let data = url.appendingPathComponent("data")
        try manager.createDirectory(at: data, withIntermediateDirectories: true)
        for file in files {
            try manager.copyItem(
                at: Self.root.appendingPathComponent("notebooks/data/\(file)"), to: data.appendingPathComponent(file))
        }
        previous = manager.currentDirectoryPath
        _ = manager.changeCurrentDirectoryPath(url.path)
    }

    /// The rows of a copied CSV file after its header, split at commas.
    func rows(of file: String) throws -> [[String]] {
        let text = try String(contentsOf: url.appendingPathComponent("data/\(file)"), encoding: .utf8)
        return text.split(separator: "\n").dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
    }

    /// Restores the previous working directory and removes the temporary one.
    func close() {
        _ = FileManager.default.changeCurrentDirectoryPath(previous)
        try? FileManager.default.removeItem(at: url)
    }
}
