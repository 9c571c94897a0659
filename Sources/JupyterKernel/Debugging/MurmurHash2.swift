/// Austin Appleby's 32-bit MurmurHash2, the hash JupyterLab's debugger names cells by ("Murmur2" in
/// `debugInfo.hashMethod`): the same function over a cell's UTF-8 bytes gives the same number on both sides.
public enum MurmurHash2 {
    private static let multiplier: UInt32 = 0x5bd1_e995

    /// The hash of `bytes` with `seed`, read four bytes at a time little-endian.
    public static func hash(_ bytes: some Collection<UInt8>, seed: UInt32) -> UInt32 {
        let data = Array(bytes)
        var hash = seed ^ UInt32(truncatingIfNeeded: data.count)
        var index = 0
        while data.count - index >= 4 {
            var block = UInt32(data[index]) | UInt32(data[index + 1]) << 8 | UInt32(data[index + 2]) << 16
                | UInt32(data[index + 3]) << 24
            block &*= multiplier
            block ^= block >> 24
            block &*= multiplier
            hash = (hash &* multiplier) ^ block
            index += 4
        }
        let tail = data.count - index
        if tail == 3 { hash ^= UInt32(data[index + 2]) << 16 }
        if tail >= 2 { hash ^= UInt32(data[index + 1]) << 8 }
        if tail >= 1 {
            hash ^= UInt32(data[index])
            hash &*= multiplier
        }
        hash ^= hash >> 13
        hash &*= multiplier
        hash ^= hash >> 15
        return hash
    }
}
