import Foundation

/// The themes registered by name in this process (Core Plot's `+registerTheme:`), besides the built-in ones.
enum ThemeRegistry {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var themes: [String: Theme] = [:]

    /// Registers `theme` under `name`, replacing any theme registered under it before.
    static func register(_ theme: Theme, as name: String) {
        lock.lock()
        defer { lock.unlock() }
        themes[name] = theme
    }

    /// The theme registered under `name`, or nil.
    static func theme(named name: String) -> Theme? {
        lock.lock()
        defer { lock.unlock() }
        return themes[name]
    }

    /// Every registered name, sorted.
    static var names: [String] {
        lock.lock()
        defer { lock.unlock() }
        return themes.keys.sorted()
    }
}
