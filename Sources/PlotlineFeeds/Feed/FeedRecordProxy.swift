import PlotlineValues

/// One record of a feed as the language sees it (`feed[3]`, the argument of a filter): its fields read live from
/// the feed's columns, so nothing is copied, and it keeps reading the same record when others are inserted or
/// removed before it. A record that was removed reads nil.
///
/// Records the filter examines before they are stored are snapshots of their values.
public final class FeedRecordProxy {
    private enum Backing {
        case stored(Feed, identity: Int)
        case snapshot(fields: [String], values: [Value])
    }

    private let backing: Backing
    private var hint: Int

    /// A proxy of a stored record; `hint` is where it probably is.
    init(feed: Feed, identity: Int, hint: Int) {
        backing = .stored(feed, identity: identity)
        self.hint = hint
    }

    /// The bytes of one proxy in an array: the array's element and the object (its header, backing and hint).
    static let bytesInArray = MemoryFootprint.valueBytes + 64

    /// Asks the running cell's memory budget for an array of `count` proxies.
    ///
    /// - Throws: a `MemoryError` when the array would carry the session past its memory limit.
    static func reserveMemory(count: Int) throws {
        try ExecutionGuard.reserve(MemoryFootprint.product(count, bytesInArray, plus: 0), for: "the array of records")
    }

    /// A proxy of values not stored in a feed.
    init(fields: [String], values: [Value]) {
        backing = .snapshot(fields: fields, values: values)
        hint = 0
    }

    /// The feed holding the record, or nil for a snapshot.
    public var feed: Feed? {
        if case .stored(let feed, _) = backing { return feed }
        return nil
    }

    /// The record's content index in its feed now, or nil when it was removed (or is a snapshot).
    public var index: Int? {
        guard case .stored(let feed, let identity) = backing,
              let position = feed.identities.position(of: identity, hint: hint)
        else { return nil }
        hint = position
        return position
    }

    /// The record's field names.
    public var fields: [String] {
        switch backing {
        case .stored(let feed, _): return feed.fields
        case .snapshot(let fields, _): return fields
        }
    }

    /// The value of a field, or nil when there is no such field; a removed record reads `.none`.
    public func value(forField field: String) -> Value? {
        switch backing {
        case .snapshot(let fields, let values):
            return fields.firstIndex(of: field).map { values[$0] }
        case .stored(let feed, _):
            guard let column = feed.table.column(named: field) else { return nil }
            return index.map { column.value(at: $0) } ?? Value.none
        }
    }
}
