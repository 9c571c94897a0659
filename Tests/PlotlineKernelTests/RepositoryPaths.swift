import Foundation

/// Files of the repository the kernel's tests compare with what the kernel embeds or installs.
enum RepositoryPaths {
    /// The package root (three levels above this file).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A file or folder by its path from the root.
    static func url(_ path: String) -> URL {
        root.appendingPathComponent(path)
    }
}
