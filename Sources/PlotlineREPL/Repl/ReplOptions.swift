/// What `plotline repl` was asked for on its command line.
public struct ReplOptions: Equatable, Sendable {
    /// How charts are shown, or nil to detect it from the terminal.
    public var images: GraphicsProtocol?
    /// The history file, or nil for `$XDG_DATA_HOME/plotline/repl_history` (`~/.local/share/...`).
    public var historyPath: String?
    /// False to keep no history file (the session still has Up and Ctrl-R for its own inputs).
    public var savesHistory: Bool

    /// Makes options; the defaults detect images and keep history in the default file.
    public init(images: GraphicsProtocol? = nil, historyPath: String? = nil, savesHistory: Bool = true) {
        self.images = images
        self.historyPath = historyPath
        self.savesHistory = savesHistory
    }
}
