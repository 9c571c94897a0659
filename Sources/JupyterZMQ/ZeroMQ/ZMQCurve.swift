internal import CZeroMQ

/// CurveZMQ support of the libzmq in use: whether it has it, key pairs, and a secret key's public key.
///
/// Keys are Z85 text, 40 characters each, as connection files carry them. Debian's libzmq5 has CURVE through
/// libsodium; a libzmq built without it reports `isAvailable == false` and every other call throws.
///
/// ```swift
/// let (publicKey, secretKey) = try ZMQCurve.makeKeyPair()
/// try ZMQCurve.publicKey(forSecretKey: secretKey) == publicKey   // true
/// ```
public enum ZMQCurve {
    /// True when libzmq was built with CURVE (`zmq_has("curve")`).
    public static var isAvailable: Bool {
        zmq_has("curve") != 0
    }

    /// A new random key pair (`zmq_curve_keypair`).
    /// - Throws: `ZMQError` (ENOTSUP when libzmq has no CURVE).
    public static func makeKeyPair() throws -> (publicKey: String, secretKey: String) {
        var publicKey = [CChar](repeating: 0, count: keyBufferSize)
        var secretKey = [CChar](repeating: 0, count: keyBufferSize)
        try ZMQError.check("zmq_curve_keypair") { zmq_curve_keypair(&publicKey, &secretKey) }
        return (text(publicKey), text(secretKey))
    }

    /// The public key that belongs to `secretKey` (`zmq_curve_public`).
    /// - Throws: `ZMQError`: EINVAL when `secretKey` is not a Z85 key, ENOTSUP when libzmq has no CURVE.
    public static func publicKey(forSecretKey secretKey: String) throws -> String {
        var publicKey = [CChar](repeating: 0, count: keyBufferSize)
        _ = try secretKey.withCString { secret in
            try ZMQError.check("zmq_curve_public") { zmq_curve_public(&publicKey, secret) }
        }
        return text(publicKey)
    }

    /// 40 Z85 characters and the terminating NUL libzmq writes.
    private static let keyBufferSize = 41

    private static func text(_ buffer: [CChar]) -> String {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
