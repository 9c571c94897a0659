import PlotlineCore
@testable import PlotlineScript
import XCTest

/// `do`/`catch` (with types and `where`), `throw`, `try`, `try?`, `try!` and `defer`; the model's runtime errors
/// are catchable, interrupts and the memory limit are not.
final class ErrorHandlingTests: LanguageTestCase {

    func testTheModelsRuntimeErrorsAreCaughtByKind() {
        XCTAssertEqual(value("""
            var said = ""
            do {
                let g = XYGraph(width: 100, height: 100)
                g.titel = "x"
                said = "unreachable"
            } catch let e as ValueError {
                said = "value: " + e.message
            } catch let e as PropertyError {
                said = e.kind + ": " + e.message + " (" + (e.hint ?? "") + ")"
            }
            said
            """), "\"PropertyError: XYGraph has no property 'titel' (did you mean 'title'?)\"")
        XCTAssertEqual(value("""
            var said = ""
            do {
                let values = [1, 2]
                said = "\\(values[5])"
            } catch {
                said = "caught \\(error.kind)"
            }
            said
            """), "\"caught ValueError\"")
        XCTAssertEqual(value("""
            var kinds: [String] = []
            for source in ["", "nope"] {
                do {
                    let c: Color = source
                    kinds.append("colour")
                } catch is ValueError {
                    kinds.append("not a colour")
                } catch let e as Error where e.message.isEmpty {
                    kinds.append("empty")
                }
            }
            kinds
            """).contains("not a colour"), true)
    }

    func testThrowRaisesAnErrorOfAKindThatCatchAndTheCellSee() {
        value("""
            func mean(_ values: [Double]) throws -> Double {
                guard !values.isEmpty else { throw DataError("no values to average", hint: "load the feed first") }
                return values.reduce(0, +) / Double(values.count)
            }
            """)
        XCTAssertEqual(value("try mean([1, 2, 6])"), "3.0")
        XCTAssertEqual(value("(try? mean([])) ?? -1"), "-1")
        XCTAssertEqual(value("""
            var message = ""
            do { _ = try mean([]) } catch let e as DataError { message = e.localizedDescription }
            message
            """), "\"no values to average\"")
        let uncaught = error("let m = try mean([])")
        XCTAssertEqual(uncaught?.kind, .dataError)
        XCTAssertEqual(uncaught?.message, "no values to average")
        XCTAssertEqual(uncaught?.hint, "load the feed first")
        XCTAssertEqual(uncaught?.range?.start.line, 2, "points at the throw")
        let forced = error("let m = try! mean([])")
        XCTAssertEqual(forced?.kind, .runtimeError)
        XCTAssertEqual(forced?.message, "'try!' expression unexpectedly raised an error: DataError: no values to average")
        XCTAssertEqual(error("throw 3")?.message, "thrown expression type 'Int' does not conform to 'Error'")
        XCTAssertEqual(value("""
            var seen = ""
            do {
                do { throw ValueError("inner") } catch let e as DataError { seen = "wrong" }
            } catch {
                seen = "outer got " + error.message
            }
            seen
            """), "\"outer got inner\"", "an error no clause matches goes on")
        XCTAssertEqual(value("""
            var seen = ""
            do {
                do { throw ValueError("first") } catch { throw RuntimeError("again: " + error.message) }
            } catch let e as RuntimeError { seen = e.message }
            seen
            """), "\"again: first\"")
        XCTAssertEqual(error("do { } catch let e as DatError { }\ndo { throw ValueError(\"x\") } catch let e as DatError { }")?.hint,
                       "did you mean 'DataError'?")
    }

    func testDeferRunsWhenItsBlockIsLeftHoweverItIsLeft() {
        XCTAssertEqual(value("""
            var log: [String] = []
            func work(_ fail: Bool) throws -> Int {
                log.append("open")
                defer { log.append("close") }
                defer { log.append("flush") }
                if fail { throw IOError("disk full") }
                log.append("write")
                return 1
            }
            _ = try? work(false)
            _ = try? work(true)
            for i in 1...2 {
                defer { log.append("end \\(i)") }
                if i == 1 { continue }
                log.append("body \\(i)")
            }
            log
            """), "[\"open\", \"write\", \"flush\", \"close\", \"open\", \"flush\", \"close\", \"end 1\", \"body 2\", \"end 2\"]")
        XCTAssertEqual(value("var order: [Int] = []\ndefer { order.append(2) }\norder.append(1)"), "")
        XCTAssertEqual(value("order"), "[1, 2]", "a cell's own defer runs at the end of the cell")
        XCTAssertEqual(error("func f() {\n    defer { return }\n}")?.message, "return invalid outside of a func")
        XCTAssertEqual(error("for i in 1...2 {\n    defer { break }\n}")?.message, "'break' is only allowed inside a loop or a switch")
    }

    func testInterruptsAndTheStepBudgetAreNotSwallowed() {
        XCTAssertEqual(error("catch { }")?.message, "'catch' must follow a 'do' block or another 'catch'")
        XCTAssertNil(Interpreter.caught(ScriptError.interrupted(at: nil)), "an interrupt stops the cell whatever catches")
        XCTAssertNil(Interpreter.caught(ScriptError(.memoryError, "over the limit", at: nil)))
        XCTAssertNotNil(Interpreter.caught(ScriptError(.sqlError, "syntax error", at: nil)))
    }

    func testWordsStayNames() {
        XCTAssertEqual(value("var try = 1\ntry += 1\nlet catch = try * 2\nlet do = [catch]\ndo[0]"), "4")
    }
}
