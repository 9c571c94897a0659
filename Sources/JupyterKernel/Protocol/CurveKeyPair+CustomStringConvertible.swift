extension CurveKeyPair: CustomStringConvertible, CustomDebugStringConvertible {
    /// The public key and a placeholder for the secret key, which is never shown.
    public var description: String {
        "CurveKeyPair(publicKey: \(publicKey), secretKey: <redacted>)"
    }

    /// The same as `description`: the secret key is redacted in debug output too.
    public var debugDescription: String { description }
}
