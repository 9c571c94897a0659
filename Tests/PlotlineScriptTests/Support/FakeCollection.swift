import PlotlineCore
import PlotlineValues

/// A collection object standing in for a feed: records by index, a property of its own, and key paths over
/// its records.
final class FakeCollection: ScriptSequence, KeyValueCollection, StaticallyDescribed, ValueConvertible {
    var records: [[String: Value]]
    var name = "runs"

    init(records: [[String: Value]]) {
        self.records = records
    }

    var count: Int { records.count }

    func element(at index: Int) throws -> Value {
        guard records.indices.contains(index) else {
            throw ModelError(.valueError, "record \(index) is out of range")
        }
        return .dictionary(.init(uniqueKeysWithValues: records[index].sorted { $0.key < $1.key }.map { (.string($0.key), $0.value) }))
    }

    func values(forElementKeyPath keyPath: String) throws -> [Value] {
        try (0..<count).map { try element(at: $0).value(forKeyPath: keyPath) }
    }

    var summary: String { "Collection(\(count) records)" }

    class var descriptor: TypeDescriptor { table }

    private static let table = TypeDescriptor(name: "Collection", doc: "Records.", kind: .object) { members in
        members.properties = [
            .property("name", \FakeCollection.name, doc: "The name."),
            .computed("recordCount", type: .int, doc: "The number of records.") { (collection: FakeCollection) in
                .int(collection.count)
            },
        ]
        members.methods = [
            .method("append", parameters: [Parameter(nil, "record", type: .dictionary(key: .string, value: .any))],
                    doc: "Adds a record.") { (collection: FakeCollection, arguments) in
                guard case .dictionary(let entries) = arguments[0] else { throw ModelError(.typeError, "a record is a dictionary") }
                var record: [String: Value] = [:]
                for (key, value) in entries { record[key.printText] = value }
                collection.records.append(record)
                return .none
            },
        ]
    }
}
