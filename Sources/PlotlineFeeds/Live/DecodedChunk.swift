/// What a stream decoder made of the bytes it was given: complete records, and messages for bad ones.
public struct DecodedChunk {
    /// The records read.
    public var records: [FeedRecord]
    /// One message per bad record or line.
    public var errors: [String]
    /// True when the source was rewritten from its start (a followed file cut back): the records read before it
    /// are no longer the source's, and `records` are its content anew.
    public var startsOver: Bool

    /// A chunk of `records` and the messages of bad ones (none by default).
    public init(records: [FeedRecord] = [], errors: [String] = [], startsOver: Bool = false) {
        self.records = records
        self.errors = errors
        self.startsOver = startsOver
    }
}
