#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The thin wrapper around C's `strtod`, the only C this module calls: correctly rounded decimal conversion, shared by
/// the JSON lexer and the number scanners of the layers above.
package enum StringToDouble {
    /// The longest number text converted on the stack; longer texts are copied to the heap.
    private static let stackLimit = 63

    /// The Double that validated number text spells (the caller checks the grammar first, so `strtod`
    /// never sees hex, `inf` or `nan`).
    package static func convert(_ text: UnsafeBufferPointer<UInt8>) -> Double {
        if text.count <= stackLimit {
            return withUnsafeTemporaryAllocation(of: CChar.self, capacity: stackLimit + 1) { buffer in
                convert(text, through: buffer)
            }
        }
        var heap = [CChar](repeating: 0, count: text.count + 1)
        return heap.withUnsafeMutableBufferPointer { convert(text, through: $0) }
    }

    private static func convert(_ text: UnsafeBufferPointer<UInt8>, through buffer: UnsafeMutableBufferPointer<CChar>) -> Double {
        guard let base = buffer.baseAddress else { return .nan }
        for (offset, byte) in text.enumerated() {
            buffer[offset] = CChar(bitPattern: byte)
        }
        buffer[text.count] = 0
        return strtod(base, nil)
    }
}
