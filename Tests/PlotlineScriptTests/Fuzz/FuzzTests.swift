import Foundation
import Glibc
import PlotlineCore
@testable import PlotlineScript
import PlotlineTestSupport
import XCTest
import PlotlineValues

/// Feeds random programs (from the grammar), token soup and mutated real programs to the lexer, the parser and
/// the interpreter with the real model registered and a step budget: each must end in a result or a
/// well-formed error, never a crash or a hang.
///
/// `make test` runs 2,000 programs; `make fuzz` runs 100,000. A crash prints the case's program and how to
/// reproduce it (`PLOTLINE_FUZZ_SEED=… PLOTLINE_FUZZ_CASE=…`).
final class FuzzTests: XCTestCase {
    /// The kinds of program, with how a case picks one.
    private enum Kind: String {
        case generated, tokenSoup, mutated
    }

    private struct Outcome {
        var completed = 0
        var failed: [ErrorKind: Int] = [:]
        var endings: [String: Int] = [:]
        var problems: [String] = []
    }

    func testProgramsEndInAResultOrAWellFormedError() throws {
        let configuration = FuzzConfiguration.fromEnvironment()
        let corpus = FuzzCorpus.programs
        XCTAssertGreaterThan(corpus.count, 50, "the corpus should hold the design examples, notebooks and test programs")
        XCTAssertTrue(corpus.contains(FuzzCorpus.adversarialPrograms[0]), "the corpus holds the programs that killed kernels")
        print("fuzz: \(configuration.count) programs from seed \(configuration.seed), \(corpus.count) corpus programs; "
            + "reproduce a case with PLOTLINE_FUZZ_SEED=\(configuration.seed) PLOTLINE_FUZZ_CASE=<n>")
        let outcome = FuzzTests.onLargeStack { FuzzTests.run(configuration, corpus: corpus) }
        print("fuzz: " + outcome.endings.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        for problem in outcome.problems.prefix(20) { XCTFail(problem) }
        if configuration.singleCase == nil {
            XCTAssertGreaterThan(outcome.completed, 0, "some programs should run to the end")
        }
    }

    func testTheAdversarialProgramsThemselvesEndInAnErrorOrACutText() throws {
        var configuration = FuzzConfiguration()
        configuration.stepBudget = 20_000
        configuration.memoryHeadroom = 64_000_000
        let outcome = FuzzTests.onLargeStack { () -> Outcome in
            var outcome = Outcome()
            let host = FuzzHost()
            for (index, program) in FuzzCorpus.adversarialPrograms.enumerated() {
                let session = FuzzTests.makeSession(configuration)
                let ending = FuzzTests.check(program, caseIndex: index, in: session, host: host, outcome: &outcome)
                outcome.endings[ending, default: 0] += 1
            }
            return outcome
        }
        print("fuzz: adversarial programs: " + outcome.endings.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        for problem in outcome.problems { XCTFail(problem) }
        XCTAssertGreaterThan(outcome.failed[ErrorKind.memoryError] ?? 0, 0, "some end in MemoryError")
    }

    // MARK: - Running

    private static func run(_ configuration: FuzzConfiguration, corpus: [String]) -> Outcome {
        FuzzCrashReporter.install()
        FuzzCrashReporter.installAlternateStackOnCurrentThread()
        installHangReporter()
        defer { alarm(0) }

        var outcome = Outcome()
        var session = makeSession(configuration)
        var debugDriver: FuzzDebugDriver?
        var debuggerStops = 0
        let host = FuzzHost()
        let cases = configuration.singleCase.map { [$0] } ?? Array(0..<configuration.count)
        for index in cases {
            if index % configuration.programsPerSession == 0 || configuration.singleCase != nil {
                if configuration.rendersGraphs { renderGraphs(of: session, at: index) }
                debuggerStops += debugDriver?.stops ?? 0
                session = makeSession(configuration)
                // Every other session runs under the debugger, stopped and stepped at random (FuzzDebugDriver).
                let isDebugged = (index / configuration.programsPerSession) % 2 == 1
                debugDriver = isDebugged ? FuzzDebugDriver(session: session, seed: configuration.seed(ofCase: index)) : nil
            }
            let (kind, program) = makeProgram(index, configuration, corpus: corpus)
            if configuration.singleCase != nil { print("fuzz case \(index) (\(kind.rawValue)):\n\(program)\n---") }
            FuzzCrashReporter.setMessage(
                "\nfuzz: the process died in case \(index) (\(kind.rawValue)); reproduce with PLOTLINE_FUZZ_SEED=\(configuration.seed) "
                    + "PLOTLINE_FUZZ_CASE=\(index):\n\(program)\n")
            alarm(configuration.hangSeconds)
            let path = debugDriver?.prepare(program, caseIndex: index)
            let ending = check(program, caseIndex: index, in: session, sourcePath: path, host: host, outcome: &outcome)
            outcome.endings["\(kind.rawValue) \(ending)", default: 0] += 1
            if configuration.singleCase != nil { print("fuzz case \(index) ended: \(ending)\n\(host.lastError)") }
        }
        if configuration.rendersGraphs { renderGraphs(of: session, at: cases.count) }
        print("fuzz: the debugger stopped \(debuggerStops + (debugDriver?.stops ?? 0)) times in the debugged sessions")
        return outcome
    }

    private static func makeSession(_ configuration: FuzzConfiguration) -> Session {
        let budget = MemoryBudget(limit: (SystemMemory.residentBytes() ?? 0) + configuration.memoryHeadroom)
        let session = Session(types: ModelTypes.all, memoryBudget: budget)
        session.interpreter.stepBudget = configuration.stepBudget
        session.interpreter.maximumCallDepth = 150
        session.interpreter.executionGuard.sizeLimits.maximumElements = 50_000
        session.interpreter.executionGuard.sizeLimits.maximumStringBytes = 1 << 20
        return session
    }

    private static func makeProgram(_ index: Int, _ configuration: FuzzConfiguration, corpus: [String]) -> (Kind, String) {
        var random = FuzzRandom(seed: configuration.seed(ofCase: index))
        switch random.below(10) {
        case 0, 1, 2, 3:
            var generator = ProgramGenerator(random: random, types: ModelTypes.all + TypeRegistry.sharedModelTypes)
            return (.generated, generator.program())
        case 4:
            var mutator = ProgramMutator(random: random)
            return (.tokenSoup, mutator.tokenSoup())
        default:
            let program = random.pick(corpus)
            let other = random.pick(corpus)
            var mutator = ProgramMutator(random: random)
            return (.mutated, mutator.mutate(program, splicingFrom: other))
        }
    }

    // MARK: - Checks

    /// Runs and checks one program; returns how it ended (`completed` or the error kind).
    private static func check(
        _ program: String, caseIndex: Int, in session: Session, sourcePath: String? = nil, host: FuzzHost,
        outcome: inout Outcome
    ) -> String {
        let file = SourceFile(name: "cell [\(caseIndex)]", text: program)
        let length = program.count
        let (tokens, _) = Lexer.tokenize(file)
        if tokens.last?.kind != .endOfFile || tokens.contains(where: { $0.range.end.offset > length }) {
            outcome.problems.append("case \(caseIndex): the tokens do not end with end of input inside the text:\n\(program)")
        }
        let parsed = Parser.parse(file)
        if parsed.diagnostics.contains(where: { $0.range.end.offset > length }) {
            outcome.problems.append("case \(caseIndex): a syntax error points past the end of the text:\n\(program)")
        }
        _ = parsed.isIncomplete
        switch session.run(program, cellName: "cell [\(caseIndex)]", sourcePath: sourcePath, host: host) {
        case .completed(let result):
            outcome.completed += 1
            if let text = result.map(displayText(of:)), text.utf8.count > Value.displayTextLimit + 40 {
                outcome.problems.append("case \(caseIndex): the result's text is \(text.utf8.count) bytes long:\n\(program)")
            }
            return "completed"
        case .failed(let error):
            host.lastError = error.rendered
            outcome.failed[error.kind, default: 0] += 1
            if let problem = problem(with: error, program: program, parsed: parsed) {
                outcome.problems.append("case \(caseIndex): \(problem):\n\(program)\n\(error.rendered)")
            }
            return error.kind.rawValue
        }
    }

    /// What is wrong with an error, if anything.
    private static func problem(with error: ScriptError, program: String, parsed: ParseResult) -> String? {
        let text = error.rendered
        if !text.hasPrefix("error: ") || error.message.isEmpty { return "the error is not rendered as 'error: message'" }
        if !parsed.isValid && error.kind != .syntaxError { return "a cell with syntax errors failed with \(error.kind.rawValue)" }
        if parsed.isValid && error.kind == .syntaxError { return "a cell without syntax errors failed with a SyntaxError" }
        if error.kind == .interrupted { return "nothing interrupted the cell, yet it reports an interrupt" }
        if let range = error.range, range.file.text == program, range.end.offset > program.count {
            return "the error points past the end of the text"
        }
        return nil
    }

    /// Draws every graph a session holds into a recording context (PLOTLINE_FUZZ_RENDER=1).
    private static func renderGraphs(of session: Session, at index: Int) {
        for name in session.globalNames {
            guard case .object(let graph as Graph)? = session.value(named: name) else { continue }
            FuzzCrashReporter.setMessage("\nfuzz: the process died rendering '\(name)' of the session ending before case \(index)\n")
            _ = try? graph.render(in: RecordingContext())
        }
    }

    // MARK: - Threads and signals

    /// Runs `body` on a thread with the stack cells get, marked so that `Session.run` runs cells in place.
    private static func onLargeStack<T>(_ body: @escaping () -> T) -> T {
        let result = ThreadResult<T>()
        let work = HandOff(body)
        let thread = Thread {
            Thread.current.threadDictionary[ExecutionThread.threadKey] = true
            result.deliver(work.value())
        }
        thread.stackSize = ExecutionThread.stackSize
        thread.start()
        return result.wait()
    }

    /// Ends the process with the current case's report when a case runs for `hangSeconds` (a hang).
    private static func installHangReporter() {
        FuzzCrashReporter.installHandler(for: SIGALRM)
    }
}

/// A session host that keeps nothing: output is formatted (to exercise formatting) and dropped.
private final class FuzzHost: SessionHost {
    /// The rendered error of the last failing case, printed when reproducing a case.
    var lastError = ""

    func write(_ text: String, to stream: OutputStreamName) {}

    func display(_ value: Value) throws {
        _ = displayText(of: value)
    }

    func clearOutput(wait: Bool) {}
}
