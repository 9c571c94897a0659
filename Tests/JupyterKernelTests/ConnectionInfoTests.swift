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
            guard case .invalid? = error as? ConnectionInfoError else { return XCTFail("\(error)") }
        }
        let sha1 = try write(
            #"{"signature_scheme": "hmac-sha1", "shell_port": 1, "iopub_port": 2, "stdin_port": 3, "control_port": 4, "hb_port": 5}"#)
        XCTAssertThrowsError(try ConnectionInfo(contentsOf: sha1)) { error in
            XCTAssertEqual(error as? ConnectionInfoError, .unsupportedSignatureScheme("hmac-sha1"))
        }
    }
}
