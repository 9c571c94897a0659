import PlotlineCore

/// Resolution of a call among candidates by labels.
public enum OverloadResolution {
    /// The first candidate whose labels fit, with its bindings, or the mismatch of the closest one. A trailing
    /// closure prefers a candidate that takes it as a function (`firstIndex { … }` is `firstIndex(where:)`, not
    /// `firstIndex(of:)`).
    public static func resolve(
        _ arguments: [ArgumentLabel], among candidates: [CallCandidate], name: String
    ) -> Result<(CallCandidate, [ParameterBinding]), ArgumentMismatch> {
        var failures: [ArgumentMismatch] = []
        var firstFit: (CallCandidate, [ParameterBinding])?
        for candidate in candidates {
            switch ArgumentMatcher.match(arguments, to: candidate.signature) {
            case .success(let bindings):
                guard arguments.last?.isTrailingClosure == true, candidates.count > 1 else { return .success((candidate, bindings)) }
                if takesTrailingClosureAsFunction(candidate, bindings, argumentCount: arguments.count) {
                    return .success((candidate, bindings))
                }
                if firstFit == nil { firstFit = (candidate, bindings) }
            case .failure(let mismatch):
                failures.append(mismatch)
            }
        }
        if let firstFit { return .success(firstFit) }
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

    /// True when the parameter the trailing closure (the last argument) binds to has a function type.
    private static func takesTrailingClosureAsFunction(
        _ candidate: CallCandidate, _ bindings: [ParameterBinding], argumentCount: Int
    ) -> Bool {
        guard let parameters = candidate.signature.parameters, let index = bindings.firstIndex(of: .argument(argumentCount - 1)),
              index < parameters.count else { return false }
        if case .function = parameters[index].type.unwrapped { return true }
        return false
    }
}
