/// What a stream decoder made of the bytes it was given: complete records, and messages for bad ones.
public struct DecodedChunk {
    /// The records read.
    public var records: [FeedRecord] = []
    /// One message per bad record or line.
    public var errors: [String] = []
}
