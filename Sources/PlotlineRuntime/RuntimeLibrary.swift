/// A shared library the `plotline` binary needs from the system, with the Debian package that installs it. glibc's
/// own libraries are never listed: nothing runs without them.
public struct RuntimeLibrary: Sendable, Equatable {
    /// The name the dynamic loader looks for, e.g. `libzmq.so.5`.
    public let soname: String
    /// What Plotline uses it for, for people reading a report.
    public let purpose: String
    /// The Debian package that installs it.
    public let package: String

    /// Makes a table entry.
    public init(_ soname: String, _ purpose: String, package: String) {
        self.soname = soname
        self.purpose = purpose
        self.package = package
    }

    /// What the binary installed from the wheel needs from the system: the libraries the manylinux policy expects
    /// every system to have and the wheel does not carry (packaging/build_wheel.py refuses a wheel whose files
    /// need any other, and the launcher checks these before it starts the binary).
    public static let system: [RuntimeLibrary] = [
        RuntimeLibrary("libstdc++.so.6", "the C++ runtime, under ZeroMQ", package: "libstdc++6"),
        RuntimeLibrary("libgcc_s.so.1", "GCC's runtime support", package: "libgcc-s1"),
        RuntimeLibrary("libz.so.1", "zlib, compression", package: "zlib1g"),
        RuntimeLibrary("libexpat.so.1", "Expat, which reads fontconfig's configuration", package: "libexpat1"),
    ]

    /// Every library a development build links beyond the C and C++ runtimes, from Debian's packages, in the order
    /// they are checked (a test compares this table with the binary's `DT_NEEDED` entries).
    public static let all: [RuntimeLibrary] = [
        RuntimeLibrary("libglib-2.0.so.0", "GLib, under Pango", package: "libglib2.0-0"),
        RuntimeLibrary("libgobject-2.0.so.0", "GObject, under Pango", package: "libglib2.0-0"),
        RuntimeLibrary("libfreetype.so.6", "FreeType, fonts and line strokes", package: "libfreetype6"),
        RuntimeLibrary("libharfbuzz.so.0", "HarfBuzz, text shaping", package: "libharfbuzz0b"),
        RuntimeLibrary("libcairo.so.2", "Cairo, drawing", package: "libcairo2"),
        RuntimeLibrary("libpango-1.0.so.0", "Pango, text layout", package: "libpango-1.0-0"),
        RuntimeLibrary("libpangocairo-1.0.so.0", "Pango's Cairo renderer", package: "libpangocairo-1.0-0"),
        RuntimeLibrary("libspng.so.0", "libspng, PNG decoding", package: "libspng0"),
        RuntimeLibrary("libsqlite3.so.0", "SQLite, database feeds", package: "libsqlite3-0"),
        RuntimeLibrary("libpq.so.5", "libpq, PostgreSQL feeds", package: "libpq5"),
        RuntimeLibrary("libz.so.1", "zlib, PNG checksums", package: "zlib1g"),
        RuntimeLibrary("libzmq.so.5", "ZeroMQ, the Jupyter transport", package: "libzmq5"),
    ]

    /// The table for the kernel binary or launcher at `path`: `system` when it is installed from the wheel with its
    /// libraries beside it, else `all`.
    public static func needed(byProgramAt path: String) -> [RuntimeLibrary] {
        guard let layout = InstallLayout(binaryPath: path) ?? InstallLayout(launcherPath: path),
            layout.carriesLibraries
        else { return all }
        return system
    }
}
