import PlotlineCore

/// Resolution of a call among candidates by labels.
public enum OverloadResolution {
    /// The first candidate whose labels fit, with its bindings, or the mismatch of the closest one.
    public static func resolve(
        _ arguments: [ArgumentLabel], among candidates: [CallCandidate], name: String
    ) -> Result<(CallCandidate, [ParameterBinding]), ArgumentMismatch> {
        var failures: [ArgumentMismatch] = []
        for candidate in candidates {
            switch ArgumentMatcher.match(arguments, to: candidate.signature) {
            case .success(let bindings): return .success((candidate, bindings))
            case .failure(let mismatch): failures.append(mismatch)
            }
        }
        guard let best = failures.max(by: { $0.matchedCount < $1.matchedCount }) else {
            return .failure(ArgumentMismatch("'\(name)' cannot be called", argumentIndex: nil))
        }
        if failures.filter({ $0.matchedCount == best.matchedCount }).count > 1 {
            let names = candidates.map(\.signature.selector).joined(separator: ", ")
            return .failure(ArgumentMismatch(
                "no exact matches in call to '\(name)'", hint: "candidates: \(names)", argumentIndex: nil))
        }
        return .failure(best)
    }
}
