import Dispatch

/// Runs two pieces of work at once, on the calling thread or a pool thread and on another core, and returns when
/// both have finished: neither outlives the call.
public enum ForkJoin {
    /// The results of `first` and `second`, computed in parallel. They must not touch the same mutable state.
    public static func run<First, Second>(_ first: () -> First, _ second: () -> Second) -> (First, Second) {
        withoutActuallyEscaping(first) { first in
            withoutActuallyEscaping(second) { second in
                let pair = Pair(first, second)
                DispatchQueue.concurrentPerform(iterations: 2) { index in pair.run(index) }
                return pair.results()
            }
        }
    }

    /// The two pieces of work and their results.
    ///
    /// `@unchecked Sendable`: `concurrentPerform` runs `run(0)` and `run(1)` once each, at the same time; each
    /// touches only its own closure and its own result slot, and `results()` is read only after `concurrentPerform`
    /// has returned, which orders both writes before it. The closures are the caller's, which promises they share
    /// no mutable state.
    private final class Pair<First, Second>: @unchecked Sendable {
        private let first: () -> First
        private let second: () -> Second
        private var firstResult: First?
        private var secondResult: Second?

        init(_ first: @escaping () -> First, _ second: @escaping () -> Second) {
            self.first = first
            self.second = second
        }

        func run(_ index: Int) {
            if index == 0 { firstResult = first() } else { secondResult = second() }
        }

        func results() -> (First, Second) {
            guard let firstResult, let secondResult else { preconditionFailure("concurrentPerform ran both halves") }
            return (firstResult, secondResult)
        }
    }
}
