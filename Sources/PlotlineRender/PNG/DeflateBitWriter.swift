/// Packs deflate's bit fields into bytes, least significant bit first (RFC 1951 §3.1.1).
struct DeflateBitWriter: ~Copyable {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private var count = 0
    private var pending: UInt64 = 0
    private var pendingCount = 0

    /// A writer whose first bytes are `prefix` (a zlib header), with room for `capacity` bytes to start with.
    init(prefix: [UInt8], capacity: Int) {
        self.capacity = max(capacity, prefix.count + 8)
        storage = .allocate(capacity: self.capacity)
        for byte in prefix { appendByte(byte) }
    }

    deinit { storage.deallocate() }

    /// Appends the low `count` bits of `value` (at most 32; the bits above `count` must be zero).
    @inline(__always)
    mutating func write(_ value: UInt32, count bits: Int) {
        pending |= UInt64(value) << UInt64(pendingCount)
        pendingCount += bits
        if pendingCount >= 32 {
            if count + 4 > capacity { grow() }
            UnsafeMutableRawPointer(storage + count).storeBytes(
                of: UInt32(truncatingIfNeeded: pending).littleEndian, as: UInt32.self)
            count += 4
            pending >>= 32
            pendingCount -= 32
        }
    }

    /// Pads the last byte with zero bits, then appends `trailer` (a zlib checksum), and returns every byte.
    consuming func finish(trailer: [UInt8]) -> [UInt8] {
        while pendingCount > 0 {
            appendByte(UInt8(truncatingIfNeeded: pending))
            pending >>= 8
            pendingCount = max(0, pendingCount - 8)
        }
        for byte in trailer { appendByte(byte) }
        return Array(UnsafeBufferPointer(start: storage, count: count))
    }

    private mutating func appendByte(_ byte: UInt8) {
        if count == capacity { grow() }
        storage[count] = byte
        count += 1
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
        larger.update(from: storage, count: count)
        storage.deallocate()
        storage = larger
        capacity *= 2
    }
}
