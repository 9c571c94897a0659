extension CurveKeyPair: CustomReflectable {
    /// A mirror without the secret key, so `dump`, `print` of an enclosing value and test failure messages
    /// never show it.
    public var customMirror: Mirror {
        Mirror(self, children: ["publicKey": publicKey, "secretKey": "<redacted>"], displayStyle: .struct)
    }
}
