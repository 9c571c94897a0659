extension FeedRecord: ExpressibleByDictionaryLiteral {
    /// A record written as a dictionary literal in Swift: `["t": 1.5, "host": "a"]`.
    public init(dictionaryLiteral elements: (String, FieldValue)...) {
        self.init(.init(elements, uniquingKeysWith: { _, last in last }))
    }
}
