/// A shared library the `plotline` binary links (one of its ELF `DT_NEEDED` entries), with the Debian package
/// that installs it. The C and C++ runtimes (glibc, libstdc++, libgcc_s) are not listed: apt itself needs them.
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

    /// Every library the release binary links beyond the C and C++ runtimes, in the order they are checked
    /// (a test compares this table with the binary's `DT_NEEDED` entries).
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
}
