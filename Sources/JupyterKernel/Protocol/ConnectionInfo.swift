import Foundation
import InterchangeFormats

/// The connection file a kernel is started with: transport, address, the five ports, the signing key, and the
/// CurveZMQ key pair when the client asked for an encrypted transport.
///
/// ```swift
/// let info = try ConnectionInfo(contentsOf: "/run/user/1000/jupyter/kernel-1234.json")
/// info.endpoint(for: .shell)   // "tcp://127.0.0.1:53794"
/// ```
public struct ConnectionInfo: Sendable, Equatable {
    /// `transport`: `tcp` or `ipc`.
    public var transport: String
    /// `ip`: the address for tcp, the path prefix for ipc.
    public var ip: String
    /// `shell_port`.
    public var shellPort: Int
    /// `iopub_port`.
    public var iopubPort: Int
    /// `stdin_port`.
    public var stdinPort: Int
    /// `control_port`.
    public var controlPort: Int
    /// `hb_port`.
    public var heartbeatPort: Int
    /// `key`: the HMAC key; empty turns signing off.
    public var key: String
    /// `signature_scheme`: `hmac-sha256`.
    public var signatureScheme: String
    /// `kernel_name`, when the launcher wrote one.
    public var kernelName: String?
    /// `curve_publickey` and `curve_secretkey`, when the client provisioned transport encryption: every socket
    /// of the kernel is then a CurveZMQ server with this key pair. Nil: plain ZeroMQ, as before.
    public var curveKeys: CurveKeyPair?

    /// Makes connection info; port 0 asks the transport to pick a free port.
    public init(
        transport: String = "tcp",
        ip: String = "127.0.0.1",
        shellPort: Int = 0,
        iopubPort: Int = 0,
        stdinPort: Int = 0,
        controlPort: Int = 0,
        heartbeatPort: Int = 0,
        key: String = "",
        signatureScheme: String = MessageSigner.scheme,
        kernelName: String? = nil,
        curveKeys: CurveKeyPair? = nil
    ) {
        self.transport = transport
        self.ip = ip
        self.shellPort = shellPort
        self.iopubPort = iopubPort
        self.stdinPort = stdinPort
        self.controlPort = controlPort
        self.heartbeatPort = heartbeatPort
        self.key = key
        self.signatureScheme = signatureScheme
        self.kernelName = kernelName
        self.curveKeys = curveKeys
    }

    /// Reads a connection file.
    /// - Throws: `ConnectionInfoError` when the file cannot be read, is not valid, asks for an unsupported scheme,
    ///   or carries CurveZMQ keys that are incomplete or malformed.
    public init(contentsOf path: String) throws {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ConnectionInfoError.unreadable(path: path, reason: error.localizedDescription)
        }
        let object: JSONObject
        do {
            object = try JSONParser.parseObject(Array(data))
        } catch {
            throw ConnectionInfoError.invalid(path: path, reason: String(describing: error))
        }
        try self.init(json: object, path: path)
    }

    /// The port of a channel.
    public func port(for channel: Channel) -> Int {
        switch channel {
        case .shell: return shellPort
        case .control: return controlPort
        case .stdin: return stdinPort
        case .iopub: return iopubPort
        case .heartbeat: return heartbeatPort
        }
    }

    /// Sets the port of a channel (to record the one a transport picked for port 0).
    public mutating func setPort(_ port: Int, for channel: Channel) {
        switch channel {
        case .shell: shellPort = port
        case .control: controlPort = port
        case .stdin: stdinPort = port
        case .iopub: iopubPort = port
        case .heartbeat: heartbeatPort = port
        }
    }

    /// The endpoint of a channel: `tcp://ip:port` (port `*` for 0) or `ipc://ip-port`.
    public func endpoint(for channel: Channel) -> String {
        let port = port(for: channel)
        if transport == "ipc" { return "ipc://\(ip)-\(port)" }
        return "tcp://\(ip):\(port == 0 ? "*" : String(port))"
    }
}
