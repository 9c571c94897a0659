internal import CZlib
import PlotlineValues

/// The bytes of a gzip file (`.csv.gz`), inflated by zlib as they are read; concatenated gzip members read as one.
final class GzipChunkSource: ByteChunkSource {
    private let compressed: any ByteChunkSource
    private let displayName: String
    private let stream: UnsafeMutablePointer<z_stream>
    private var input: [UInt8] = []
    private var inputOffset = 0
    private var inputEnded = false
    private var finished = false
    private static let inputChunk = 1 << 18

    /// A source inflating what `compressed` gives, named `displayName` in messages.
    ///
    /// - Throws: an `IOError` when zlib cannot start.
    init(_ compressed: any ByteChunkSource, displayName: String) throws {
        self.compressed = compressed
        self.displayName = displayName
        stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        // 15 + 32: the largest window, and a gzip or zlib header recognized by itself.
        let status = inflateInit2_(stream, 15 + 32, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else {
            stream.deinitialize(count: 1)
            stream.deallocate()
            throw ModelError(.ioError, "cannot start reading the gzip file '\(displayName)' (zlib status \(status))")
        }
    }

    deinit {
        inflateEnd(stream)
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    func read(appendingTo buffer: inout [UInt8], maximum: Int) throws -> Int {
        var failure: (any Error)?
        let chunk = [UInt8](unsafeUninitializedCapacity: maximum) { storage, count in
            count = 0
            do {
                while count < maximum, !finished {
                    if inputOffset == input.count, !inputEnded { try refill() }
                    count += try inflateSome(into: UnsafeMutableBufferPointer(rebasing: storage[count...]))
                }
            } catch {
                failure = error
            }
        }
        if let failure { throw failure }
        buffer.append(contentsOf: chunk)
        return chunk.count
    }

    /// Reads the next chunk of compressed bytes.
    private func refill() throws {
        input.removeAll(keepingCapacity: true)
        inputOffset = 0
        if try compressed.read(appendingTo: &input, maximum: GzipChunkSource.inputChunk) == 0 { inputEnded = true }
    }

    /// Inflates what the input holds into `room`; the number of bytes written.
    private func inflateSome(into room: UnsafeMutableBufferPointer<UInt8>) throws -> Int {
        let available = input.count - inputOffset
        let (status, consumed, written) = input.withUnsafeMutableBufferPointer { source in
            stream.pointee.next_in = source.baseAddress.map { $0 + inputOffset }
            stream.pointee.avail_in = UInt32(available)
            stream.pointee.next_out = room.baseAddress
            stream.pointee.avail_out = UInt32(room.count)
            let status = inflate(stream, Z_NO_FLUSH)
            return (status, available - Int(stream.pointee.avail_in), room.count - Int(stream.pointee.avail_out))
        }
        inputOffset += consumed
        switch status {
        case Z_STREAM_END:
            try startNextMember()
        case Z_OK:
            break
        case Z_BUF_ERROR where inputEnded && inputOffset == input.count:
            throw truncated()
        case Z_BUF_ERROR:
            break
        default:
            throw ModelError(
                .dataError, "'\(displayName)' is not a readable gzip file (\(message(for: status)))",
                hint: "check that the file is whole; `gzip -t` tests it")
        }
        if written == 0, consumed == 0, inputEnded, inputOffset == input.count, !finished { throw truncated() }
        return written
    }

    /// After one gzip member: another may follow (as `cat a.gz b.gz` makes); else the data ends.
    private func startNextMember() throws {
        if inputOffset == input.count, !inputEnded { try refill() }
        guard inputOffset < input.count else {
            finished = true
            return
        }
        inflateReset(stream)
    }

    private func truncated() -> ModelError {
        ModelError(
            .dataError, "the gzip file '\(displayName)' ends before its data does (is it cut short?)",
            hint: "download or copy the file again; `gzip -t` tests it")
    }

    private func message(for status: Int32) -> String {
        guard let text = stream.pointee.msg else { return "zlib status \(status)" }
        return String(cString: text)
    }
}
