/// The file name a debugger gives a cell's code, as JupyterLab computes it from `debugInfo`: the prefix, the
/// code's MurmurHash2 in decimal, the suffix (`/tmp/plotline_4242/1830941457.plot`). Breakpoints, stack frames and
/// `dumpCell` name cells by it.
public struct CellSourcePaths: Sendable, Equatable {
    /// `debugInfo.hashSeed`.
    public let seed: UInt32
    /// `debugInfo.tmpFilePrefix`, ending in a path separator.
    public let prefix: String
    /// `debugInfo.tmpFileSuffix`.
    public let suffix: String

    /// Paths under `directory` (a separator is added when missing) ending in `suffix`.
    public init(seed: UInt32, directory: String, suffix: String) {
        self.seed = seed
        self.prefix = directory.hasSuffix("/") ? directory : directory + "/"
        self.suffix = suffix
    }

    /// The path of a cell whose code is `code`.
    public func path(of code: String) -> String {
        prefix + String(MurmurHash2.hash(code.utf8, seed: seed)) + suffix
    }
}
