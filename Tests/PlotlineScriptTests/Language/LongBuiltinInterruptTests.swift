import OrderedCollections
import PlotlineCore
@testable import PlotlineScript
import PlotlineTestSupport
import XCTest
import PlotlineValues

/// Interrupt stops a cell inside a single builtin call that runs long (a sort, a map with a builtin function,
/// text of a huge value, a key path over many records), not only between statements.
final class LongBuiltinInterruptTests: XCTestCase {
    private let count = 5_000
    private var numbers: Value { .array((0..<count).reversed().map(Value.int)) }

    /// The error of `body` run as if the cell had been interrupted before it started.
    private func errorWhenInterrupted(_ body: () throws -> Value) -> ModelError? {
        let interrupted = ExecutionGuard(budget: MemoryBudget()) { true }
        return ExecutionGuard.$current.withValue(interrupted) {
            do {
                _ = try body()
                return nil
            } catch {
                return error as? ModelError
            }
        }
    }

    private func call(_ name: String, on receiver: Value, _ arguments: [Value] = [], label: String? = nil) throws -> Value {
        let method = try XCTUnwrap(Members.methods(name, of: receiver).first {
            $0.parameters.count == arguments.count && $0.parameters.first?.label == label
        }, "no method \(name)")
        var target = receiver
        return try Members.invoke(method, on: &target, arguments)
    }

    private func builtin(_ name: String) throws -> Value {
        try XCTUnwrap(GlobalFunctions.all[name], "no builtin \(name)")
    }

    private func closure(_ body: @escaping ([Value]) throws -> Value) -> Value {
        .callable(NativeFunction(name: "test", parameters: nil, body: body))
    }

    func testSequenceMethodsStopWhenInterrupted() throws {
        let isEven = closure { arguments in .bool((try Int.fromValue(arguments[0])) % 2 == 0) }
        let pair = closure { arguments in .array(arguments) }
        let always = closure { _ in .bool(true) }
        let never = closure { _ in .bool(false) }
        let cases: [(String, () throws -> Value)] = [
            ("sorted()", { try self.call("sorted", on: self.numbers) }),
            ("sorted(by: <)", { try self.call("sorted", on: self.numbers, [self.builtin("<")], label: "by") }),
            ("map(abs)", { try self.call("map", on: self.numbers, [self.builtin("abs")]) }),
            ("filter", { try self.call("filter", on: self.numbers, [isEven]) }),
            ("compactMap", { try self.call("compactMap", on: self.numbers, [self.builtin("abs")]) }),
            ("flatMap", { try self.call("flatMap", on: self.numbers, [pair]) }),
            ("reduce(0, +)", { try self.call("reduce", on: self.numbers, [.int(0), self.builtin("+")]) }),
            ("forEach", { try self.call("forEach", on: self.numbers, [isEven]) }),
            ("contains", { try self.call("contains", on: self.numbers, [.int(-1)]) }),
            ("contains(where:)", { try self.call("contains", on: self.numbers, [never], label: "where") }),
            ("allSatisfy", { try self.call("allSatisfy", on: self.numbers, [always]) }),
            ("firstIndex(of:)", { try self.call("firstIndex", on: self.numbers, [.int(-1)], label: "of") }),
            ("min", { try self.call("min", on: self.numbers) }),
            ("enumerated", { try self.call("enumerated", on: self.numbers) }),
            ("sort", { try self.call("sort", on: self.numbers) }),
            ("range map", { try self.call("map", on: .range(ValueRange(bounds: .integer(0, 100_000), isClosed: false)), [self.builtin("abs")]) }),
            ("Array(range)", { .array(try ValueSequence.elements(of: .range(ValueRange(bounds: .integer(0, 100_000), isClosed: false)))) }),
            ("zip", { try XCTUnwrap(self.builtin("zip").callable).call([self.numbers, self.numbers]) }),
            ("dictionary keys sorted", { try self.call("sorted", on: Members.get("keys", of: self.dictionary)) }),
            ("dictionary map", { try self.call("map", on: self.dictionary, [pair]) }),
        ]
        for (name, body) in cases {
            XCTAssertEqual(errorWhenInterrupted(body)?.kind, .interrupted, name)
            XCTAssertNoThrow(try body(), "\(name) runs to the end outside an interrupted cell")
        }
    }

    func testTextConversionsAndKeyPathsStopWhenInterrupted() throws {
        let words = Value.array(Array(repeating: .string("word"), count: count))
        let records = Value.array((0..<count).map { .dictionary([.string("x"): .int($0)]) })
        let cases: [(String, () throws -> Value)] = [
            ("interpolation", { .string(try Value.joinedPrintText([self.numbers], separator: "")) }),
            ("String(x)", { .string(try self.numbers.checkedPrintText()) }),
            ("joined", { try self.call("joined", on: words, [.string(", ")], label: "separator") }),
            ("conversion to [Double]", { try ValueConversion.convert(self.numbers, to: .array(.double)) }),
            ("@max", { try self.numbers.value(forKeyPath: "@max") }),
            ("@sum", { try self.numbers.value(forKeyPath: "@sum") }),
            ("@distinctUnionOfObjects", { try self.numbers.value(forKeyPath: "@distinctUnionOfObjects") }),
            ("key over an array", { try records.value(forKey: "x") }),
        ]
        for (name, body) in cases {
            XCTAssertEqual(errorWhenInterrupted(body)?.kind, .interrupted, name)
            XCTAssertNoThrow(try body(), "\(name) runs to the end outside an interrupted cell")
        }
    }

    func testAnInterruptStopsADictionaryBuildAndASortInARunningCell() throws {
        let session = Session(types: [])
        let building = run("var d: [String: Int] = [:]\nfor i in 0..<20_000_000 { d[\"k\\(i)\"] = i }", in: session)
        XCTAssertEqual(building?.kind, .interrupted, building?.rendered ?? "the cell ran to the end")
        guard case .completed(let count?) = session.run("d.count", cellName: "cell [2]", host: RecordingHost()) else {
            return XCTFail("the session goes on")
        }
        XCTAssertGreaterThan(try Int.fromValue(count), 0, "the entries made before the interrupt stay")
        _ = session.run("let xs = Array(0..<1_000_000).shuffled()", cellName: "cell [3]", host: RecordingHost())
        let sorting = run("let ys = xs.sorted()", in: session)
        XCTAssertEqual(sorting?.kind, .interrupted, sorting?.rendered ?? "the sort ran to the end")
    }

    /// Runs a cell, asking it to stop a little after it starts (so that a one-statement cell is inside its
    /// builtin) and again until it ends; returns its error.
    private func run(_ source: String, in session: Session) -> ScriptError? {
        let result = ThreadResult<CellOutcome>()
        let running = HandOff(session)
        DispatchQueue.global().async {
            result.deliver(running.value.run(source, cellName: "cell [1]", host: RecordingHost()))
        }
        let outcome = result.wait(timeout: .milliseconds(200))
            ?? result.wait(every: .milliseconds(20)) { session.interrupt() }
        guard case .failed(let error) = outcome else { return nil }
        return error
    }

    private var dictionary: Value {
        var entries = OrderedDictionary<Value, Value>()
        for index in 0..<count { entries[.string("k\(index)")] = .int(index) }
        return .dictionary(entries)
    }
}

private extension Value {
    /// The callable a value holds.
    var callable: (any Callable)? {
        if case .callable(let callable) = self { return callable }
        return nil
    }
}
