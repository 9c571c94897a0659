import PlotlineFeeds
import PlotlineKernel
import PlotlineTestSupport
import PlotlineValues
import XCTest

/// `feed.subscribe(endpoint)`'s source over a queue instead of a ZeroMQ socket: messages reach the inbox from the
/// reader thread, bad ones and a broken subscription are reported there, and the subscription is closed on that
/// thread when it stops.
final class SubscriptionSourceTests: XCTestCase {
    private let endpoint = "tcp://127.0.0.1:5556"

    private func makeSource(over subscription: QueuedSubscription) -> SubscriptionSource {
        SubscriptionSource(endpoint: endpoint, pollInterval: .milliseconds(5)) { subscription }
    }

    func testEveryRecordAndEveryBadMessageIsDelivered() throws {
        let subscription = QueuedSubscription()
        let source = makeSource(over: subscription)
        let inbox = FeedInbox()
        subscription.publish("{\"t\": 1}")
        subscription.publish("[{\"t\": 2}, {\"t\": 3}]")
        subscription.publish("{\"t\": 4, latency}")
        subscription.publish("{\"t\": 5}")
        try source.start(delivering: inbox)
        defer { source.stop() }
        XCTAssertTrue(waitUntil { inbox.pendingRecordCount == 4 })
        let batch = inbox.take()
        XCTAssertEqual(batch.records.map { $0["t"] }, (1...5).filter { $0 != 4 }.map { FieldValue.int($0) })
        XCTAssertEqual(batch.badRecordCount, 1)
        XCTAssertEqual(batch.lastError, "\(endpoint):1:10: expected a field name in double quotes, found 'l'")
        XCTAssertTrue(source.isRunning)
        XCTAssertEqual(source.description, "subscribed to \(endpoint)")
    }

    func testABrokenSubscriptionIsReportedAndEndsTheReader() throws {
        let subscription = QueuedSubscription()
        let source = makeSource(over: subscription)
        let inbox = FeedInbox()
        try source.start(delivering: inbox)
        subscription.breakOff("connection reset")
        XCTAssertTrue(waitUntil { !source.isRunning })
        let batch = inbox.take()
        XCTAssertEqual(batch.badRecordCount, 1)
        XCTAssertEqual(batch.lastError, "the subscription to \(endpoint) stopped: connection reset")
        XCTAssertEqual(subscription.closedOnMainThread, false, "closed by the reader thread")
        source.stop()
    }

    func testStoppingClosesTheSubscriptionOnTheReaderThreadAndDeliversNothingMore() throws {
        let subscription = QueuedSubscription()
        let source = makeSource(over: subscription)
        let inbox = FeedInbox()
        try source.start(delivering: inbox)
        source.stop()
        XCTAssertFalse(source.isRunning)
        XCTAssertEqual(subscription.closedOnMainThread, false, "closed by the reader thread")
        subscription.publish("{\"t\": 1}")
        Thread.sleep(forTimeInterval: 0.05)
        XCTAssertFalse(inbox.hasPending)
        source.stop()
    }

    func testStartingTwiceIsRefused() throws {
        let source = makeSource(over: QueuedSubscription())
        try source.start(delivering: FeedInbox())
        defer { source.stop() }
        let error = modelError { try source.start(delivering: FeedInbox()) }
        XCTAssertEqual(error?.kind, .ioError)
        XCTAssertEqual(error?.message, "already subscribed to \(endpoint)")
    }

    func testAnEndpointThatCannotBeOpenedFailsTheStart() {
        let source = SubscriptionSource(endpoint: "tcp://nowhere") { throw QueuedSubscription.Broken(description: "bad address") }
        let error = modelError { try source.start(delivering: FeedInbox()) }
        XCTAssertEqual(error?.kind, .ioError)
        XCTAssertEqual(error?.message, "cannot subscribe to 'tcp://nowhere': bad address")
        XCTAssertEqual(error?.hint, "endpoints look like \"tcp://127.0.0.1:5556\"")
        XCTAssertFalse(source.isRunning)
    }
}
