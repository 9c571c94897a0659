import Foundation
import InterchangeFormats
import JupyterKernel

/// A connection file in a fresh temporary directory, as a Jupyter launcher writes one: TCP on the loopback, a
/// signing key, and port 0 on every channel so that the kernel binds ports the system picks.
struct EchoConnectionFile {
    /// The file's path.
    let path: String
    /// The HMAC key written into it.
    let key: String

    /// Writes the file; `key` signs every message both ways.
    init(key: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("echo-kernel-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent("kernel.json")
        try Data(JSONWriter.serialize(Self.contents(key: key))).write(to: url)
        path = url.path
        self.key = key
    }

    /// Deletes the file and its directory.
    func remove() {
        try? FileManager.default.removeItem(at: URL(fileURLWithPath: path).deletingLastPathComponent())
    }

    private static func contents(key: String) -> JSONObject {
        [
            "transport": "tcp", "ip": "127.0.0.1", "signature_scheme": .string(MessageSigner.scheme),
            "key": .string(key), "kernel_name": "echo",
            "shell_port": 0, "iopub_port": 0, "stdin_port": 0, "control_port": 0, "hb_port": 0,
        ]
    }
}
