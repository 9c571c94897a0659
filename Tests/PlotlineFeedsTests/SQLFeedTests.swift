import Foundation
import PlotlineFeeds
import PlotlineTestSupport
import PlotlineValues
import XCTest

/// SQL feeds on real SQLite files: typed columns, refreshes that fetch exactly the new rows, parameters bound (never
/// spliced into the text), errors that point into the query, polling while idle, and URLs whose passwords never show.
final class SQLFeedTests: XCTestCase {
    private var context = FeedContext()
    private var directory: URL!

    override func invokeTest() {
        context = FeedContext()
        FeedContext.$current.withValue(context) { super.invokeTest() }
        context.liveFeeds.stopAll()
    }

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("plotline-sql-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// A database file holding `test_runs(id, total, failed, started)` with three runs.
    private func runsDatabase() throws -> Database {
        let path = directory.appendingPathComponent("runs.db").path
                let database = try Database("sqlite:\(path)")
        try database.execute("CREATE TABLE test_runs (id INTEGER PRIMARY KEY, total REAL, failed INTEGER, started TIMESTAMP, note TEXT)")
        for id in 1...3 { try insertRun(id, into: database) }
        return database
    }

    private func insertRun(_ id: Int, into database: Database) throws {
        try database.execute(
            "INSERT INTO test_runs VALUES ($1, $2, $3, $4, $5)",
            parameters: [.int(id), .double(1000 + 10.5 * Double(id)), .int(id % 2), .text("2026-11-0\(id)T10:00:00Z"),
                         id == 2 ? .null : .text("run \(id)")])
    }

    private func numbers(_ feed: Feed, _ field: String) throws -> [Double] {
        try feed.arrangedNumbers(ofField: field)
    }

    func testColumnsAreTypedFromTheDatabaseAndNullIsAGap() throws {
        let database = try runsDatabase()
        let feed = try database.feed("SELECT id, total, failed, started, note FROM test_runs ORDER BY id", key: "id")
        XCTAssertEqual(feed.fields, ["id", "total", "failed", "started", "note"])
        XCTAssertEqual(feed.kind(ofField: "id"), .number)
        XCTAssertEqual(feed.kind(ofField: "total"), .number)
        XCTAssertEqual(feed.kind(ofField: "started"), .date)
        XCTAssertEqual(feed.kind(ofField: "note"), .string)
        XCTAssertEqual(try numbers(feed, "total"), [1010.5, 1021, 1031.5])
        XCTAssertEqual(feed.value(at: 1, field: "note"), .none)
        XCTAssertEqual(try numbers(feed, "started").first, 1_793_527_200, "seconds since 1970 of 2026-11-01T10:00Z")
    }

    func testANumberInATimestampColumnIsSecondsSince1970() throws {
        let database = try Database("sqlite::memory:")
        try database.execute("CREATE TABLE samples (ts TIMESTAMP, latency REAL)")
        try database.execute("INSERT INTO samples VALUES (1700000000, 12.5)")
        let feed = try database.feed("SELECT ts, latency FROM samples")
        XCTAssertEqual(feed.kind(ofField: "ts"), .date)
        XCTAssertEqual(try numbers(feed, "ts"), [1_700_000_000])
    }

    func testRefreshAddsExactlyTheRowsPastTheLastKey() throws {
        let database = try runsDatabase()
        let feed = try database.feed("SELECT id, total FROM test_runs;", key: "id")
        let recorder = ChangeRecorder(feed, cachingField: "total")
        XCTAssertEqual(try feed.refresh(), 0)
        XCTAssertTrue(recorder.changes.isEmpty, "nothing new, nothing changed")
        try insertRun(4, into: database)
        try insertRun(5, into: database)
        XCTAssertEqual(try feed.refresh(), 2)
        XCTAssertEqual(try numbers(feed, "id"), [1, 2, 3, 4, 5])
        XCTAssertEqual(recorder.changes.count, 1, "the new rows arrive as one change")
        try database.execute("UPDATE test_runs SET total = 0 WHERE id = 1")
        XCTAssertEqual(try feed.refresh(), 0, "rows at or below the last key are not fetched again")
        XCTAssertEqual(try numbers(feed, "total").first, 1010.5)
    }

    func testRefreshWithoutAKeyReadsEveryRowAgain() throws {
        let database = try runsDatabase()
        let feed = try database.feed("SELECT failed, count(*) AS runs FROM test_runs GROUP BY failed ORDER BY failed")
        XCTAssertEqual(try numbers(feed, "runs"), [1, 2])
        try insertRun(4, into: database)
        XCTAssertEqual(try feed.refresh(), 2)
        XCTAssertEqual(try numbers(feed, "runs"), [2, 2])
    }

    func testParametersAreBoundNeverSplicedIn() throws {
        let database = try runsDatabase()
        let feed = try database.feed(
            "SELECT id FROM test_runs WHERE failed = $2 AND note <> $1 ORDER BY id", key: "id",
            parameters: [.text("x' OR '1'='1"), .int(1)])
        XCTAssertEqual(try numbers(feed, "id"), [1, 3], "$2 is the second parameter wherever it appears")
        let tricky = try database.feed("SELECT id FROM test_runs WHERE note = $1", parameters: [.text("run 1' OR '1'='1")])
        XCTAssertEqual(tricky.count, 0, "a quote in a parameter is data")
        XCTAssertThrowsError(try database.feed("SELECT id FROM test_runs WHERE id = $2", parameters: [.int(1)])) { error in
            XCTAssertEqual((error as? ModelError)?.message, "the query uses parameter 2 but 1 were given")
        }
        XCTAssertThrowsError(
            try database.feed("SELECT id FROM test_runs WHERE failed = $1", key: "ids", parameters: [.int(1)])
        ) { error in
            XCTAssertEqual((error as? ModelError)?.hint, "did you mean 'id'?", "the key's error, not the parameters'")
        }
    }

    func testAnInterruptStopsALongQuery() throws {
        let database = try Database("sqlite::memory:")
        let started = Date()
        let cellGuard = ExecutionGuard.interruptingOnce(after: 0.3)
        XCTAssertThrowsError(try ExecutionGuard.$current.withValue(cellGuard) {
            try database.feed("WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < 200000000) SELECT max(i) AS most FROM n")
        }) { error in
            XCTAssertEqual((error as? ModelError)?.kind, .interrupted)
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 5, "stopped, not waited out")
        XCTAssertEqual(try database.execute("SELECT 1 AS one").rows, [[.int(1)]], "the connection goes on")
    }

    func testASyntaxErrorPointsAtItsPlaceInTheQuery() throws {
        let database = try runsDatabase()
        XCTAssertThrowsError(try database.feed("SELECT id,\n       totl FROM test_runs", key: "id")) { error in
            let message = (error as? ModelError)?.message ?? ""
            XCTAssertEqual((error as? ModelError)?.kind, .sqlError)
            XCTAssertTrue(message.hasPrefix("no such column: totl"), message)
            XCTAssertTrue(message.hasSuffix("\n           totl FROM test_runs\n           ^"), message)
        }
        XCTAssertThrowsError(try database.feed("SELEC id FROM test_runs")) { error in
            XCTAssertEqual((error as? ModelError)?.message, "near \"SELEC\": syntax error\n    SELEC id FROM test_runs\n    ^")
        }
    }

    func testAKeyThatIsNotAColumnSuggestsTheClosest() throws {
        let database = try runsDatabase()
        XCTAssertThrowsError(try database.feed("SELECT id, total FROM test_runs", key: "ids")) { error in
            XCTAssertEqual((error as? ModelError)?.message, "the key 'ids' is not a column of the query")
            XCTAssertEqual((error as? ModelError)?.hint, "did you mean 'id'?")
        }
    }

    func testAFailedRefreshLeavesTheFeedAsItWas() throws {
        let database = try runsDatabase()
        let feed = try database.feed("SELECT id, total FROM test_runs", key: "id")
        try database.execute("DROP TABLE test_runs")
        XCTAssertThrowsError(try feed.refresh()) { error in
            XCTAssertTrue(((error as? ModelError)?.message ?? "").hasPrefix("no such table: test_runs"))
        }
        XCTAssertEqual(try numbers(feed, "id"), [1, 2, 3])
        XCTAssertThrowsError(try Feed().refresh()) { error in
            XCTAssertEqual((error as? ModelError)?.message, "this feed does not read a database")
        }
    }

    func testPollingDeliversNewRowsOnceWhileIdle() throws {
        let database = try runsDatabase()
        let feed = try database.feed("SELECT id, total FROM test_runs", key: "id")
        try feed.refresh(every: 0.05)
        XCTAssertTrue(feed.isLive)
        XCTAssertEqual(feed.liveSourceDescriptions, ["refreshing every 0.05 s"])
        try insertRun(4, into: database)
        let deadline = Date().addingTimeInterval(5)
        while !feed.inbox.hasPending, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        // Stopped (it waits for the poller's thread) before row 5 exists, so only the refresh can fetch row 5, however
        // slow the build; the poller's row 4 stays in the inbox.
        feed.stop()
        XCTAssertFalse(feed.isLive)
        try insertRun(5, into: database)
        XCTAssertEqual(try feed.refresh(), 1, "the poller's row first, then only the row it had not fetched")
        XCTAssertEqual(try numbers(feed, "id"), [1, 2, 3, 4, 5])
        XCTAssertThrowsError(try feed.refresh(every: 0)) { error in
            XCTAssertEqual((error as? ModelError)?.hint, "poll every 0.05 s or more")
        }
    }

    func testAPollThatFailsIsReportedAndPollingGoesOn() throws {
        let database = try runsDatabase()
        let feed = try database.feed("SELECT id, total FROM test_runs", key: "id")
        try feed.refresh(every: 0.05)
        try database.execute("ALTER TABLE test_runs RENAME TO old_runs")
        let deadline = Date().addingTimeInterval(5)
        while feed.lastError == nil, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        XCTAssertTrue((feed.lastError ?? "").hasPrefix("no such table: test_runs"), feed.lastError ?? "no error")
        try database.execute("ALTER TABLE old_runs RENAME TO test_runs")
        try insertRun(4, into: database)
        while feed.count < 4, Date() < deadline {
            feed.drainInbox()
            Thread.sleep(forTimeInterval: 0.01)
        }
        XCTAssertEqual(try numbers(feed, "id"), [1, 2, 3, 4])
    }

    func testURLsNeverShowAPassword() throws {
        XCTAssertEqual(DatabaseURL.masked("postgresql://ana:s3cret@db.local:5432/metrics"), "postgresql://ana:•••@db.local:5432/metrics")
        XCTAssertEqual(DatabaseURL.masked("postgresql://ana@db.local/metrics"), "postgresql://ana@db.local/metrics")
        XCTAssertThrowsError(try Database("mysql://ana:s3cret@db.local/metrics")) { error in
            XCTAssertFalse("\(error)".contains("s3cret"))
        }
        XCTAssertEqual(try DatabaseURL("postgresql://ana:s3cret@h/db").description, "postgresql://ana:•••@h/db")
        XCTAssertEqual(try DatabaseURL("sqlite:data/runs.db").description, "sqlite:data/runs.db")
    }

    func testAMissingFileIsANewDatabaseUnlessAModeSaysOtherwise() throws {
        let path = directory.appendingPathComponent("new.db").path
        let created = try Database("sqlite:\(path)")
        try created.execute("CREATE TABLE samples (at TEXT, latency REAL)")
        try created.execute("INSERT INTO samples VALUES ('2024/03/01 12:00', 1.5), ('2024/03/02 12:00', 2.5)")
        XCTAssertTrue(FileManager.default.fileExists(atPath: path), "a missing file is made, as every SQLite client does")
        let readOnly = try Database("sqlite:\(path)?mode=ro")
        XCTAssertEqual(readOnly.url.description, "sqlite:\(path)?mode=ro")
        let samples = try readOnly.feed("SELECT at, latency FROM samples")
        XCTAssertEqual(samples.columnType(ofField: "at"), .date(.pattern(try DatePattern("yyyy/MM/dd HH:mm"))),
                       "text holding dates where SQLite declares no type reads as dates")
        XCTAssertThrowsError(try readOnly.execute("INSERT INTO samples VALUES ('2024/03/03 12:00', 3)")) { error in
            XCTAssertEqual((error as? ModelError)?.kind, .sqlError)
        }
        let missing = directory.appendingPathComponent("nope.db").path
        XCTAssertThrowsError(try Database("sqlite:\(missing)?mode=ro").feed("SELECT 1")) { error in
            XCTAssertEqual((error as? ModelError)?.message, "no SQLite database at '\(missing)'")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: missing))
        XCTAssertThrowsError(try Database("sqlite:\(path)?mode=wr")) { error in
            XCTAssertEqual((error as? ModelError)?.message, "'mode=wr' is not an SQLite mode")
        }
    }

    func testAnOnDemandFeedReadsNothingUntilAskedAndComputesOperatorsInTheDatabase() throws {
        let database = try runsDatabase()
        let feed = try database.feed("SELECT started, total FROM test_runs", x: "started", loading: .onDemand)
        XCTAssertTrue(feed.isOnDemand)
        XCTAssertEqual(feed.count, 0)
        XCTAssertEqual(try Value.object(feed).value(forKeyPath: "@count"), .int(3))
        XCTAssertEqual(try Value.object(feed).value(forKeyPath: "@max.total"), .double(1031.5))
        XCTAssertEqual(try Value.object(feed).value(forKeyPath: "@avg.total"), .double(1021))
        XCTAssertEqual(
            try Value.object(feed).value(forKeyPath: "@min.started"), FeedDates.value(fromSeconds: 1_793_527_200))
        XCTAssertThrowsError(try Value.object(feed).value(forKeyPath: "@max.totl")) { error in
            XCTAssertEqual((error as? ModelError)?.hint, "did you mean 'total'?")
        }
        XCTAssertTrue(try feed.demand(xRange: nil, columns: 100))
        XCTAssertEqual(feed.count, 3, "three rows, each its column's first, last, lowest and highest")
        XCTAssertEqual(feed.kind(ofField: "started"), .date)
        XCTAssertFalse(try feed.demand(xRange: nil, columns: 100), "the same request is not asked again")
        XCTAssertThrowsError(try feed.refresh(every: 1)) { error in
            XCTAssertEqual((error as? ModelError)?.message, "an on-demand feed cannot refresh(every:): it reads each view when it is drawn")
        }
        XCTAssertThrowsError(try database.feed("SELECT started, total FROM test_runs", loading: .onDemand)) { error in
            XCTAssertEqual((error as? ModelError)?.message, "an on-demand feed needs its x column")
        }
        XCTAssertThrowsError(try database.feed("SELECT started, total FROM test_runs", x: "start", loading: .onDemand)) { error in
            XCTAssertEqual((error as? ModelError)?.hint, "did you mean 'started'?")
        }
    }
}
