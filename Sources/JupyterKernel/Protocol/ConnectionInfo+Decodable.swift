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
    }

    /// Reads the connection file's keys; `transport`, `ip`, `key` and `signature_scheme` have Jupyter's defaults.
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
            kernelName: try container.decodeIfPresent(String.self, forKey: .kernelName)
        )
    }
}
