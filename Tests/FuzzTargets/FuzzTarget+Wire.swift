import InterchangeFormats
@testable import JupyterKernel

extension FuzzTarget {
    /// A message from a front end: ZeroMQ frames (the input cut at NULs) decoded as the wire protocol says; a
    /// message it accepts encodes and decodes to the same header, parent, metadata, content and buffers.
    static let wire = FuzzTarget(
        name: "wire", summary: "ZeroMQ frames decoded as a Jupyter message (header, parent, metadata, content), re-encoded"
    ) { bytes in
        let codec = WireCodec(signer: MessageSigner(key: ""), history: nil)
        guard let message = try? codec.decode(FuzzInput.parts(bytes)) else { return false }
        // Written from the decoded header, not the bytes received, so the header's own writer is checked too.
        var rewritten = message
        rewritten.receivedHeader = nil
        guard let frames = try? codec.encode(rewritten) else { return true }
        guard let again = try? codec.decode(frames) else {
            require(false, "a decoded message does not decode once encoded")
            return true
        }
        require(again.header == message.header, "the header changed through a round trip")
        require(again.parent.headerBytes == message.parent.headerBytes, "the parent changed through a round trip")
        require(again.metadata == message.metadata && again.content == message.content, "the dicts changed")
        require(again.buffers == message.buffers, "the buffers changed through a round trip")
        return true
    }

    /// A connection file, as the kernel reads it at start.
    static let connectionFile = FuzzTarget(
        name: "connection-file", summary: "a kernel connection file read into addresses, ports, key and scheme"
    ) { bytes in
        guard let object = try? JSONParser.parseObject(Array(bytes)) else { return false }
        return (try? ConnectionInfo(json: object, path: "fuzz.json")) != nil
    }
}
