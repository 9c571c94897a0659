import PlotlineValues
import PlotlineFeeds

/// An in-memory live source: tests push records into it as a publisher would.
final class FakeLiveSource: LiveSource {
    let endpoint: String
    private(set) var inbox: FeedInbox?
    private(set) var stopCount = 0

    init(endpoint: String) {
        self.endpoint = endpoint
    }

    var description: String { "subscribed to \(endpoint)" }
    var isRunning: Bool { inbox != nil }

    func start(delivering inbox: FeedInbox) throws {
        self.inbox = inbox
    }

    func stop() {
        if inbox != nil { stopCount += 1 }
        inbox = nil
    }

    /// Delivers a JSON message as the ZeroMQ subscriber will.
    func publish(_ message: String) {
        do {
            let records = try Array(message.utf8).withUnsafeBufferPointer {
                try JSONRecordReader.records(fromMessage: $0, source: endpoint)
            }
            inbox?.push(records)
        } catch let error as ModelError {
            inbox?.reportBadRecord(error.message)
        } catch {
            inbox?.reportBadRecord("\(error)")
        }
    }
}
