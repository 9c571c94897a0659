/// Collects the bytes cairo writes to a stream (PNG, SVG and PDF output).
final class ByteSink {
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []

    /// Appends a chunk.
    func append(_ chunk: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: chunk)
    }
}
