import XCTest

@testable import JupyterKernel

final class LoggerTests: XCTestCase {
    func testLevelsFilterAndFormat() {
        let sink = MemoryLogSink()
        let logger = Logger(level: .warning, sink: sink)
        logger.debug("hidden")
        logger.info("hidden")
        logger.warning("shown")
        logger.error("also shown")
        XCTAssertEqual(sink.lines.count, 2)
        XCTAssertTrue(sink.lines[0].hasPrefix("[W "))
        XCTAssertTrue(sink.lines[0].hasSuffix(" plotline] shown"))
        XCTAssertTrue(sink.lines[1].hasPrefix("[E "))
    }

    func testMessagesAreBuiltOnlyWhenEnabled() {
        let logger = Logger(level: .error, sink: MemoryLogSink())
        var built = false
        logger.debug({ built = true; return "x" }())
        XCTAssertFalse(built)
    }

    func testLevelNames() {
        XCTAssertEqual(LogLevel(name: "DEBUG"), .debug)
        XCTAssertEqual(LogLevel(name: "warn"), .warning)
        XCTAssertNil(LogLevel(name: "loud"))
        XCTAssertEqual(LogLevel.allCases.map(\.name), ["error", "warning", "info", "debug"])
        XCTAssertTrue(LogLevel.error < .debug)
    }
}
