import Foundation

/// The file history is kept in: one input per line, oldest first, with a line break inside an input written
/// as `\n` and a backslash as `\\`. Only its owner may read it (inputs can hold secrets).
struct HistoryFile {
    /// Where the file is.
    let url: URL

    /// `$XDG_DATA_HOME/plotline/repl_history`, else `~/.local/share/plotline/repl_history`; nil without a home.
    static func defaultURL(environment: [String: String]) -> URL? {
        if let data = environment["XDG_DATA_HOME"], !data.isEmpty {
            return URL(fileURLWithPath: data, isDirectory: true).appendingPathComponent("plotline/repl_history")
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/share/plotline/repl_history")
    }

    /// The entries in the file; none when it does not exist or cannot be read.
    func load() -> [String] {
        guard let data = FileManager.default.contents(atPath: url.path) else { return [] }
        return String(decoding: data, as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: true)
            .map { Self.decode(String($0)) }
    }

    /// Replaces the file's contents with `entries`, creating its directory.
    ///
    /// - Throws: when the directory or the file cannot be written.
    func save(_ entries: [String]) throws {
        let directory = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let text = entries.map(Self.encode).map { $0 + "\n" }.joined()
        try Data(text.utf8).write(to: url, options: .atomic)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: url.path)
    }

    /// One input as one line.
    static func encode(_ entry: String) -> String {
        var line = ""
        for character in entry {
            switch character {
            case "\\": line += "\\\\"
            case "\n": line += "\\n"
            case "\r\n": line += "\\n"
            default: line.append(character)
            }
        }
        return line
    }

    /// The input a line stands for.
    static func decode(_ line: String) -> String {
        var entry = ""
        var escaping = false
        for character in line {
            if escaping {
                entry.append(character == "n" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                entry.append(character)
            }
        }
        if escaping { entry.append("\\") }
        return entry
    }
}
