import PlotlineCore
import PlotlineValues

/// `guard` and `switch`.
extension Interpreter {
    /// Runs the `else` body when a condition fails (it leaves the scope: the parser sees to that); otherwise the
    /// names the conditions bound stay in `environment`.
    func executeGuard(_ conditions: [Condition], _ body: Block, range: SourceRange, in environment: Environment) throws -> ControlFlow {
        if try conditionsHold(conditions, in: environment) { return .normal }
        let flow = try executeBlock(body.statements, in: Environment(enclosing: environment))
        if case .normal = flow {
            throw failure(.runtimeError, "'guard' body fell through", at: body.range.endRange, hint: "end it with 'return'")
        }
        return flow
    }

    /// Runs the first case whose pattern matches, and the next ones while a case falls through; `break` leaves the
    /// switch.
    func executeSwitch(_ statement: SwitchStatement, range: SourceRange, in environment: Environment) throws -> ControlFlow {
        let subject = try evaluate(statement.subject, in: environment)
        if !statement.hasDefault {
            try checkExhaustive(statement, subject: subject, in: environment)
        }
        for (index, switchCase) in statement.cases.enumerated() {
            guard let scope = try matchingScope(of: switchCase, subject: subject, in: environment) else { continue }
            var next = index
            var caseScope = scope
            while true {
                let flow = try executeBlock(statement.cases[next].body, in: caseScope)
                switch flow {
                case .fallthroughCase:
                    next += 1
                    guard next < statement.cases.count else { return .normal }
                    caseScope = Environment(enclosing: environment)
                case .breakLoop:
                    return .normal
                default:
                    return flow
                }
            }
        }
        throw failure(
            .valueError, "no case of the switch matches \(subject.typeName) value \(displayText(of: subject))",
            at: statement.subject.range, hint: "add a 'default:' case")
    }

    /// The scope of a case's body with its pattern's names bound, when one of its items matches; nil otherwise.
    private func matchingScope(of switchCase: SwitchCase, subject: Value, in environment: Environment) throws -> Environment? {
        if switchCase.isDefault { return Environment(enclosing: environment) }
        for item in switchCase.items {
            let scope = Environment(enclosing: environment)
            guard try matches(item.pattern, subject: subject, in: scope) else { continue }
            if let condition = item.condition {
                let holds = try evaluate(condition, in: scope)
                guard try at(condition.range, { try Arithmetic.truth(holds, for: "'where' condition") }) else { continue }
            }
            return scope
        }
        return nil
    }

    /// True when `pattern` matches `subject`, binding its names in `scope`: a range contains it, another value
    /// equals it, `let name` and `_` match anything.
    func matches(_ pattern: CasePattern, subject: Value, in scope: Environment) throws -> Bool {
        switch pattern {
        case .binding(let isConstant, let names):
            if case .tuple = names, !Interpreter.destructures(subject, into: names) { return false }
            try bind(names, to: subject, isConstant: isConstant, type: nil, in: scope)
            return true
        case .expression(let expression):
            if case .implicitMember(let name) = expression.kind, Interpreter.isUserEnumValue(subject) {
                // `.point` matches the case whatever its associated values.
                return try matchesEnumCase(name, nil, subject: subject, in: scope) { _, _ in true }
            }
            let value = try evaluate(expression, in: scope, expecting: Interpreter.patternContext(of: subject))
            return try at(expression.range) { try Interpreter.pattern(value, matches: subject) }
        case .enumCase(let name, let patterns):
            return try matchesEnumCase(name, patterns, subject: subject, in: scope) { pattern, element in
                try matches(pattern, subject: element, in: scope)
            }
        case .tuple(let patterns, _):
            let elements: [Value]
            switch subject {
            case .tuple(let tuple) where tuple.elements.count == patterns.count: elements = tuple.elements
            case .array(let values) where values.count == patterns.count: elements = values
            default: return false
            }
            for (pattern, element) in zip(patterns, elements) where try !matches(pattern, subject: element, in: scope) {
                return false
            }
            return true
        }
    }

    /// True when `value` (a case's value) matches `subject`: Swift's `~=`, containment for a range of numbers,
    /// `==` for the rest.
    ///
    /// - Throws: a `TypeError` for a value of another kind than the subject (a String against an Int).
    static func pattern(_ value: Value, matches subject: Value) throws -> Bool {
        if case .range(let range) = value, let number = subject.numericValue {
            return number >= range.lowerBound && (range.isClosed ? number <= range.upperBound : number < range.upperBound)
        }
        if let kind = scalarKind(value), let subjectKind = scalarKind(subject), kind != subjectKind {
            throw ModelError(
                .typeError, "expression pattern of type '\(value.typeName)' cannot match values of type '\(subject.typeName)'",
                hint: "write a \(subject.typeName) here")
        }
        return try Arithmetic.truth(Arithmetic.apply(.equal, value, subject))
    }

    /// Numbers, strings and Booleans, which never match each other; nil for other values.
    private static func scalarKind(_ value: Value) -> Int? {
        switch value {
        case .int, .double, .range: return 0
        case .string: return 1
        case .bool: return 2
        default: return nil
        }
    }

    private static func destructures(_ subject: Value, into pattern: Pattern) -> Bool {
        guard case .tuple(let elements, _) = pattern else { return true }
        let values: [Value]
        switch subject {
        case .array(let array): values = array
        case .tuple(let tuple): values = tuple.elements
        default: return false
        }
        return values.count == elements.count && zip(values, elements).allSatisfy { destructures($0, into: $1) }
    }

    /// What a value pattern is evaluated against: the subject's type as an optional, so `.none` (and `nil`) match a
    /// subject that has no value, whatever its type (`case .none:` over an `Int?`).
    static func patternContext(of subject: Value) -> ValueType {
        .optional(valueType(of: subject) ?? .any)
    }

    /// The type implicit members of a case resolve in (`.linear` against a scale type).
    static func valueType(of value: Value) -> ValueType? {
        switch value {
        case .bool: return .bool
        case .int: return .int
        case .double: return .double
        case .string: return .string
        case .object(let object): return .model(object.typeDescriptor)
        case .model(let model): return .model(model.typeDescriptor)
        default: return nil
        }
    }

    /// True when the items name both cases of an optional: `.some(let x)` (whatever it binds) and `.none` (or nil).
    private static func coversOptional(_ items: [SwitchCase.Item]) -> Bool {
        var some = false, none = false
        for item in items where item.condition == nil {
            switch item.pattern {
            case .enumCase(let name, let patterns) where name.name == "some":
                some = some || (patterns?.allSatisfy(\.matchesAnything) ?? true)
            case .expression(let expression):
                if case .implicitMember(let name) = expression.kind, name.name == "none" { none = true }
                if case .nil = expression.kind { none = true }
            default:
                break
            }
        }
        return some && none
    }

    /// A switch without `default` must cover every value: every case of an enumeration, both Booleans, or have a
    /// case that matches anything.
    private func checkExhaustive(_ statement: SwitchStatement, subject: Value, in environment: Environment) throws {
        let items = statement.cases.flatMap(\.items)
        if items.contains(where: { $0.condition == nil && $0.pattern.matchesAnything }) { return }
        if Interpreter.coversOptional(items) { return }
        if let missing = uncoveredCases(of: subject, by: items) {
            guard missing.isEmpty else {
                throw failure(
                    .typeError, "switch must be exhaustive", at: statement.subject.range,
                    hint: "add \(missing.map { "'case .\($0):'" }.joined(separator: ", ")) or a 'default:' case")
            }
            return
        }
        var covered: [Value] = []
        for item in statement.cases.flatMap(\.items) where item.condition == nil {
            if item.pattern.matchesAnything { return }
            if case .expression(let expression) = item.pattern {
                covered.append(try evaluate(expression, in: environment, expecting: Interpreter.patternContext(of: subject)))
            }
        }
        let all: [(name: String, value: Value)]
        switch subject {
        case .bool:
            all = [("true", .bool(true)), ("false", .bool(false))]
        case .model(let model) where model.typeDescriptor.kind == .enumeration:
            // Each case once: other names of a case (Core Plot's) come after it and are left out.
            var cases: [(name: String, value: Value)] = []
            for property in model.typeDescriptor.staticProperties {
                let value = property.value()
                guard value.typeDescriptor === model.typeDescriptor, !cases.contains(where: { $0.value == value }) else { continue }
                cases.append((".\(property.name)", value))
            }
            all = cases
        default:
            throw failure(
                .typeError, "switch must be exhaustive", at: statement.subject.range,
                hint: "add a 'default:' case: a \(subject.typeName) has more values than the cases name")
        }
        let missing = all.filter { candidate in
            !covered.contains { (try? Interpreter.pattern($0, matches: candidate.value)) == true }
        }
        guard missing.isEmpty else {
            throw failure(
                .typeError, "switch must be exhaustive", at: statement.subject.range,
                hint: "add \(missing.map { "'case \($0.name):'" }.joined(separator: ", ")) or a 'default:' case")
        }
    }
}
