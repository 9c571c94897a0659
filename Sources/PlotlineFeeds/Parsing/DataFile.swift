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

    /// Calls `body` with the bytes of a file, read once into memory and not copied again (asked of the running
    /// cell's memory budget first: the file's bytes and as much again for what is built from them).
    ///
    /// - Throws: an `IOError` naming the path as given and the directory it was looked for in; a `MemoryError`.
    public static func withContents<Result>(
        of path: String, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) throws -> Result {
        let resolved = resolve(path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory) else {
            throw ModelError(
                .ioError, "no such file '\(path)'",
                hint: "relative paths start in \(FileManager.default.currentDirectoryPath)")
        }
        guard !isDirectory.boolValue else { throw ModelError(.ioError, "'\(path)' is a directory, not a data file") }
        let size = (try? FileManager.default.attributesOfItem(atPath: resolved))?[.size] as? Int
        try ExecutionGuard.reserve(2 * (size ?? 0), for: "reading '\(path)'")
        guard let data = FileManager.default.contents(atPath: resolved) else {
            throw ModelError(.ioError, "cannot read '\(path)'", hint: "check the file's permissions")
        }
        return try data.withUnsafeBytes { raw in try body(raw.bindMemory(to: UInt8.self)) }
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
