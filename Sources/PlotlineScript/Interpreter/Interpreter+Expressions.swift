import OrderedCollections
import PlotlineCore
import PlotlineValues

/// Expressions; `expected` is the type the context wants, for implicit members (`.red`) and literals.
extension Interpreter {
    func evaluate(_ expression: Expr, in environment: Environment, expecting expected: ValueType? = nil) throws -> Value {
        switch expression.kind {
        case .integer(let value): return .int(value)
        case .double(let value): return .double(value)
        case .string(let value): return .string(value)
        case .bool(let value): return .bool(value)
        case .nil: return .none
        case .interpolatedString(let segments):
            return .string(try interpolate(segments, range: expression.range, in: environment))
        case .identifier(let name):
            return try lookup(name, at: expression.range, in: environment)
        case .anonymousParameter(let index):
            return try lookup(Interpreter.anonymousParameterName(index), at: expression.range, in: environment)
        case .implicitMember(let name):
            return try at(name.range) { try Members.implicitMember(name.name, expected: expected, registry: registry, extensions: modelExtensions) }
        case .member(let base, let name):
            let value = try evaluate(base, in: environment)
            return try at(name.range) { try Members.get(name.name, of: value, extensions: modelExtensions) }
        case .call(let callee, let arguments, let argumentsRange):
            return try evaluateCall(
                callee, arguments, argumentsRange: argumentsRange, range: expression.range, in: environment,
                expecting: expected)
        case .subscript(let base, let arguments):
            let value = try evaluate(base, in: environment)
            let index = try evaluateSubscriptArguments(arguments, in: environment)
            return try at(expression.range) { try Subscripts.get(value, index) }
        case .unary(let op, let operand):
            return try evaluateUnary(op, operand, range: expression.range, in: environment, expecting: expected)
        case .rangeFrom(let operand):
            let value = try evaluate(operand, in: environment)
            return try at(expression.range) { try Arithmetic.oneSidedRange(value, upTo: false, isClosed: true) }
        case .keyPath(let names):
            return keyPathFunction(names)
        case .binary(let op, let lhs, let rhs, let operatorRange):
            return try evaluateBinary(op, lhs, rhs, operatorRange: operatorRange, in: environment, expecting: expected)
        case .ternary(let condition, let then, let otherwise):
            let test = try evaluate(condition, in: environment)
            let branch = try at(condition.range) { try Arithmetic.truth(test) } ? then : otherwise
            return try evaluate(branch, in: environment, expecting: expected)
        case .array(let elements):
            return .array(Interpreter.promotingMixedNumbers(try evaluateElements(elements, in: environment, expecting: expected)))
        case .tuple(let elements):
            let types = Interpreter.elementTypes(ofTuple: expected, count: elements.count)
            let values = try zip(elements, types).map { element, type in
                try evaluate(element.value, in: environment, expecting: type)
            }
            return .tuple(ValueTuple(values, labels: elements.map { $0.label?.name }))
        case .dictionary(let entries):
            return try evaluateDictionary(entries, in: environment, expecting: expected)
        case .closure(let closure):
            return .callable(try makeClosure(closure, range: expression.range, in: environment))
        case .forceUnwrap(let inner):
            let value = try evaluate(inner, in: environment, expecting: expected)
            guard !value.isNil else {
                throw failure(.valueError, "unexpectedly found nil while unwrapping an Optional value", at: expression.range)
            }
            return value
        case .parenthesized(let inner):
            return try evaluate(inner, in: environment, expecting: expected)
        case .try(let kind, let operand):
            return try evaluateTry(kind, operand, range: expression.range, in: environment, expecting: expected)
        case .cast(let kind, let operand, let type):
            return try evaluateCast(kind, operand, to: type, range: expression.range, in: environment)
        case .optionalBind(let inner):
            let value = try evaluate(inner, in: environment)
            if value.isNil { throw OptionalChainEnded() }
            return value
        case .optionalChain(let inner):
            do {
                return try evaluate(inner, in: environment, expecting: expected)
            } catch is OptionalChainEnded {
                return .none
            }
        }
    }

    private func lookup(_ name: String, at range: SourceRange, in environment: Environment) throws -> Value {
        let variable: Variable
        switch meaning(of: name, in: environment) {
        case .variable(let found):
            variable = found
        case .selfMember:
            return try evaluate(Expr(.member(Expr(.identifier("self"), range: range), Identifier(name, range: range)), range: range), in: environment)
        case .undefined:
            if name.hasPrefix("$") {
                throw failure(.nameError, "anonymous closure argument '\(name)' was not passed to this closure", at: range)
            }
            throw undefinedName(name, at: range, in: environment)
        }
        guard let value = variable.value else {
            throw failure(.nameError, "variable '\(name)' used before being initialized", at: range)
        }
        return value
    }

    private func interpolate(_ segments: [InterpolationSegment], range: SourceRange, in environment: Environment) throws -> String {
        var pieces: [Value] = []
        pieces.reserveCapacity(segments.count)
        for segment in segments {
            switch segment {
            case .text(let literal): pieces.append(.string(literal))
            case .expression(let expression): pieces.append(try evaluate(expression, in: environment))
            }
        }
        return try at(range) { try Value.joinedPrintText(pieces, separator: "") }
    }

    /// The types a tuple expression's elements are expected to have: a tuple type's of as many elements.
    static func elementTypes(ofTuple expected: ValueType?, count: Int) -> [ValueType?] {
        if case .tuple(let types, _)? = expected?.unwrapped, types.count == count { return types }
        return Array(repeating: nil, count: count)
    }

    static func elementType(of expected: ValueType?) -> ValueType? {
        if case .array(let element)? = expected?.unwrapped { return element }
        return nil
    }

    private func evaluateDictionary(_ entries: [DictionaryEntry], in environment: Environment, expecting expected: ValueType?) throws -> Value {
        var keyType: ValueType?
        var valueType: ValueType?
        if case .dictionary(let key, let value)? = expected?.unwrapped {
            keyType = key
            valueType = value
        }
        var result = OrderedDictionary<Value, Value>()
        for entry in entries {
            let key = try evaluate(entry.key, in: environment, expecting: keyType)
            let value = try evaluate(entry.value, in: environment, expecting: valueType)
            guard result.updateValue(value, forKey: key) == nil else {
                throw failure(.valueError, "dictionary literal contains duplicate key \(key.debugText)", at: entry.key.range)
            }
        }
        return .dictionary(result)
    }

    // MARK: - Operators

    private func evaluateUnary(_ op: UnaryOperator, _ operand: Expr, range: SourceRange, in environment: Environment, expecting expected: ValueType?) throws -> Value {
        let value = try evaluate(operand, in: environment, expecting: op == .not ? nil : expected)
        return try at(range) {
            switch op {
            case .negate: return try Arithmetic.negate(value)
            case .plus: return try Arithmetic.plus(value)
            case .not: return try Arithmetic.not(value)
            case .upTo, .through: return try Arithmetic.oneSidedRange(value, upTo: true, isClosed: op == .through)
            }
        }
    }

    private func evaluateBinary(
        _ op: BinaryOperator, _ lhs: Expr, _ rhs: Expr, operatorRange: SourceRange, in environment: Environment,
        expecting expected: ValueType?
    ) throws -> Value {
        switch op {
        case .and, .or:
            let left = try evaluate(lhs, in: environment)
            let leftTruth = try at(lhs.range) { try Arithmetic.truth(left, for: op.rawValue) }
            if leftTruth == (op == .or) { return .bool(leftTruth) }
            let right = try evaluate(rhs, in: environment)
            return .bool(try at(rhs.range) { try Arithmetic.truth(right, for: op.rawValue) })
        case .nilCoalescing:
            let left = try evaluate(lhs, in: environment, expecting: expected.map { .optional($0) })
            guard left.isNil else { return left }
            // `x as? Double ?? -1`: the fallback takes the cast's type, as Swift's literal typing gives it.
            if expected == nil, case .cast(.conditional, _, let written) = lhs.kind, let castType = try? resolveType(written) {
                let fallback = try evaluate(rhs, in: environment, expecting: castType)
                return Interpreter.cast(fallback, to: castType) ?? fallback
            }
            let declared = Interpreter.isOpenContext(expected) ? declaredType(of: lhs, in: environment)?.unwrapped : nil
            return try evaluate(rhs, in: environment, expecting: declared ?? expected)
        case .equal, .notEqual, .identical, .notIdentical, .less, .lessEqual, .greater, .greaterEqual:
            let (left, right) = try evaluateComparisonOperands(lhs, rhs, in: environment)
            return try at(operatorRange) { try Arithmetic.apply(op, left, right) }
        case .add, .subtract, .multiply, .divide, .remainder:
            let left = try evaluate(lhs, in: environment, expecting: Interpreter.arithmeticContext(expected))
            let right = try evaluate(rhs, in: environment, expecting: Interpreter.arithmeticContext(expected))
            return try at(operatorRange) { try Arithmetic.apply(op, left, right) }
        case .closedRange, .halfOpenRange:
            let left = try evaluate(lhs, in: environment)
            let right = try evaluate(rhs, in: environment)
            return try at(operatorRange) { try Arithmetic.apply(op, left, right) }
        }
    }

    /// Comparison operands; an implicit member on one side resolves against the other side's type
    /// (`axis.coordinate == .x`).
    private func evaluateComparisonOperands(_ lhs: Expr, _ rhs: Expr, in environment: Environment) throws -> (Value, Value) {
        if case .implicitMember = lhs.kind, !Interpreter.isImplicitMember(rhs) {
            let right = try evaluate(rhs, in: environment)
            let left = try evaluate(lhs, in: environment, expecting: Interpreter.inferredType(of: right))
            return (left, right)
        }
        let left = try evaluate(lhs, in: environment)
        let right = try evaluate(rhs, in: environment, expecting: Interpreter.inferredType(of: left))
        return (left, right)
    }

    /// `\.a.b` as a function: it reads `a`, then `b` of that, from the value it is given (`samples.map(\.latency)`).
    private func keyPathFunction(_ names: [Identifier]) -> Value {
        let extensions = modelExtensions
        let spelling = "\\." + names.map(\.name).joined(separator: ".")
        return .callable(BuiltinFunction(
            spelling, parameters: [Parameter(nil, "root", type: .any)], returns: .any, doc: "The key path \(spelling) as a function."
        ) { arguments in
            try names.reduce(arguments[0]) { value, name in try Members.get(name.name, of: value, extensions: extensions) }
        })
    }

    /// True when `expected` says nothing about a value's type (none, or `Any`).
    static func isOpenContext(_ expected: ValueType?) -> Bool {
        guard let expected else { return true }
        if case .any = expected { return true }
        return false
    }

    /// The type `expression` was declared with, when it names a variable, an element of one, or a property of one
    /// (`color ?? .red`, `styles["axis"] ?? .init()`, `plot.identifier ?? "?"`): what the right of `??` is inferred
    /// from. Nothing is evaluated but the names.
    func declaredType(of expression: Expr, in environment: Environment) -> ValueType? {
        switch expression.kind {
        case .identifier(let name):
            guard case .variable(let variable) = meaning(of: name, in: environment) else { return nil }
            return variable.type ?? Interpreter.inferredType(of: variable.value)
        case .subscript(let base, _):
            switch declaredType(of: base, in: environment)?.unwrapped {
            case .array(let element)?: return element
            case .dictionary(_, let value)?: return value
            default: return nil
            }
        case .member(let base, let name):
            guard case .identifier(let baseName) = base.kind, case .variable(let variable) = meaning(of: baseName, in: environment),
                  let value = variable.value else {
                return nil
            }
            return Members.propertyType(name.name, of: value, extensions: modelExtensions)
        case .parenthesized(let inner):
            return declaredType(of: inner, in: environment)
        default:
            return nil
        }
    }

    /// An array literal's elements. Without an expected type, implicit members after the first element resolve
    /// against its type, as Swift infers them: `[Reading.value(1.5), .missing]`.
    private func evaluateElements(_ elements: [Expr], in environment: Environment, expecting expected: ValueType?) throws -> [Value] {
        let elementType = Interpreter.elementType(of: expected)
        var values: [Value] = []
        values.reserveCapacity(elements.count)
        var firstType: ValueType?
        for (index, element) in elements.enumerated() {
            let context = elementType ?? (Interpreter.namesImplicitMember(element) ? firstType : nil)
            let value = try evaluate(element, in: environment, expecting: context)
            if index == 0, case .model = value { firstType = Interpreter.inferredType(of: value) }
            values.append(value)
        }
        return values
    }

    /// True for `.name` and `.name(arguments)`.
    private static func namesImplicitMember(_ expression: Expr) -> Bool {
        switch expression.kind {
        case .implicitMember: return true
        case .call(let callee, _, _): return isImplicitMember(callee)
        default: return false
        }
    }

    private static func isImplicitMember(_ expression: Expr) -> Bool {
        if case .implicitMember = expression.kind { return true }
        return false
    }

    /// Arithmetic passes a numeric expected type to its operands (`let x: Double = .pi * 2`).
    private static func arithmeticContext(_ expected: ValueType?) -> ValueType? {
        switch expected?.unwrapped {
        case .int?, .double?: return expected?.unwrapped
        default: return nil
        }
    }

    // MARK: - Closures

    func makeClosure(_ closure: ClosureExpr, range: SourceRange, in environment: Environment) throws -> ScriptFunction {
        let types = try closure.parameters.map { try $0.type.map(resolveType) }
        return ScriptFunction(
            name: "closure", parameters: nil, parameterTypes: types,
            returnType: try closure.returnType.map(resolveType), body: .closure(closure),
            range: range, environment: environment, interpreter: self)
    }
}

extension Interpreter {
    /// The elements of an array literal, with every Int made a Double when the numbers mix the two (nils aside),
    /// as Swift infers `[1.5, 2]` to be `[Double]`: the literal prints `[1.5, 2.0]` and maps to Doubles.
    static func promotingMixedNumbers(_ values: [Value]) -> [Value] {
        var hasDouble = false
        for value in values {
            switch value {
            case .double: hasDouble = true
            case .int, .none: continue
            default: return values
            }
        }
        guard hasDouble else { return values }
        return values.map { value in
            if case .int(let number) = value { return .double(Double(number)) }
            return value
        }
    }
}
