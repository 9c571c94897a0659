import Synchronization

/// The themes registered by name in one session (Core Plot's `+registerTheme:`), besides the built-in ones; each
/// session's `ModelContext` has its own. Any thread may use it.
public final class ThemeRegistry: Sendable {
    private let themes = Mutex<[String: Theme]>([:])

    /// An empty registry.
    public init() {}

    /// Registers `theme` under `name`, replacing any theme registered under it before.
    public func register(_ theme: Theme, as name: String) {
        themes.withLock { $0[name] = theme }
    }

    /// The theme registered under `name`, or nil.
    public func theme(named name: String) -> Theme? {
        themes.withLock { $0[name] }
    }

    /// Every registered name, sorted.
    public var names: [String] {
        themes.withLock { $0.keys.sorted() }
    }
}
