import Foundation
import PlotlineCore
import XCTest

/// Records every change a feed reports, and replays the edits on a cache of one field's numbers the way a plot
/// caches bound data, so tests can check the change contract against the feed itself.
final class ChangeRecorder: FeedObserver {
    private(set) var changes: [FeedChange] = []
    let field: String?
    private(set) var cache: [Double] = []

    init(_ feed: Feed, cachingField field: String? = nil) {
        self.field = field
        if let field { cache = (try? feed.arrangedNumbers(ofField: field)) ?? [] }
        feed.addObserver(self)
    }

    var last: FeedChange? { changes.last }

    func feed(_ feed: Feed, didChange change: FeedChange) {
        changes.append(change)
        guard let field else { return }
        if change.isReset || change.addedFields.contains(field) {
            cache = (try? feed.arrangedNumbers(ofField: field)) ?? []
            return
        }
        // Edits move the cache's slots; inserted and replaced slots are read once all edits are applied, as a
        // plot marks records to load and reads its data source afterwards.
        var pending = [Bool](repeating: false, count: cache.count)
        for edit in change.edits {
            switch edit {
            case .inserted(let range):
                cache.insert(contentsOf: Array(repeating: .nan, count: range.count), at: range.lowerBound)
                pending.insert(contentsOf: Array(repeating: true, count: range.count), at: range.lowerBound)
            case .removed(let range):
                cache.removeSubrange(range)
                pending.removeSubrange(range)
            case .replaced(let range):
                for index in range { pending[index] = true }
            }
        }
        for index in pending.indices where pending[index] {
            cache[index] = (try? feed.arrangedNumbers(ofField: field, in: index..<(index + 1)).first) ?? .nan
        }
    }
}

/// A scratch directory removed at the end of a test.
final class ScratchDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("plotline-data-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    @discardableResult
    func write(_ name: String, _ text: String) throws -> String {
        let path = path(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    func append(_ name: String, _ text: String) throws {
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path(name)))
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(text.utf8))
        try handle.close()
    }
}

/// Waits until a condition holds or a generous deadline passes; never a timing assertion.
func waitUntil(timeout: TimeInterval = 10, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
        if condition() { return true }
        Thread.sleep(forTimeInterval: 0.01)
    }
    return condition()
}

/// The model error a throwing call raised, or a failure.
func modelError(_ body: () throws -> Void, file: StaticString = #filePath, line: UInt = #line) -> ModelError? {
    do {
        try body()
        XCTFail("expected an error", file: file, line: line)
        return nil
    } catch let error as ModelError {
        return error
    } catch {
        XCTFail("expected a ModelError, got \(error)", file: file, line: line)
        return nil
    }
}

extension Feed {
    /// The values of a field in content order.
    func column(_ field: String) -> [Value] {
        (0..<count).map { value(at: $0, field: field) }
    }

    /// The values of a field in arranged order.
    func arranged(_ field: String) -> [Value] {
        arrangedValues(ofField: field)
    }
}
