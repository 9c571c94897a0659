extension ConnectionInfo: CustomReflectable {
    /// Every field except the secrets: the HMAC key shows only whether it is set, and the Curve key pair shows its
    /// public key (`CurveKeyPair` redacts its secret key), so printing or dumping connection info leaks nothing.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "transport": transport,
                "ip": ip,
                "shellPort": shellPort,
                "iopubPort": iopubPort,
                "stdinPort": stdinPort,
                "controlPort": controlPort,
                "heartbeatPort": heartbeatPort,
                "key": key.isEmpty ? "<none>" : "<redacted>",
                "signatureScheme": signatureScheme,
                "kernelName": kernelName as Any,
                "curveKeys": curveKeys as Any,
            ],
            displayStyle: .struct
        )
    }
}
