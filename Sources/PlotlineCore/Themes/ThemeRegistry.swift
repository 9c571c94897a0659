import Foundation

/// The themes registered by name in one session (Core Plot's `+registerTheme:`), besides the built-in ones; each
/// session's `ModelContext` has its own.
///
/// `@unchecked Sendable`: its only mutable state, `themes`, is read and written under `lock`.
public final class ThemeRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var themes: [String: Theme] = [:]

    /// An empty registry.
    public init() {}

    /// Registers `theme` under `name`, replacing any theme registered under it before.
    public func register(_ theme: Theme, as name: String) {
        lock.lock()
        defer { lock.unlock() }
        themes[name] = theme
    }

    /// The theme registered under `name`, or nil.
    public func theme(named name: String) -> Theme? {
        lock.lock()
        defer { lock.unlock() }
        return themes[name]
    }

    /// Every registered name, sorted.
    public var names: [String] {
        lock.lock()
        defer { lock.unlock() }
        return themes.keys.sorted()
    }
}
