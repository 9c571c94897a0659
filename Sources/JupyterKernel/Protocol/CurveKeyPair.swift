/// The CurveZMQ key pair of a connection file (`curve_publickey`, `curve_secretkey`), each 40 characters of Z85.
///
/// Jupyter clients that provision encryption (jupyter_client 8.10's `transport_encryption`) write one key pair
/// for the kernel: the kernel's sockets are CurveZMQ servers with it, and clients authenticate the kernel by its
/// public key. The secret key is never shown: `description`, `debugDescription` and mirrors redact it.
///
/// ```swift
/// let keys = try CurveKeyPair(publicKey: info["curve_publickey"], secretKey: info["curve_secretkey"])
/// ```
public struct CurveKeyPair: Sendable, Equatable {
    /// `curve_publickey`: the kernel's public key, 40 characters of Z85 (32 bytes).
    public let publicKey: String
    /// `curve_secretkey`: the kernel's secret key, 40 characters of Z85 (32 bytes). Never log it.
    public let secretKey: String

    /// The length of a Z85-encoded 32-byte key.
    public static let encodedLength = 40

    /// A key pair whose keys are both well-formed Z85 keys; whether they belong together is checked where
    /// libzmq can derive the public key (`ZMQKernelServer`).
    /// - Throws: `ConnectionInfoError.invalidCurveKey` naming the field and what is wrong with it (never its value).
    public init(publicKey: String, secretKey: String) throws {
        try Self.validate(publicKey, field: "curve_publickey")
        try Self.validate(secretKey, field: "curve_secretkey")
        self.publicKey = publicKey
        self.secretKey = secretKey
    }

    /// Z85's 85 characters in the order of their values (ZeroMQ RFC 32).
    static let alphabet = Array(
        "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ.-:+=^!/*?&<>()[]{}@%$#".utf8
    )

    /// Checks length, alphabet, and that every five characters encode a 32-bit value (as libzmq's decoder does).
    private static func validate(_ key: String, field: String) throws {
        let characters = Array(key.utf8)
        guard characters.count == encodedLength else {
            throw ConnectionInfoError.invalidCurveKey(
                field: field, reason: "it has \(characters.count) characters; a Z85 key has \(encodedLength)")
        }
        var value: UInt64 = 0
        for (position, character) in characters.enumerated() {
            guard let digit = alphabet.firstIndex(of: character) else {
                throw ConnectionInfoError.invalidCurveKey(
                    field: field, reason: "character \(position + 1) is not in the Z85 alphabet")
            }
            value = value * 85 + UInt64(digit)
            if position % 5 == 4 {
                guard value <= UInt64(UInt32.max) else {
                    throw ConnectionInfoError.invalidCurveKey(
                        field: field, reason: "characters \(position - 3)–\(position + 1) do not encode 4 bytes")
                }
                value = 0
            }
        }
    }
}
