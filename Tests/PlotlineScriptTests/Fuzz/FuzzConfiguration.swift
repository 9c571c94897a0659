import Foundation

/// What a fuzz run does, from the environment: `PLOTLINE_FUZZ_COUNT` programs (2,000 by default, so that
/// `swift test` stays quick; `make fuzz` asks for 100,000), from `PLOTLINE_FUZZ_SEED`, or only case
/// `PLOTLINE_FUZZ_CASE` (printed, to reproduce a failure); `PLOTLINE_FUZZ_RENDER=1` also draws every graph the
/// programs leave into a recording context, to find model values that break rendering.
struct FuzzConfiguration {
    /// How many programs to run.
    var count = 2_000
    /// The seed of the run; case `n` is generated from it and `n`.
    var seed: UInt64 = 0x504C_4F54_4C49_4E45
    /// The only case to run, when reproducing one.
    var singleCase: Int?
    /// True to render the graphs each session leaves.
    var rendersGraphs = false
    /// How many programs share a session (so that later cells see earlier cells' names).
    var programsPerSession = 25
    /// The step budget of each cell.
    var stepBudget = 3_000
    /// The memory a session may use beyond what the test process holds when it starts (`session.memoryLimit`).
    var memoryHeadroom = 512_000_000
    /// Seconds one case may take before the run is stopped as hung (a hang, not a slow machine).
    var hangSeconds: UInt32 = 300

    /// The configuration the environment asks for.
    static func fromEnvironment() -> FuzzConfiguration {
        let environment = ProcessInfo.processInfo.environment
        var configuration = FuzzConfiguration()
        if let count = environment["PLOTLINE_FUZZ_COUNT"].flatMap(Int.init) { configuration.count = max(0, count) }
        if let seed = environment["PLOTLINE_FUZZ_SEED"].flatMap({ UInt64($0) }) { configuration.seed = seed }
        configuration.singleCase = environment["PLOTLINE_FUZZ_CASE"].flatMap(Int.init)
        configuration.rendersGraphs = environment["PLOTLINE_FUZZ_RENDER"] == "1"
        return configuration
    }

    /// The seed of case `index`.
    func seed(ofCase index: Int) -> UInt64 {
        var mixer = FuzzRandom(seed: seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
        return mixer.next()
    }
}
