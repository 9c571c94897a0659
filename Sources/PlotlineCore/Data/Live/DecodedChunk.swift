/// What a stream decoder made of the bytes it was given: complete records, and messages for bad ones.
struct DecodedChunk {
    /// The records read.
    var records: [FeedRecord] = []
    /// One message per bad record or line.
    var errors: [String] = []
}
