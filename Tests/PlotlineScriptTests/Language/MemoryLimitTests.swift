import PlotlineCore
@testable import PlotlineScript
import XCTest
import PlotlineValues

/// `session.memoryLimit` (docs/language.md, 'Limits'): every way a program can grow a value without bound ends in a
/// `MemoryError` that says what was asked, what is used and how to raise the limit; the session stays as it was
/// before the failing statement and goes on.
final class MemoryLimitTests: XCTestCase {
    /// A session allowed `headroom` bytes more than the test process holds now.
    private func harness(headroom: Int = 16_000_000) throws -> SessionHarness {
        let resident = try XCTUnwrap(SystemMemory.residentBytes())
        return SessionHarness(memoryBudget: MemoryBudget(limit: resident + headroom))
    }

    func testEveryWayOfGrowingAValueEndsInAMemoryError() throws {
        let programs = [
            "var s = \"xxxxxxxxxxxxxxxx\"; for _ in 0..<40 { s.append(s) }",
            "var s = \"ab\"\nwhile true { s += s }",
            "var s = \"ab\"\nwhile true { s = s + s }",
            "let s = String(repeating: \"abc\", count: 50_000_000)",
            "var xs = [0]\nwhile true { xs += xs }",
            "var xs: [Int] = []\nfor i in 0..<100_000_000 { xs.append(i) }",
            "var xs: [Int] = []\nfor i in 0..<100_000_000 { xs.insert(i, at: xs.count) }",
            "let xs = Array(repeating: 0, count: 9_000_000)",
            "let xs = Array(0..<9_000_000)",
            "let xs = (0..<9_000_000).map { $0 }",
            "let xs = Array(repeating: 1, count: 600_000)\nvar all: [[Int]] = []\nfor _ in 0..<1000 { all.append(xs.map { $0 + 1 }) }",
            "let xs = Array(repeating: 1, count: 600_000)\nvar all: [[Int]] = []\nfor _ in 0..<1000 { all.append(xs.filter { $0 > 0 }) }",
            "let xs = Array(repeating: 1, count: 600_000)\nvar all: [Any] = []\nfor _ in 0..<1000 { all.append(xs.enumerated()) }",
            "let xs = Array(repeating: 1, count: 600_000)\nvar all: [Any] = []\nfor _ in 0..<1000 { all.append(zip(xs, xs)) }",
            "let xs = Array(repeating: 1, count: 600_000)\nvar all: [Any] = []\nfor _ in 0..<1000 { all.append(xs.sorted()) }",
            "var d: [String: Int] = [:]\nfor i in 0..<100_000_000 { d[\"k\\(i)\"] = i }",
            "var d: [Int: Int] = [:]\nfor i in 0..<100_000_000 { d.updateValue(i, forKey: i) }",
            "let row = Array(repeating: 123456789, count: 1000)\nlet grid = Array(repeating: row, count: 20_000)\nlet text = \"\\(grid)\"",
            "let row = Array(repeating: 123456789, count: 1000)\nlet grid = Array(repeating: row, count: 20_000)\nlet text = String(describing: grid)",
            "let words = Array(repeating: \"abcdefghijklmnopqrstuvwxyz\", count: 1_000_000)\nlet text = words.joined(separator: \", \")",
        ]
        for program in programs {
            let session = try harness()
            let failure = session.error(program)
            XCTAssertEqual(failure?.kind, .memoryError, "\(program)\n\(failure?.rendered ?? "no error")")
            XCTAssertEqual(session.value("1 + 1"), "2", "the session goes on after \(program)")
        }
    }

    func testTheErrorSaysWhatWasAskedWhatIsUsedTheLimitAndHowToRaiseIt() throws {
        let session = try harness()
        let failure = try XCTUnwrap(session.error("let xs = Array(repeating: 0, count: 9_000_000)"))
        XCTAssertEqual(failure.range?.start.column, 10, "it points at the call")
        XCTAssertTrue(failure.message.hasPrefix("the array would need 432 MB more, but the session uses "), failure.message)
        XCTAssertTrue(failure.message.hasSuffix(" memory limit"), failure.message)
        XCTAssertTrue(failure.hint?.hasPrefix("raise the limit with 'session.memoryLimit = ") == true, failure.hint ?? "")
        XCTAssertTrue(failure.rendered.contains("^^^^"), failure.rendered)
    }

    func testTheSessionIsAsItWasBeforeTheFailingStatement() throws {
        let session = try harness()
        _ = session.error("var s = \"xxxxxxxxxxxxxxxx\"\nvar length = 16\nfor _ in 0..<40 { s.append(s); length *= 2 }")
        XCTAssertEqual(session.value("s.count == length"), "true", "the failing append left the string as it was")
        _ = session.error("var xs: [Int] = []\nvar appended = 0\nfor i in 0..<100_000_000 { xs.append(i); appended += 1 }")
        XCTAssertEqual(session.value("xs.count == appended && xs.last == appended - 1"), "true")
        _ = session.error("var d: [String: Int] = [:]\nvar inserted = 0\nfor i in 0..<100_000_000 { d[\"k\\(i)\"] = i; inserted += 1 }")
        XCTAssertEqual(session.value("d.count == inserted"), "true")
        session.value("s = \"\"\nxs = []\nd = [:]")
        XCTAssertEqual(session.value("Array(repeating: 7, count: 200_000).count"), "200000", "memory let go of is free again")
    }

    func testGrowthNoBuiltinAsksForIsCaughtAtTheNextCheckpoint() throws {
        let session = try harness(headroom: 16_000_000)
        let failure = session.error(
            "let row = Array(repeating: 1, count: 100)\nvar grid = Array(repeating: row, count: 200_000)\n"
                + "for i in 0..<200_000 { grid[i][0] = 2 }")
        XCTAssertEqual(failure?.kind, .memoryError, failure?.rendered ?? "no error")
        XCTAssertEqual(failure?.message.contains("more than its"), true, failure?.message ?? "")
    }

    func testTheLimitIsASettingOfTheSession() throws {
        let session = SessionHarness()
        XCTAssertEqual(session.value("session.memoryLimit"), String(MemoryBudget.defaultLimit))
        XCTAssertEqual(session.value("session.memoryLimit = 2e9\nsession.memoryLimit"), "2000000000")
        XCTAssertEqual(session.session.settings.memoryBudget.limit, 2_000_000_000)
        XCTAssertEqual(session.error("session.memoryLimit = 0")?.kind, .valueError)
        XCTAssertEqual(session.error("session.memoryLimit = \"lots\"")?.kind, .typeError)
        XCTAssertEqual(session.error("session.memoryLimit = 1.5")?.kind, .typeError)
        let help = session.session.helpText(for: .object(session.session.settings))
        XCTAssertTrue(help.contains("memoryLimit: Int = 2000000000"), help)
        XCTAssertTrue(help.contains("The most memory the kernel may use, in bytes"), help)
    }

    func testMemoryErrorsAreRuntimeErrorsOfTheirOwnKind() throws {
        XCTAssertEqual(ErrorKind.memoryError.rawValue, "MemoryError")
        let session = try harness()
        let failure = try XCTUnwrap(session.error("func grow() -> [Int] { Array(repeating: 0, count: 9_000_000) }\nlet xs = grow()"))
        XCTAssertEqual(failure.ename, "MemoryError")
        XCTAssertEqual(failure.callStack.map(\.function), ["grow"], "the traceback shows where it was called from")
    }
}
