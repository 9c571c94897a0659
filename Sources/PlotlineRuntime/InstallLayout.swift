import Glibc

/// Where an installed Plotline (the wheel, docs/packaging.md) keeps its files under one prefix, such as a virtual
/// environment or ~/.local: the launcher on PATH, the kernel binary it starts under libexec, and the kernelspec
/// where Jupyter looks. packaging/build_wheel.py and kernelspec/kernel.json use the same paths.
public struct InstallLayout: Sendable, Equatable {
    /// The launcher's path under the prefix.
    public static let launcherSubpath = "bin/plotline"
    /// The kernel binary's path under the prefix.
    public static let binarySubpath = "libexec/plotline/plotline"
    /// The folder of the C libraries the wheel carries, beside the binary (its RPATH is `$ORIGIN/lib`).
    public static let librarySubpath = "libexec/plotline/lib"
    /// fontconfig's configuration the wheel carries: its own fonts first, its own cache.
    public static let fontconfigSubpath = "share/plotline/fontconfig/fonts.conf"

    /// The prefix, without a trailing slash.
    public let prefix: String

    /// The layout under `prefix`.
    public init(prefix: String) {
        self.prefix = prefix.count > 1 && prefix.hasSuffix("/") ? String(prefix.dropLast()) : prefix
    }

    /// The layout whose launcher is at the absolute `launcherPath`, or nil when it is not `PREFIX/bin/plotline`.
    public init?(launcherPath: String) {
        guard let prefix = Self.prefix(of: launcherPath, subpath: Self.launcherSubpath) else { return nil }
        self.init(prefix: prefix)
    }

    /// The layout whose kernel binary is at the absolute `binaryPath`, or nil when it is not
    /// `PREFIX/libexec/plotline/plotline`.
    public init?(binaryPath: String) {
        guard let prefix = Self.prefix(of: binaryPath, subpath: Self.binarySubpath) else { return nil }
        self.init(prefix: prefix)
    }

    /// The launcher: checks the runtime libraries, then replaces itself with the kernel binary.
    public var launcherPath: String { path(Self.launcherSubpath) }
    /// The kernel binary.
    public var binaryPath: String { path(Self.binarySubpath) }
    /// The folder of the C libraries the wheel carries.
    public var libraryDirectory: String { path(Self.librarySubpath) }
    /// fontconfig's configuration the wheel carries.
    public var fontconfigFile: String { path(Self.fontconfigSubpath) }
    /// Whether this prefix holds the wheel's C libraries (a binary installed by pip, not copied by hand).
    public var carriesLibraries: Bool {
        var status = stat()
        return stat(libraryDirectory, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
    /// The Jupyter data directory holding the kernelspec (`PREFIX/share/jupyter`).
    public var jupyterDataDirectory: String { path("share/jupyter") }

    private func path(_ subpath: String) -> String {
        prefix == "/" ? "/" + subpath : prefix + "/" + subpath
    }

    private static func prefix(of path: String, subpath: String) -> String? {
        guard path.hasPrefix("/"), path.hasSuffix("/" + subpath) else { return nil }
        let prefix = String(path.dropLast(subpath.count + 1))
        return prefix.isEmpty ? "/" : prefix
    }
}
