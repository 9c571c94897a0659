import Foundation
import XCTest

@testable import JupyterKernel

final class ConnectionInfoTests: XCTestCase {
    private func write(_ text: String) throws -> String {
        let path = NSTemporaryDirectory() + "plotline-connection-\(UUID().uuidString).json"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    func testReadsAJupyterConnectionFile() throws {
        let path = try write(
            """
            {"shell_port": 53794, "iopub_port": 53795, "stdin_port": 53796, "control_port": 53797, "hb_port": 53798,
             "ip": "127.0.0.1", "key": "a0b1-c2", "transport": "tcp", "signature_scheme": "hmac-sha256",
             "kernel_name": "plotline", "jupyter_session": "ignored"}
            """)
        let info = try ConnectionInfo(contentsOf: path)
        XCTAssertEqual(info.key, "a0b1-c2")
        XCTAssertEqual(info.kernelName, "plotline")
        XCTAssertEqual(info.endpoint(for: .shell), "tcp://127.0.0.1:53794")
        XCTAssertEqual(info.endpoint(for: .iopub), "tcp://127.0.0.1:53795")
        XCTAssertEqual(info.endpoint(for: .stdin), "tcp://127.0.0.1:53796")
        XCTAssertEqual(info.endpoint(for: .control), "tcp://127.0.0.1:53797")
        XCTAssertEqual(info.endpoint(for: .heartbeat), "tcp://127.0.0.1:53798")
    }

    func testIPCEndpointsAndDefaults() throws {
        let path = try write(
            #"{"transport": "ipc", "ip": "/tmp/k", "shell_port": 1, "iopub_port": 2, "stdin_port": 3, "control_port": 4, "hb_port": 5}"#)
        let info = try ConnectionInfo(contentsOf: path)
        XCTAssertEqual(info.endpoint(for: .control), "ipc:///tmp/k-4")
        XCTAssertEqual(info.key, "")
        XCTAssertEqual(info.signatureScheme, "hmac-sha256")
    }

    func testPortZeroBindsAnyPort() {
        XCTAssertEqual(ConnectionInfo().endpoint(for: .shell), "tcp://127.0.0.1:*")
    }

    func testErrors() throws {
        XCTAssertThrowsError(try ConnectionInfo(contentsOf: "/nonexistent/connection.json")) { error in
            guard case .unreadable? = error as? ConnectionInfoError else { return XCTFail("\(error)") }
        }
        let missingPort = try write(#"{"shell_port": 1}"#)
        XCTAssertThrowsError(try ConnectionInfo(contentsOf: missingPort)) { error in
            XCTAssertEqual(error as? ConnectionInfoError, .invalid(path: missingPort, reason: "'iopub_port' is missing"))
        }
        let textPort = try write(
            #"{"shell_port": "1", "iopub_port": 2, "stdin_port": 3, "control_port": 4, "hb_port": 5, "key": "secret"}"#)
        XCTAssertThrowsError(try ConnectionInfo(contentsOf: textPort)) { error in
            XCTAssertEqual(
                error as? ConnectionInfoError,
                .invalid(path: textPort, reason: "'shell_port' must be a port number from 0 to 65535"))
        }
        let broken = try write(#"{"shell_port": 1, "key": "secret""#)
        XCTAssertThrowsError(try ConnectionInfo(contentsOf: broken)) { error in
            guard case .invalid(_, let reason)? = error as? ConnectionInfoError else { return XCTFail("\(error)") }
            XCTAssertTrue(reason.hasPrefix("invalid JSON at byte"), reason)
            XCTAssertFalse(reason.contains("secret"), "the key is never shown")
        }
        let sha1 = try write(
            #"{"signature_scheme": "hmac-sha1", "shell_port": 1, "iopub_port": 2, "stdin_port": 3, "control_port": 4, "hb_port": 5}"#)
        XCTAssertThrowsError(try ConnectionInfo(contentsOf: sha1)) { error in
            XCTAssertEqual(error as? ConnectionInfoError, .unsupportedSignatureScheme("hmac-sha1"))
        }
    }

    // MARK: CurveZMQ keys

    /// A key pair made by zmq.curve_keypair() for these tests (it protects nothing).
    private let publicKey = "&6U7ed8NnDu#e$/&eG}hQpY8Oi)v4iNGZVuDG5ad"
    private let secretKey = "FmNG#=&%1SH>IpprUwZLBL!k.Pl>GWTSOaRZ#3P2"

    private func connectionFile(_ curve: String) throws -> String {
        try write(
            """
            {"shell_port": 1, "iopub_port": 2, "stdin_port": 3, "control_port": 4, "hb_port": 5, "key": "k"\(curve)}
            """)
    }

    func testReadsTheCurveKeyPair() throws {
        let path = try connectionFile(#", "curve_publickey": "\#(publicKey)", "curve_secretkey": "\#(secretKey)""#)
        let info = try ConnectionInfo(contentsOf: path)
        XCTAssertEqual(info.curveKeys?.publicKey, publicKey)
        XCTAssertEqual(info.curveKeys?.secretKey, secretKey)
    }

    func testWithoutCurveKeysNothingChanges() throws {
        XCTAssertNil(try ConnectionInfo(contentsOf: try connectionFile("")).curveKeys)
        XCTAssertNil(try ConnectionInfo(contentsOf: try connectionFile(#", "curve_publickey": null, "curve_secretkey": null"#)).curveKeys)
        XCTAssertNil(ConnectionInfo().curveKeys)
    }

    func testOneCurveKeyWithoutTheOtherIsRefused() throws {
        let onlyPublic = try connectionFile(#", "curve_publickey": "\#(publicKey)""#)
        XCTAssertThrowsError(try ConnectionInfo(contentsOf: onlyPublic)) { error in
            XCTAssertEqual(error as? ConnectionInfoError, .incompleteCurveKeys(missing: "curve_secretkey"))
        }
        let onlySecret = try connectionFile(#", "curve_secretkey": "\#(secretKey)""#)
        XCTAssertThrowsError(try ConnectionInfo(contentsOf: onlySecret)) { error in
            XCTAssertEqual(error as? ConnectionInfoError, .incompleteCurveKeys(missing: "curve_publickey"))
            XCTAssertFalse("\(error)".contains(self.secretKey))
        }
    }

    func testMalformedCurveKeysAreRefusedWithoutShowingThem() throws {
        let cases: [(publicKey: String, secretKey: String, field: String, says: String)] = [
            (String(publicKey.dropLast()), secretKey, "curve_publickey", "39 characters"),
            (publicKey, secretKey + "x", "curve_secretkey", "41 characters"),
            (publicKey, "\"" + secretKey.dropFirst(), "curve_secretkey", "character 1 is not in the Z85 alphabet"),
            (publicKey, String(secretKey.dropLast(5)) + "#####", "curve_secretkey", "characters 36–40"),
        ]
        for (publicKey, secretKey, field, says) in cases {
            XCTAssertThrowsError(try CurveKeyPair(publicKey: publicKey, secretKey: secretKey)) { error in
                guard case .invalidCurveKey(let named, let reason)? = error as? ConnectionInfoError else {
                    return XCTFail("\(error)")
                }
                XCTAssertEqual(named, field)
                XCTAssertTrue(reason.contains(says), reason)
                XCTAssertFalse("\(error)".contains(secretKey), "the message shows the secret key")
            }
        }
    }

    func testSecretsAreRedactedWhenPrinted() throws {
        let keys = try CurveKeyPair(publicKey: publicKey, secretKey: secretKey)
        let info = ConnectionInfo(key: "hmac-secret", curveKeys: keys)
        for text in ["\(keys)", String(reflecting: keys), "\(info)", String(reflecting: info), dumped(info)] {
            XCTAssertFalse(text.contains(secretKey), text)
            XCTAssertFalse(text.contains("hmac-secret"), text)
            XCTAssertTrue(text.contains("<redacted>"), text)
        }
        XCTAssertTrue("\(keys)".contains(publicKey))
    }

    private func dumped(_ value: some Any) -> String {
        var text = ""
        dump(value, to: &text)
        return text
    }
}
