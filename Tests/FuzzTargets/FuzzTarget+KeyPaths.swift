import OrderedCollections
import PlotlineFeeds
import PlotlineValues

extension FuzzTarget {
    /// A key path (the input's first line) read from a feed and from a nested value, and set in the value: each
    /// gives a value or throws (`arrangedObjects.@avg.y`, `points.0.x`, `@distinctUnionOfObjects.kind` …).
    static let keyPath = FuzzTarget(
        name: "key-path", summary: "a key path read from a feed and a nested value, and set in the value"
    ) { bytes in
        let keyPath = String(decoding: FuzzInput.firstLineAndRest(bytes).first, as: UTF8.self)
        var accepted = false
        if let feed = try? Feed(records: sampleRecords), (try? Value.object(feed).value(forKeyPath: keyPath)) != nil {
            accepted = true
        }
        var value = sampleValue
        if (try? value.value(forKeyPath: keyPath)) != nil { accepted = true }
        try? value.setValue(.int(1), forKeyPath: keyPath)
        return accepted
    }

    /// Records of numbers, text, dates and a missing value.
    private static var sampleRecords: [FeedRecord] {
        (0..<4).map { index in
            FeedRecord([
                "x": .int(index), "y": .double(Double(index) * 1.5), "kind": .string(index % 2 == 0 ? "even" : "odd"),
                "when": .date(Double(index) * 86_400), "note": index == 2 ? .missing : .string("n\(index)"),
            ])
        }
    }

    /// A dictionary holding arrays, dictionaries, numbers, text and nil.
    private static var sampleValue: Value {
        func dictionary(_ members: KeyValuePairs<String, Value>) -> Value {
            .dictionary(OrderedDictionary(uniqueKeysWithValues: members.map { (Value.string($0.key), $0.value) }))
        }
        let points = (0..<3).map { index in
            dictionary(["x": .int(index), "y": .double(Double(index) / 3), "label": .string("p\(index)")])
        }
        return dictionary([
            "points": .array(points), "name": .string("sample"), "count": .int(3), "nothing": .none,
            "nested": dictionary(["deeper": .array([.array([.int(1), .int(2)]), .none])]),
        ])
    }
}
