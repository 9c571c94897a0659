/// Bytes read a chunk at a time: a file, a gzip stream, bytes in memory, or text recoded to UTF-8 on the way.
///
/// Readers of data files pull chunks from a source and parse them as they arrive, so a file never sits whole in
/// memory beside the columns built from it.
protocol ByteChunkSource: AnyObject {
    /// Appends up to `maximum` bytes to `buffer`; returns how many it appended, 0 at the end of the bytes.
    ///
    /// - Throws: an `IOError` or `DataError` (a corrupt gzip stream) naming the input.
    func read(appendingTo buffer: inout [UInt8], maximum: Int) throws -> Int
}
