import Foundation
import InterchangeFormats

/// The execution history: every cell run with `store_history`, kept in a JSON-lines file under the Jupyter data
/// directory so that it survives restarts, and answering `history_request`s (`tail`, `range`, `search`).
///
/// Each kernel run is a new session, numbered one more than the highest in the file. Used on the shell thread.
///
/// ```swift
/// let history = HistoryStore(fileURL: HistoryStore.defaultFileURL(), logger: logger)
/// history.record(line: 1, input: "1 + 2", output: "3")
/// history.tail(1)   // [HistoryEntry(session: 7, line: 1, input: "1 + 2", output: "3")]
/// ```
public final class HistoryStore {
    /// The file the history is kept in; nil keeps it in memory only.
    public let fileURL: URL?
    /// This kernel run's session number.
    public let session: Int
    /// How many entries are kept in memory (and in the file after it is compacted on start).
    public let capacity: Int

    private var entries: [HistoryEntry]
    private let file: AppendingFile?
    private let logger: Logger

    /// A history loaded from `fileURL` (created when missing), or kept in memory when `fileURL` is nil or
    /// cannot be read. Unreadable lines are skipped and logged.
    public init(fileURL: URL?, logger: Logger = Logger(), capacity: Int = 10_000) {
        self.logger = logger
        self.capacity = max(1, capacity)
        var loaded: [HistoryEntry] = []
        var opened: AppendingFile?
        if let fileURL {
            loaded = Self.load(fileURL, logger: logger)
            if loaded.count > 2 * capacity {
                loaded = Array(loaded.suffix(capacity))
                Self.rewrite(fileURL, with: loaded, logger: logger)
            }
            opened = Self.openForAppending(fileURL, logger: logger)
        }
        self.fileURL = opened == nil ? nil : fileURL
        self.file = opened
        self.session = (loaded.map(\.session).max() ?? 0) + 1
        self.entries = Array(loaded.suffix(self.capacity))
    }

    /// `$JUPYTER_DATA_DIR/plotline/history.jsonl`, else under `$XDG_DATA_HOME/jupyter` or
    /// `~/.local/share/jupyter`; nil when none of these is known.
    public static func defaultFileURL(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        let dataDirectory: URL
        if let directory = environment["JUPYTER_DATA_DIR"], !directory.isEmpty {
            dataDirectory = URL(fileURLWithPath: directory, isDirectory: true)
        } else if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty {
            dataDirectory = URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("jupyter")
        } else if let home = environment["HOME"], !home.isEmpty {
            dataDirectory = URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".local/share/jupyter")
        } else {
            return nil
        }
        return dataDirectory.appendingPathComponent("plotline/history.jsonl")
    }

    // MARK: Recording

    /// Records a cell run in this session as `In [line]`, with the `text/plain` of its result if any.
    public func record(line: Int, input: String, output: String?) {
        let entry = HistoryEntry(session: session, line: line, input: input, output: output)
        entries.append(entry)
        if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
        guard let file else { return }
        do {
            let bytes = try JSONWriter.serialize(entry.record) + [ASCII.newline]
            if !file.append(bytes) { logger.warning("history: cannot append to \(fileURL?.path ?? "the history file")") }
        } catch {
            logger.warning("history: cannot write an entry: \(error)")
        }
    }

    // MARK: Queries

    /// The last `count` entries over all sessions, oldest first; with `unique`, each input once (its latest).
    public func tail(_ count: Int, unique: Bool = false) -> [HistoryEntry] {
        let candidates = unique ? Self.latestOfEachInput(entries) : entries
        return Array(candidates.suffix(max(0, count)))
    }

    /// The entries of `session` with `start <= line < stop` (no `stop`: to the end). A session of 0 or less
    /// counts back from this one: 0 is this session, -1 the one before.
    public func range(session requested: Int, start: Int, stop: Int?) -> [HistoryEntry] {
        let wanted = requested <= 0 ? session + requested : requested
        return entries.filter { entry in
            entry.session == wanted && entry.line >= start && (stop.map { entry.line < $0 } ?? true)
        }
    }

    /// The entries whose whole input matches `pattern` (shell-style), oldest first; with `count`, only the
    /// last so many; with `unique`, each input once (its latest).
    public func search(_ pattern: GlobPattern, count: Int?, unique: Bool) -> [HistoryEntry] {
        var found = entries.filter { pattern.matches($0.input) }
        if unique { found = Self.latestOfEachInput(found) }
        if let count { found = Array(found.suffix(max(0, count))) }
        return found
    }

    private static func latestOfEachInput(_ entries: [HistoryEntry]) -> [HistoryEntry] {
        var seen = Set<String>()
        var kept: [HistoryEntry] = []
        for entry in entries.reversed() where seen.insert(entry.input).inserted {
            kept.append(entry)
        }
        return kept.reversed()
    }

    // MARK: The file

    private static func load(_ url: URL, logger: Logger) -> [HistoryEntry] {
        guard let data = try? Data(contentsOf: url) else { return [] }
        var loaded: [HistoryEntry] = []
        for (number, line) in data.split(separator: ASCII.newline).enumerated() {
            guard let record = try? JSONParser.parseObject(Array(line)), let entry = HistoryEntry(record: record) else {
                logger.warning("history: skipped unreadable line \(number + 1) of \(url.path)")
                continue
            }
            loaded.append(entry)
        }
        return loaded
    }

    private static func rewrite(_ url: URL, with entries: [HistoryEntry], logger: Logger) {
        var bytes: [UInt8] = []
        for entry in entries {
            guard let line = try? JSONWriter.serialize(entry.record) else { continue }
            bytes += line
            bytes.append(ASCII.newline)
        }
        do {
            try Data(bytes).write(to: url, options: .atomic)
        } catch {
            logger.warning("history: cannot compact \(url.path): \(error.localizedDescription)")
        }
    }

    private static func openForAppending(_ url: URL, logger: Logger) -> AppendingFile? {
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            logger.warning("history: cannot create \(url.deletingLastPathComponent().path): \(error.localizedDescription); history is kept in memory")
            return nil
        }
        guard let file = AppendingFile(path: url.path) else {
            logger.warning("history: cannot open \(url.path); history is kept in memory")
            return nil
        }
        return file
    }
}
