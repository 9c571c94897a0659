import Foundation
import PlotlineFeeds
import PlotlineTestSupport
import PlotlineValues
import XCTest

/// SQL feeds on a real PostgreSQL server: the private one `make test` starts (tools/with-postgres.sh), named by
/// PLOTLINE_TEST_POSTGRES_URL. Without it these tests are skipped, unless PLOTLINE_REQUIRE_POSTGRES is set (as
/// `make test` sets it), when they fail.
final class PostgresFeedTests: XCTestCase {
    private var context = FeedContext()
    private var url = ""
    private var password = ""
    private var table = ""

    override func invokeTest() {
        context = FeedContext()
        FeedContext.$current.withValue(context) { super.invokeTest() }
        context.liveFeeds.stopAll()
    }

    override func setUpWithError() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let url = environment["PLOTLINE_TEST_POSTGRES_URL"], let password = environment["PLOTLINE_TEST_POSTGRES_PASSWORD"]
        else {
            if environment["PLOTLINE_REQUIRE_POSTGRES"] != nil {
                XCTFail("PLOTLINE_REQUIRE_POSTGRES is set but no server is named; run through tools/with-postgres.sh")
            }
            throw XCTSkip("no PostgreSQL server (make test starts one with tools/with-postgres.sh)")
        }
        self.url = url
        self.password = password
        table = "runs_\(UInt32.random(in: 0...UInt32.max))"
    }

    /// The server's URL with the password in it.
    private var urlWithPassword: String {
        url.replacingOccurrences(of: "postgresql://plotline@", with: "postgresql://plotline:\(password)@")
    }

    private func database() throws -> Database {
        let database = try Database(urlWithPassword)
        try database.execute("""
            CREATE TABLE \(table) (id bigint PRIMARY KEY, started timestamptz, day date, latency double precision,
                                   amount numeric, host text, ok boolean, failed int)
            """)
        try insert(1...3, into: database)
        return database
    }

    private func insert(_ ids: ClosedRange<Int>, into database: Database) throws {
        for id in ids {
            try database.execute(
                "INSERT INTO \(table) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)",
                parameters: [.int(id), .text("2026-11-0\(id % 10)T10:00:00.5Z"), .text("2026-11-0\(id % 10)"),
                             .double(12.5 * Double(id)), .text("1.25"), id == 2 ? .null : .text("web-\(id)"),
                             .int(id % 2), .int(id)])
        }
    }

    func testColumnsAreTypedFromTheServersTypes() throws {
        let feed = try database().feed("SELECT * FROM \(table) ORDER BY id", key: "id")
        XCTAssertEqual(feed.fields, ["id", "started", "day", "latency", "amount", "host", "ok", "failed"])
        XCTAssertEqual(feed.kind(ofField: "started"), .date)
        XCTAssertEqual(feed.kind(ofField: "day"), .date)
        XCTAssertEqual(feed.kind(ofField: "amount"), .number)
        XCTAssertEqual(feed.kind(ofField: "host"), .string)
        XCTAssertEqual(try feed.arrangedNumbers(ofField: "started").first, 1_793_527_200.5, "2026-11-01T10:00:00.5Z")
        XCTAssertEqual(try feed.arrangedNumbers(ofField: "day").first, 1_793_491_200, "2026-11-01")
        XCTAssertEqual(try feed.arrangedNumbers(ofField: "latency"), [12.5, 25, 37.5])
        XCTAssertEqual(try feed.arrangedNumbers(ofField: "ok"), [1, 0, 1])
        XCTAssertEqual(feed.value(at: 1, field: "host"), .none, "NULL is a gap")
    }

    func testRefreshAddsExactlyTheNewRowsAndBindsParameters() throws {
        let database = try database()
        let feed = try database.feed(
            "SELECT id, latency FROM \(table) WHERE host IS DISTINCT FROM $1", key: "id", parameters: [.text("web-3")])
        XCTAssertEqual(try feed.arrangedNumbers(ofField: "id"), [1, 2])
        try insert(4...6, into: database)
        XCTAssertEqual(try feed.refresh(), 3)
        XCTAssertEqual(try feed.arrangedNumbers(ofField: "id"), [1, 2, 4, 5, 6])
        XCTAssertEqual(try feed.refresh(), 0)
    }

    func testAnErrorPointsAtItsPlaceAndNeverShowsThePassword() throws {
        let database = try database()
        XCTAssertFalse(database.summary.contains(password))
        XCTAssertThrowsError(try database.feed("SELECT 'é', id,\n  latncy FROM \(table)", key: "id")) { error in
            let message = (error as? ModelError)?.message ?? ""
            XCTAssertTrue(message.hasPrefix("column \"latncy\" does not exist"), message)
            XCTAssertTrue(message.hasSuffix("\n      latncy FROM \(table)\n      ^"), message)
            XCTAssertEqual((error as? ModelError)?.hint, "Perhaps you meant to reference the column \"\(table).latency\".")
            XCTAssertFalse("\(error)".contains(password))
        }
        let wrong = urlWithPassword.replacingOccurrences(of: password, with: "not-\(password)")
        XCTAssertThrowsError(try Database(wrong).feed("SELECT 1")) { error in
            let model = error as? ModelError
            XCTAssertTrue(model?.message.contains("password authentication failed") == true, model?.message ?? "")
            XCTAssertEqual(model?.hint, "check the user and its password (in the URL, PGPASSWORD or ~/.pgpass)")
            XCTAssertFalse("\(error)".contains(password))
        }
    }

    func testAPasswordFileServesAURLWithoutOne() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("pgpass-\(table)")
        try "127.0.0.1:*:plotline:plotline:\(password)\n".write(to: file, atomically: true, encoding: .utf8)
        chmod(file.path, 0o600)
        defer { try? FileManager.default.removeItem(at: file) }
        setenv("PGPASSFILE", file.path, 1)
        let variable = getenv("PGPASSWORD").map { String(cString: $0) }
        unsetenv("PGPASSWORD")
        defer {
            unsetenv("PGPASSFILE")
            if let variable { setenv("PGPASSWORD", variable, 1) }
        }
        XCTAssertEqual(try Database(url).execute("SELECT 41 + 1 AS answer").rows, [[.int(42)]])
    }

    func testPGPASSWORDServesAURLWithoutOne() throws {
        setenv("PGPASSWORD", password, 1)
        XCTAssertEqual(try Database(url).execute("SELECT 'in' AS answer").rows, [[.text("in")]])
    }

    func testAConnectionTheServerDroppedIsOpenedAgainForTheNextQuery() throws {
        let database = try database()
        let feed = try database.feed("SELECT id, latency FROM \(table)", key: "id")
        let pid = try XCTUnwrap(database.execute("SELECT pg_backend_pid() AS pid").rows.first?.first)
        _ = try Database(urlWithPassword).execute("SELECT pg_terminate_backend($1::int)", parameters: [pid])
        XCTAssertThrowsError(try feed.refresh()) { error in
            XCTAssertTrue(((error as? ModelError)?.message ?? "").hasPrefix("lost the connection to postgresql://plotline:•••@"))
        }
        try insert(4...4, into: database)
        XCTAssertEqual(try feed.refresh(), 1, "the next query opens the connection again and reads on from the last key")
        XCTAssertEqual(try database.execute("SHOW TimeZone").rows, [[.text("UTC")]], "with its session settings")
    }

    func testARefusedConnectionIsAClearError() {
        XCTAssertThrowsError(try Database("postgresql://nobody:secret@127.0.0.1:1/none").feed("SELECT 1")) { error in
            XCTAssertEqual((error as? ModelError)?.hint, "is the server running, on that host and port?")
            XCTAssertTrue(((error as? ModelError)?.message ?? "").hasPrefix("cannot connect to postgresql://nobody:•••@127.0.0.1:1/none"))
        }
    }

    func testAnInterruptCancelsTheQueryOnTheServer() throws {
        let database = try database()
        let started = Date()
        let cellGuard = ExecutionGuard.interruptingOnce(after: 0.3)
        XCTAssertThrowsError(try ExecutionGuard.$current.withValue(cellGuard) {
            try database.feed("SELECT pg_sleep(30) AS slept")
        }) { error in
            XCTAssertEqual((error as? ModelError)?.kind, .interrupted)
        }
        XCTAssertLessThan(Date().timeIntervalSince(started), 10, "cancelled, not waited out")
        let running = try Database(urlWithPassword).execute(
            "SELECT count(*) AS n FROM pg_stat_activity WHERE query LIKE 'SELECT pg_sleep(30)%' AND state = 'active'")
        XCTAssertEqual(running.rows, [[.int(0)]], "the server no longer runs it")
        XCTAssertEqual(try database.execute("SELECT 1 AS one").rows, [[.int(1)]], "the connection goes on")
    }

    func testANotifyRefreshesAListeningFeed() throws {
        let database = try database()
        let feed = try database.feed("SELECT id, latency FROM \(table)", key: "id")
        try feed.listen("\(table)_changes")
        XCTAssertEqual(feed.liveSourceDescriptions, ["listening on \"\(table)_changes\""])
        try insert(4...5, into: database)
        let sent = Date()
        try database.execute("NOTIFY \(table)_changes")
        while !feed.inbox.hasPending, Date().timeIntervalSince(sent) < 10 { Thread.sleep(forTimeInterval: 0.005) }
        feed.drainInbox()
        XCTAssertEqual(try feed.arrangedNumbers(ofField: "id"), [1, 2, 3, 4, 5])
        XCTAssertEqual(try feed.refresh(), 0, "the listener's rows are not fetched again")
        XCTAssertThrowsError(try Database("sqlite::memory:").feed("SELECT 1 AS id", key: "id").listen("x")) { error in
            XCTAssertEqual((error as? ModelError)?.hint, "LISTEN is PostgreSQL's; poll an SQLite feed with refresh(every: 1)")
        }
    }
}
