import PlotlineCore
import PlotlineValues

/// Matches a call's labelled arguments against parameters as Swift does: labels in order, defaults skipped,
/// a trailing closure for a function parameter, a variadic parameter taking the following unlabelled arguments.
public enum ArgumentMatcher {
    /// The binding of each parameter, or why the labels do not fit.
    public static func match(_ arguments: [ArgumentLabel], to signature: Signature) -> Result<[ParameterBinding], ArgumentMismatch> {
        guard let parameters = signature.parameters else {
            return matchPositional(arguments)
        }
        var bindings: [ParameterBinding] = []
        var next = 0
        for (index, parameter) in parameters.enumerated() {
            if index == signature.variadicIndex {
                bindings.append(.variadic(takeVariadic(arguments, from: &next, label: parameter.label)))
                continue
            }
            guard next < arguments.count else {
                if parameter.hasDefault {
                    bindings.append(.defaultValue)
                    continue
                }
                return .failure(missing(parameters, index, matchedCount: next))
            }
            let argument = arguments[next]
            if argument.isTrailingClosure {
                if acceptsClosure(parameter.type) || !parameter.hasDefault {
                    bindings.append(.argument(next))
                    next += 1
                } else {
                    bindings.append(.defaultValue)
                }
                continue
            }
            if argument.label == parameter.label {
                bindings.append(.argument(next))
                next += 1
                continue
            }
            let laterLabels = parameters[(index + 1)...].map(\.label)
            if parameter.hasDefault && laterLabels.contains(argument.label) {
                bindings.append(.defaultValue)
                continue
            }
            return .failure(mismatch(arguments, parameters, parameterIndex: index, argumentIndex: next))
        }
        if next < arguments.count {
            return .failure(extra(arguments, parameters, argumentIndex: next))
        }
        return .success(bindings)
    }

    private static func matchPositional(_ arguments: [ArgumentLabel]) -> Result<[ParameterBinding], ArgumentMismatch> {
        if let index = arguments.firstIndex(where: { $0.label != nil }), let label = arguments[index].label {
            return .failure(ArgumentMismatch(
                "extraneous argument label '\(label):' in call", hint: "closures take unlabelled arguments; remove '\(label):'",
                argumentIndex: index, matchedCount: index))
        }
        return .success(arguments.indices.map(ParameterBinding.argument))
    }

    private static func takeVariadic(_ arguments: [ArgumentLabel], from next: inout Int, label: String?) -> [Int] {
        var indices: [Int] = []
        guard next < arguments.count, !arguments[next].isTrailingClosure, arguments[next].label == label else { return [] }
        indices.append(next)
        next += 1
        while next < arguments.count, arguments[next].label == nil, !arguments[next].isTrailingClosure {
            indices.append(next)
            next += 1
        }
        return indices
    }

    private static func acceptsClosure(_ type: ValueType) -> Bool {
        switch type.unwrapped {
        case .function, .any: return true
        default: return false
        }
    }

    // MARK: - Diagnostics

    private static func missing(_ parameters: [Parameter], _ index: Int, matchedCount: Int) -> ArgumentMismatch {
        let parameter = parameters[index]
        let name = parameter.label.map { "'\($0)'" } ?? "#\(index + 1)"
        let insertion = parameter.label.map { "\($0): <\(parameter.type)>" } ?? "<\(parameter.type)>"
        return ArgumentMismatch(
            "missing argument for parameter \(name) in call", hint: "insert '\(insertion)'",
            argumentIndex: nil, matchedCount: matchedCount)
    }

    private static func mismatch(
        _ arguments: [ArgumentLabel], _ parameters: [Parameter], parameterIndex: Int, argumentIndex: Int
    ) -> ArgumentMismatch {
        let parameter = parameters[parameterIndex]
        let have = arguments[argumentIndex].label
        let laterLabels = parameters[(parameterIndex + 1)...].map(\.label)
        let laterArgumentLabels = arguments[(argumentIndex + 1)...].map(\.label)
        switch (have, parameter.label) {
        case (nil, let expected?):
            return ArgumentMismatch(
                "missing argument label '\(expected):' in call", hint: "insert '\(expected): '",
                argumentIndex: argumentIndex, matchedCount: argumentIndex)
        case (let have?, nil):
            if laterLabels.contains(have) {
                var result = missing(parameters, parameterIndex, matchedCount: argumentIndex)
                result.argumentIndex = argumentIndex
                return result
            }
            return ArgumentMismatch(
                "extraneous argument label '\(have):' in call", hint: "remove '\(have):'",
                argumentIndex: argumentIndex, matchedCount: argumentIndex)
        case (let have?, let expected?):
            if laterLabels.contains(have) && laterArgumentLabels.contains(expected) {
                return ArgumentMismatch(
                    "argument '\(expected)' must precede argument '\(have)'",
                    hint: "write the arguments in the order \(Signature(name: "", parameters: parameters).selector)",
                    argumentIndex: argumentIndex, matchedCount: argumentIndex)
            }
            if laterLabels.contains(have) {
                var result = missing(parameters, parameterIndex, matchedCount: argumentIndex)
                result.argumentIndex = argumentIndex
                return result
            }
            let closest = Suggestion.closest(to: have, among: parameters.compactMap(\.label)) ?? expected
            return ArgumentMismatch(
                "incorrect argument label in call (have '\(have):', expected '\(expected):')",
                hint: "did you mean '\(closest):'?", argumentIndex: argumentIndex, matchedCount: argumentIndex)
        case (nil, nil):
            return ArgumentMismatch("extra argument in call", argumentIndex: argumentIndex, matchedCount: argumentIndex)
        }
    }

    private static func extra(_ arguments: [ArgumentLabel], _ parameters: [Parameter], argumentIndex: Int) -> ArgumentMismatch {
        let argument = arguments[argumentIndex]
        if argument.isTrailingClosure {
            return ArgumentMismatch(
                "extra trailing closure passed in call", argumentIndex: argumentIndex, matchedCount: argumentIndex)
        }
        guard let label = argument.label else {
            let message = parameters.isEmpty ? "argument passed to call that takes no arguments" : "extra argument in call"
            return ArgumentMismatch(message, argumentIndex: argumentIndex, matchedCount: argumentIndex)
        }
        let labels = parameters.compactMap(\.label)
        let hint: String?
        if labels.contains(label) {
            hint = "'\(label):' is already given"
        } else {
            hint = Suggestion.closest(to: label, among: labels).map { "did you mean '\($0):'?" }
        }
        return ArgumentMismatch(
            "extra argument '\(label)' in call", hint: hint, argumentIndex: argumentIndex, matchedCount: argumentIndex)
    }
}
