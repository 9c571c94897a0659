import Foundation
import JupyterKernel
import JupyterZMQ
import XCTest

/// Prints execute → idle round-trip times over 127.0.0.1 when `PLOTLINE_ROUND_TRIP_REPORT=1`; asserts nothing
/// about time (machines are noisy). The benchmark proper lives with the Python integration tests.
final class RoundTripReport: XCTestCase {
    func testReportExecuteRoundTrip() throws {
        guard ProcessInfo.processInfo.environment["PLOTLINE_ROUND_TRIP_REPORT"] == "1" else {
            throw XCTSkip("set PLOTLINE_ROUND_TRIP_REPORT=1 to print round-trip times")
        }
        let logger = Logger(level: .error, sink: MemoryLogSink())
        let server = try ZMQKernelServer(connection: ConnectionInfo(key: "report"), logger: logger)
        let kernel = Kernel(interpreter: TestInterpreter(), logger: logger)
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            try? server.run(kernel)
            finished.signal()
        }
        let client = try TestClient(connection: server.connection)
        defer { client.close() }
        _ = try client.receive(client.iopub)

        var samples: [Duration] = []
        for _ in 0..<1000 {
            let start = ContinuousClock.now
            let request = try client.send("execute_request", ["code": "x"], on: client.shell)
            _ = try client.iopubUntilIdle(of: request)
            samples.append(ContinuousClock.now - start)
            _ = try client.receive(client.shell)
        }
        samples.sort()
        print("execute → idle over 1000 cells: p50 \(samples[500]), p90 \(samples[900]), p99 \(samples[990])")

        try client.send("shutdown_request", on: client.control)
        _ = try client.receive(client.control)
        XCTAssertEqual(finished.wait(timeout: .now() + 20), .success)
    }
}
