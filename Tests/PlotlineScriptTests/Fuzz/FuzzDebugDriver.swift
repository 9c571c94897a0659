import Foundation
@testable import PlotlineScript
import PlotlineValues

/// Drives a session's debugger through the fuzzer's programs as a front end would: breakpoints on random lines of
/// each program, errors stopping it, and at every stop the whole stack, each frame's scopes, two levels of their
/// variables and an evaluation read before it goes on by a random step. A crash, a hang or a changed outcome
/// anywhere in the debugger's following of the code shows up as the fuzzer's failure.
///
/// `@unchecked Sendable`: the stop handler runs on the session's thread (the fuzzer's own, a large-stack thread),
/// the only thread that touches the driver while cells run.
final class FuzzDebugDriver: @unchecked Sendable {
    private let session: Session
    private var random: FuzzRandom
    private var stopsInCell = 0
    /// Stops seen over the run.
    private(set) var stops = 0

    /// The most stops one program may make before it is let run to its end.
    static let stopsPerCell = 60

    init(session: Session, seed: UInt64) {
        self.session = session
        self.random = FuzzRandom(seed: seed)
        session.interpreter.debugger.start(stopped: { [unowned self] _ in self.stopped() }, continued: {})
    }

    /// Sets a program's breakpoints (and whether errors stop it); returns the path to run it under.
    func prepare(_ program: String, caseIndex: Int) -> String {
        let path = "/fuzz/\(caseIndex).plot"
        let lineCount = max(1, program.split(separator: "\n", omittingEmptySubsequences: false).count)
        let lines = Set((0..<random.below(4)).map { _ in 1 + random.below(lineCount) })
        let debugger = session.interpreter.debugger
        debugger.setBreakpoints(lines, inSource: path)
        debugger.setStopsOnErrors(random.below(2) == 0)
        stopsInCell = 0
        return path
    }

    /// At a stop: reads what a front end reads, then goes on.
    private func stopped() {
        stops += 1
        stopsInCell += 1
        let debugger = session.interpreter.debugger
        let inspector = DebugInspector(debugger: debugger, interpreter: session.interpreter)
        var names: [String] = []
        for frame in inspector.stackTrace() {
            for scope in inspector.scopes(ofFrame: frame.id) ?? [] {
                for variable in inspector.variables(of: scope.reference) ?? [] {
                    names.append(variable.name)
                    guard variable.reference != 0 else { continue }
                    let start = random.below(3) == 0 ? random.below(2_000) : 0
                    _ = inspector.variables(of: variable.reference, start: start, count: 1 + random.below(50))
                }
            }
        }
        if let name = names.isEmpty ? nil : random.pick(names) {
            _ = try? inspector.evaluate(random.below(2) == 0 ? name : "\(name) == \(name)", inFrame: 1)
        }
        let modes: [StepMode] = [.run, .over, .into, .out]
        debugger.resume(stopsInCell >= FuzzDebugDriver.stopsPerCell ? .run : random.pick(modes))
    }
}
