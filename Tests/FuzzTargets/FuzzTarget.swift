/// One fuzzed entry point: a parser or codec of Plotline's, driven by arbitrary bytes, that traps when an input
/// breaks one of its promises (a crash, a round trip that does not give the input back, columns of unequal length).
///
/// libFuzzer runs a target through `plotline-fuzz` built with `-sanitize=fuzzer,address` (docs/fuzzing.md); the
/// same build without the sanitizers replays saved inputs, and `PlotlineFuzzTargetsTests` replays the seed corpus
/// and every regression in `Tests/Fuzz` on each `swift test`.
public struct FuzzTarget: Sendable {
    /// The name `make fuzz` and the corpus folders use (`csv`, `png` …).
    public let name: String
    /// What the target reads and what it checks.
    public let summary: String
    /// Runs one input and says whether the code under test accepted it (read it, rather than refusing it with an
    /// error); traps on a broken promise.
    public let run: @Sendable (UnsafeBufferPointer<UInt8>) -> Bool

    /// A target named `name` that runs `run` on each input.
    public init(name: String, summary: String, run: @escaping @Sendable (UnsafeBufferPointer<UInt8>) -> Bool) {
        self.name = name
        self.summary = summary
        self.run = run
    }

    /// Runs `bytes` through the target; true when they were accepted.
    @discardableResult
    public func run(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { run($0) }
    }

    /// Stops the process with `message` when `condition` is false: libFuzzer saves the input as a crash.
    static func require(
        _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String, file: StaticString = #fileID,
        line: UInt = #line
    ) {
        guard !condition() else { return }
        fatalError("fuzz check failed: \(message())", file: file, line: line)
    }
}
