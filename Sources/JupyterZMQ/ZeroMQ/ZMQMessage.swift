internal import CZeroMQ

/// A reusable `zmq_msg_t` that receives the frames of multipart messages into byte arrays.
///
/// The `zmq_msg_t` lives at a fixed heap address (libzmq keeps small frames inline, so it must not move).
/// One per receiving socket; not thread-safe.
final class ZMQMessage {
    private let frame = UnsafeMutablePointer<zmq_msg_t>.allocate(capacity: 1)

    /// Receives every frame of the next message; `wait: false` throws EAGAIN when none is queued.
    /// - Throws: `ZMQError`.
    func receive(from socket: UnsafeMutableRawPointer, wait: Bool) throws -> [[UInt8]] {
        var frames: [[UInt8]] = []
        var flags: Int32 = wait ? 0 : ZMQ_DONTWAIT
        while true {
            try ZMQError.check("zmq_msg_init") { zmq_msg_init(frame) }
            defer { zmq_msg_close(frame) }
            try ZMQError.check("zmq_msg_recv") { zmq_msg_recv(frame, socket, flags) }
            frames.append(currentBytes())
            guard zmq_msg_more(frame) != 0 else { return frames }
            flags = 0  // the remaining frames of a message arrive together with the first
        }
    }

    /// Sends `frames` as one multipart message.
    /// - Throws: `ZMQError`.
    static func send(_ frames: [[UInt8]], on socket: UnsafeMutableRawPointer, wait: Bool) throws {
        let baseFlags: Int32 = wait ? 0 : ZMQ_DONTWAIT
        for (position, frame) in frames.enumerated() {
            let flags = position < frames.count - 1 ? baseFlags | ZMQ_SNDMORE : baseFlags
            _ = try frame.withUnsafeBytes { bytes in
                // An empty frame has no base address; libzmq copies nothing from a null buffer of length 0.
                try ZMQError.check("zmq_send") { zmq_send(socket, bytes.baseAddress, bytes.count, flags) }
            }
        }
    }

    private func currentBytes() -> [UInt8] {
        let size = zmq_msg_size(frame)
        guard size > 0, let data = zmq_msg_data(frame) else { return [] }
        return Array(UnsafeRawBufferPointer(start: data, count: size))
    }

    deinit {
        frame.deallocate()
    }
}
