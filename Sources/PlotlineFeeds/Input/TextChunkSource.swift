/// A byte source recoded to UTF-8 as it is read (see `TextRecoder`), so parsers only ever see UTF-8.
final class TextChunkSource: ByteChunkSource {
    private let raw: any ByteChunkSource
    private var recoder: TextRecoder
    private var rawEnded = false

    /// A source recoding what `raw` gives; `encoding`, when given, is used instead of looking.
    init(_ raw: any ByteChunkSource, encoding: TextEncoding? = nil) {
        self.raw = raw
        recoder = TextRecoder(encoding: encoding)
    }

    /// The encoding read so far (it becomes Windows-1252 at the first byte that is not UTF-8).
    var encoding: TextEncoding { recoder.encoding }

    /// Appends about `maximum` bytes of UTF-8 (recoding may give a little more); 0 at the end.
    func read(appendingTo buffer: inout [UInt8], maximum: Int) throws -> Int {
        let start = buffer.count
        var chunk: [UInt8] = []
        while buffer.count == start, !rawEnded {
            chunk.removeAll(keepingCapacity: true)
            if try raw.read(appendingTo: &chunk, maximum: maximum) == 0 { rawEnded = true }
            recoder.recode(chunk, isFinal: rawEnded, into: &buffer)
        }
        return buffer.count - start
    }
}
