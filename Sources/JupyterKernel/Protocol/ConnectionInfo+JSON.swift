import InterchangeFormats

extension ConnectionInfo {
    /// Reads a connection file's object, with the project's one JSON reader; `transport`, `ip`, `key` and
    /// `signature_scheme` have Jupyter's defaults. `curve_publickey` and `curve_secretkey` come together or not at
    /// all (a file with one of them is refused rather than served unencrypted).
    ///
    /// - Throws: `ConnectionInfoError`, naming `path` when a key is missing or of the wrong type.
    public init(json object: JSONObject, path: String) throws {
        let fields = ConnectionFields(object: object, path: path)
        let scheme = try fields.string("signature_scheme") ?? MessageSigner.scheme
        guard scheme == MessageSigner.scheme else { throw ConnectionInfoError.unsupportedSignatureScheme(scheme) }
        let transport = try fields.string("transport") ?? "tcp"
        guard transport == "tcp" || transport == "ipc" else { throw ConnectionInfoError.unsupportedTransport(transport) }
        self.init(
            transport: transport,
            ip: try fields.string("ip") ?? "127.0.0.1",
            shellPort: try fields.port("shell_port"),
            iopubPort: try fields.port("iopub_port"),
            stdinPort: try fields.port("stdin_port"),
            controlPort: try fields.port("control_port"),
            heartbeatPort: try fields.port("hb_port"),
            key: try fields.string("key") ?? "",
            signatureScheme: scheme,
            kernelName: try fields.string("kernel_name"),
            curveKeys: try Self.curveKeys(in: fields)
        )
    }

    private static func curveKeys(in fields: ConnectionFields) throws -> CurveKeyPair? {
        let publicKey = try fields.string("curve_publickey")
        let secretKey = try fields.string("curve_secretkey")
        switch (publicKey, secretKey) {
        case (nil, nil): return nil
        case (let publicKey?, let secretKey?): return try CurveKeyPair(publicKey: publicKey, secretKey: secretKey)
        case (nil, _?): throw ConnectionInfoError.incompleteCurveKeys(missing: "curve_publickey")
        case (_?, nil): throw ConnectionInfoError.incompleteCurveKeys(missing: "curve_secretkey")
        }
    }
}

/// The typed reads of a connection file's keys, each failing with the file's path and the key.
private struct ConnectionFields {
    let object: JSONObject
    let path: String

    /// A string key's value, or nil when the key is absent or null.
    func string(_ key: String) throws -> String? {
        guard let value = object[key], value != .null else { return nil }
        guard let text = value.stringValue else { throw invalid("'\(key)' must be a string") }
        return text
    }

    /// A port number, which must be there.
    func port(_ key: String) throws -> Int {
        guard let value = object[key], value != .null else { throw invalid("'\(key)' is missing") }
        guard let port = value.intValue, (0...65_535).contains(port) else {
            throw invalid("'\(key)' must be a port number from 0 to 65535")
        }
        return port
    }

    private func invalid(_ reason: String) -> ConnectionInfoError {
        .invalid(path: path, reason: reason)
    }
}
