import InterchangeFormats

// HMAC and SymmetricKey are copy-on-write values that swift-crypto has not marked Sendable yet.
@preconcurrency import Crypto

/// Signs and verifies messages with HMAC-SHA256 over the header, parent header, metadata and content frames.
///
/// An empty key turns signing off: signatures are empty and every message verifies, as Jupyter specifies.
/// Verification hashes the frames exactly as received and compares in constant time.
public struct MessageSigner: Sendable {
    /// The only scheme Jupyter uses and the only one supported.
    public static let scheme = "hmac-sha256"

    /// An HMAC already keyed, copied for each message so the key is processed once (copies are copy-on-write).
    private let keyed: HMAC<SHA256>?

    /// A signer for the connection file's `key`; an empty key signs nothing.
    public init(key: String) {
        self.keyed = key.isEmpty ? nil : HMAC<SHA256>(key: SymmetricKey(data: Array(key.utf8)))
    }

    /// True when messages are signed and checked.
    public var isEnabled: Bool { keyed != nil }

    /// The lower-case hexadecimal HMAC of `parts` taken in order, as ASCII bytes; empty when signing is off.
    public func signature<Parts: Sequence>(for parts: Parts) -> [UInt8] where Parts.Element == [UInt8] {
        guard let code = authenticationCode(for: parts) else { return [] }
        var hex: [UInt8] = []
        hex.reserveCapacity(64)
        for byte in code {
            hex.append(ASCII.hexDigits[Int(byte >> 4)])
            hex.append(ASCII.hexDigits[Int(byte & 0x0F)])
        }
        return hex
    }

    /// Whether `signature` (hexadecimal ASCII, as received) authenticates `parts`; always true when signing is off.
    public func isValid<Parts: Sequence>(signature: [UInt8], for parts: Parts) -> Bool where Parts.Element == [UInt8] {
        guard let expected = authenticationCode(for: parts) else { return true }
        guard let received = Self.bytes(fromHex: signature) else { return false }
        return expected == received
    }

    private func authenticationCode<Parts: Sequence>(for parts: Parts) -> HMAC<SHA256>.MAC?
    where Parts.Element == [UInt8] {
        guard var hmac = keyed else { return nil }
        for part in parts { hmac.update(data: part) }
        return hmac.finalize()
    }

    /// Decodes hexadecimal text of either case; nil when it is not an even run of hex digits.
    static func bytes(fromHex hex: [UInt8]) -> [UInt8]? {
        guard hex.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(hex.count / 2)
        var position = 0
        while position < hex.count {
            guard let high = ASCII.hexValue(hex[position]), let low = ASCII.hexValue(hex[position + 1]) else {
                return nil
            }
            bytes.append(high << 4 | low)
            position += 2
        }
        return bytes
    }
}
