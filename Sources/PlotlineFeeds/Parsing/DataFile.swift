import Foundation
import PlotlineValues

/// Finds and reads data files. A relative path resolves against the process's current directory, which Jupyter
/// sets to the notebook's folder when it starts a kernel; `~` is the home directory.
public enum DataFile {
    /// The absolute path a user's path names.
    public static func resolve(_ path: String) -> String {
        let expanded = NSString(string: path).expandingTildeInPath
        if expanded.hasPrefix("/") { return NSString(string: expanded).standardizingPath }
        let directory = FileManager.default.currentDirectoryPath
        return NSString(string: (directory as NSString).appendingPathComponent(expanded)).standardizingPath
    }

    /// Calls `body` with the bytes of a file as UTF-8 text (a gzip file inflated, UTF-16 or Latin-1 recoded; see
    /// `DataInput`), read into memory once and not copied again. The running cell's memory budget is asked for the
    /// bytes as they are read, and for as much again for what is built from them.
    ///
    /// - Throws: an `IOError` naming the path as given and the directory it was looked for in; a `DataError` for a
    ///   corrupt gzip file; a `MemoryError`.
    public static func withContents<Result>(
        of path: String, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) throws -> Result {
        try withContents(of: try DataInput.file(path), body)
    }

    /// Calls `body` with all of an input's bytes as UTF-8 text (see `withContents(of:_:)`).
    static func withContents<Result>(
        of input: DataInput, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) throws -> Result {
        try ExecutionGuard.reserve(input.estimatedByteCount ?? 0, for: "reading '\(input.displayName)'")
        let bytes = try input.readAll()
        return try bytes.withUnsafeBufferPointer { try body($0) }
    }

    /// The delimiter byte a user's delimiter string names: `","`, `";"`, `"\t"`, `"|"` or another single ASCII
    /// character that is not a quote or a line break.
    ///
    /// - Throws: a `ValueError` for anything else.
    public static func delimiter(from text: String) throws -> UInt8 {
        let utf8 = Array(text.utf8)
        guard utf8.count == 1, let byte = utf8.first, byte < 0x80,
              byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\n"), byte != UInt8(ascii: "\r")
        else {
            throw ModelError(
                .valueError, "a CSV delimiter must be one ASCII character other than a quote or a line break, not \"\(text)\"",
                hint: "use \",\", \";\", \"\\t\" or \"|\"")
        }
        return byte
    }
}
