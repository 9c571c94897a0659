extension ConnectionInfo: Decodable {
    private enum CodingKeys: String, CodingKey {
        case transport, ip, key
        case shellPort = "shell_port"
        case iopubPort = "iopub_port"
        case stdinPort = "stdin_port"
        case controlPort = "control_port"
        case heartbeatPort = "hb_port"
        case signatureScheme = "signature_scheme"
        case kernelName = "kernel_name"
        case curvePublicKey = "curve_publickey"
        case curveSecretKey = "curve_secretkey"
    }

    /// Reads the connection file's keys; `transport`, `ip`, `key` and `signature_scheme` have Jupyter's defaults.
    /// `curve_publickey` and `curve_secretkey` come together or not at all (a file with one of them is refused
    /// rather than served unencrypted).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let scheme = try container.decodeIfPresent(String.self, forKey: .signatureScheme) ?? MessageSigner.scheme
        guard scheme == MessageSigner.scheme else { throw ConnectionInfoError.unsupportedSignatureScheme(scheme) }
        let transport = try container.decodeIfPresent(String.self, forKey: .transport) ?? "tcp"
        guard transport == "tcp" || transport == "ipc" else { throw ConnectionInfoError.unsupportedTransport(transport) }
        self.init(
            transport: transport,
            ip: try container.decodeIfPresent(String.self, forKey: .ip) ?? "127.0.0.1",
            shellPort: try container.decode(Int.self, forKey: .shellPort),
            iopubPort: try container.decode(Int.self, forKey: .iopubPort),
            stdinPort: try container.decode(Int.self, forKey: .stdinPort),
            controlPort: try container.decode(Int.self, forKey: .controlPort),
            heartbeatPort: try container.decode(Int.self, forKey: .heartbeatPort),
            key: try container.decodeIfPresent(String.self, forKey: .key) ?? "",
            signatureScheme: scheme,
            kernelName: try container.decodeIfPresent(String.self, forKey: .kernelName),
            curveKeys: try Self.curveKeys(in: container)
        )
    }

    private static func curveKeys(in container: KeyedDecodingContainer<CodingKeys>) throws -> CurveKeyPair? {
        let publicKey = try container.decodeIfPresent(String.self, forKey: .curvePublicKey)
        let secretKey = try container.decodeIfPresent(String.self, forKey: .curveSecretKey)
        switch (publicKey, secretKey) {
        case (nil, nil): return nil
        case (let publicKey?, let secretKey?): return try CurveKeyPair(publicKey: publicKey, secretKey: secretKey)
        case (nil, _?): throw ConnectionInfoError.incompleteCurveKeys(missing: CodingKeys.curvePublicKey.rawValue)
        case (_?, nil): throw ConnectionInfoError.incompleteCurveKeys(missing: CodingKeys.curveSecretKey.rawValue)
        }
    }
}
