import Foundation
import Synchronization
import XCTest

@testable import JupyterKernel

final class KernelSessionTests: XCTestCase {
    func testMessageIDsAreUniqueAcrossThreads() {
        let session = KernelSession(id: "s")
        let ids = Mutex<Set<String>>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            var local: [String] = []
            for _ in 0..<1000 { local.append(session.header(for: "status").messageID) }
            ids.withLock { $0.formUnion(local) }
        }
        XCTAssertEqual(ids.withLock { $0.count }, 8000)
        XCTAssertTrue(ids.withLock { $0.allSatisfy { $0.hasPrefix("s_") } })
    }

    func testSessionsDiffer() {
        XCTAssertNotEqual(KernelSession().id, KernelSession().id)
        XCTAssertEqual(KernelSession.process.id, KernelSession.process.id)
        XCTAssertEqual(KernelSession.process.username, "plotline")
    }

    func testHeaderFields() {
        let header = KernelSession(id: "s", username: "u").header(for: "execute_reply")
        XCTAssertEqual(header.session, "s")
        XCTAssertEqual(header.username, "u")
        XCTAssertEqual(header.messageType, "execute_reply")
        XCTAssertEqual(header.version, "5.5")
        XCTAssertNotNil(header.date)
    }
}
