/// What a stream decoder made of the bytes it was given: complete records, and messages for bad ones.
public struct DecodedChunk {
    /// The records read.
    public var records: [FeedRecord] = []
    /// One message per bad record or line.
    public var errors: [String] = []
    /// True when the source was rewritten from its start (a followed file cut back): the records read before it
    /// are no longer the source's, and `records` are its content anew.
    public var startsOver = false
}
