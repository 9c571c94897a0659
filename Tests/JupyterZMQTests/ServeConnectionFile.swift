import Foundation
import JupyterKernel
import JupyterZMQ
import XCTest

/// Serves the test interpreter on the connection file named by `PLOTLINE_TEST_CONNECTION_FILE` until shutdown, so
/// that Python clients (jupyter_client, jupyter_kernel_test) can check the wire protocol against this build.
/// A kernelspec's argv can run it: `PlotlinePackageTests.xctest JupyterZMQTests.ServeConnectionFile`.
final class ServeConnectionFile: XCTestCase {
    func testServe() throws {
        guard let path = ProcessInfo.processInfo.environment["PLOTLINE_TEST_CONNECTION_FILE"] else {
            throw XCTSkip("set PLOTLINE_TEST_CONNECTION_FILE to serve a kernel for Python clients")
        }
        let logger = Logger(level: .debug)
        let server = try ZMQKernelServer(connection: ConnectionInfo(contentsOf: path), logger: logger)
        try server.run(Kernel(interpreter: TestInterpreter(), logger: logger))
    }
}
