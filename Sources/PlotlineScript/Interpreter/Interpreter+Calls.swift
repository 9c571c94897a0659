import PlotlineCore
import PlotlineValues

/// Calls: finding what is called (initializer, method, static function, builtin, user function or closure),
/// matching labels, evaluating arguments against the parameters' types, and invoking.
extension Interpreter {
    func evaluateCall(
        _ callee: Expr, _ arguments: [Argument], argumentsRange: SourceRange, range: SourceRange,
        in environment: Environment, expecting expected: ValueType?
    ) throws -> Value {
        try tick(at: range)
        if let function = directlyCallableFunction(callee, arguments, in: environment) {
            return try callDirectly(function, arguments, range: range, in: environment)
        }
        let (name, candidates) = try callCandidates(for: callee, argumentCount: arguments.count, callRange: range, in: environment, expecting: expected)
        let labels = arguments.map { ArgumentLabel($0.label?.name, isTrailingClosure: $0.isTrailingClosure) }
        let (candidate, bindings): (CallCandidate, [ParameterBinding])
        switch OverloadResolution.resolve(labels, among: candidates, name: name) {
        case .success(let resolved):
            (candidate, bindings) = resolved
        case .failure(let mismatch):
            let location = mismatch.argumentIndex.map { arguments[$0].range } ?? argumentsRange
            throw failure(.typeError, mismatch.message, at: location, hint: mismatch.hint)
        }
        let values = try evaluateArguments(arguments, bindings: bindings, candidate: candidate, in: environment)
        activeCallSites.append(range)
        defer { activeCallSites.removeLast() }
        return try at(range) { try candidate.invoke(values) }
    }

    /// A user function called by name with exactly its labels, in order (`fib(n - 1)`, `scale(x, by: 2)`):
    /// such calls need no overload resolution.
    private func directlyCallableFunction(_ callee: Expr, _ arguments: [Argument], in environment: Environment) -> ScriptFunction? {
        guard case .identifier(let name) = callee.kind, case .variable(let variable) = meaning(of: name, in: environment),
              case .callable(let function as ScriptFunction)? = variable.value,
              let parameters = function.parameters, parameters.count == arguments.count else { return nil }
        for (parameter, argument) in zip(parameters, arguments) where argument.isTrailingClosure || parameter.label != argument.label?.name {
            return nil
        }
        return function
    }

    private func callDirectly(_ function: ScriptFunction, _ arguments: [Argument], range: SourceRange, in environment: Environment) throws -> Value {
        var values: [Value] = []
        values.reserveCapacity(arguments.count)
        for (index, argument) in arguments.enumerated() {
            let type = function.parameterTypes[index]
            let value = try evaluate(argument.value, in: environment, expecting: type)
            if let type, !ValueConversion.isPlausible(value, for: type) {
                throw failure(
                    .typeError, "cannot convert value of type '\(value.typeName)' to expected argument type '\(type)'",
                    at: argument.value.range)
            }
            values.append(value)
        }
        activeCallSites.append(range)
        defer { activeCallSites.removeLast() }
        return try at(range) { try invoke(function, with: values, callSite: range) }
    }

    /// Evaluates arguments in source order, each against its parameter's type, then arranges them in
    /// parameter order with defaults and variadic arrays.
    private func evaluateArguments(
        _ arguments: [Argument], bindings: [ParameterBinding], candidate: CallCandidate, in environment: Environment
    ) throws -> [Value] {
        var parameterOfArgument = [Int](repeating: 0, count: arguments.count)
        for (parameter, binding) in bindings.enumerated() {
            switch binding {
            case .argument(let index): parameterOfArgument[index] = parameter
            case .variadic(let indices): for index in indices { parameterOfArgument[index] = parameter }
            case .defaultValue: break
            }
        }
        let signature = candidate.signature
        var values: [Value] = []
        values.reserveCapacity(arguments.count)
        for (index, argument) in arguments.enumerated() {
            let type = signature.parameters == nil ? nil : signature.parameterType(at: parameterOfArgument[index])
            let value = try evaluate(argument.value, in: environment, expecting: type)
            if let type, !ValueConversion.isPlausible(value, for: type) {
                throw failure(
                    .typeError, "cannot convert value of type '\(value.typeName)' to expected argument type '\(type)'",
                    at: argument.value.range)
            }
            if candidate.widensNumbers, let type {
                values.append(ValueConversion.canonical(value, for: type))
            } else {
                values.append(value)
            }
        }
        guard signature.parameters != nil else { return values }
        return try bindings.enumerated().map { parameter, binding in
            switch binding {
            case .argument(let index): return values[index]
            case .variadic(let indices): return .array(indices.map { values[$0] })
            case .defaultValue: return try candidate.defaultValue(parameter)
            }
        }
    }

    // MARK: - Finding candidates

    /// The functions a callee may denote, with the name used in messages.
    private func callCandidates(
        for callee: Expr, argumentCount: Int, callRange: SourceRange, in environment: Environment, expecting expected: ValueType?
    ) throws -> (String, [CallCandidate]) {
        switch callee.kind {
        case .member(let base, let name):
            if case .identifier("super") = base.kind, name.name == "init",
               let candidates = try superInitializerCandidates(in: environment) {
                return (name.name, candidates)
            }
            let receiverPlace = try makePlace(base, in: environment)
            let receiver = try receiverPlace.get()
            return (name.name, try memberCandidates(name, of: receiver, place: receiverPlace, callRange: callRange))
        case .implicitMember(let name):
            guard let scope = TypeRegistry.implicitMemberScope(for: expected) else {
                throw ScriptError(Members.cannotInferBase(name.name, registry: registry), at: name.range)
            }
            return (name.name, try staticCandidates(name, of: scope, callRange: callRange))
        case .parenthesized(let inner):
            return try callCandidates(for: inner, argumentCount: argumentCount, callRange: callRange, in: environment, expecting: expected)
        default:
            let value = try evaluate(callee, in: environment)
            return try valueCandidates(value, callee: callee, argumentCount: argumentCount, callRange: callRange)
        }
    }

    private func memberCandidates(_ name: Identifier, of receiver: Value, place: Place, callRange: SourceRange) throws -> [CallCandidate] {
        if case .type(let descriptor) = receiver {
            return try staticCandidates(name, of: descriptor, callRange: callRange)
        }
        let methods = Members.methods(name.name, of: receiver, extensions: modelExtensions)
        guard !methods.isEmpty else {
            if Members.hasProperty(name.name, of: receiver, extensions: modelExtensions) {
                let value = try at(name.range) { try Members.get(name.name, of: receiver, extensions: modelExtensions) }
                return try valueCandidates(value, callee: Expr(.identifier(name.name), range: name.range), argumentCount: 0, callRange: callRange).1
            }
            throw ScriptError(Members.unknownMember(name.name, of: receiver, isCall: true, extensions: modelExtensions), at: name.range)
        }
        let isValue = receiver.hasValueSemantics
        let elementType: ValueType? = receiver.isArray ? Interpreter.elementType(of: place.expectedType) : nil
        return methods.map { method in
            let parameters = elementType.map { Interpreter.parameters(of: method, elementType: $0) } ?? method.parameters
            let signature = Signature(name: name.name, parameters: parameters)
            if method.isMutating && isValue {
                // Only the place is captured, so the value it holds stays uniquely referenced and changes in place.
                return CallCandidate(signature: signature) { arguments in
                    let converted = try Interpreter.convert(arguments, to: parameters, elementType: elementType)
                    return try place.modify(.mutatingCall) { value in try Members.invoke(method, on: &value, converted) }
                }
            }
            let copy = receiver
            return CallCandidate(signature: signature) { arguments in
                var target = copy
                return try Members.invoke(method, on: &target, arguments)
            }
        }
    }

    /// A built-in array method's parameters with the elements' declared type (`var xs: [Double]`), so that
    /// `xs.append(1)` stores `1.0` and `colors.append(.red)` knows its context.
    static func parameters(of method: MethodDescriptor, elementType: ValueType) -> [Parameter] {
        method.parameters.map { parameter in
            switch parameter.name {
            case "newElement": return Parameter(parameter.label, parameter.name, type: elementType, default: parameter.defaultValue)
            case "newElements": return Parameter(parameter.label, parameter.name, type: .array(elementType), default: parameter.defaultValue)
            default: return parameter
            }
        }
    }

    /// Converts arguments whose parameters were given the elements' declared type.
    static func convert(_ arguments: [Value], to parameters: [Parameter], elementType: ValueType?) throws -> [Value] {
        guard elementType != nil else { return arguments }
        return try zip(arguments, parameters).map { argument, parameter in
            guard ["newElement", "newElements"].contains(parameter.name) else { return argument }
            return try ValueConversion.convert(argument, to: parameter.type)
        }
    }

    private func staticCandidates(_ name: Identifier, of descriptor: TypeDescriptor, callRange: SourceRange) throws -> [CallCandidate] {
        if name.name == "init" {
            return descriptor.initializers.map { CallCandidate($0, name: "\(descriptor.name).init") }
        }
        let functions = Members.staticMethods(name.name, of: descriptor, extensions: modelExtensions)
        if !functions.isEmpty {
            return functions.map { CallCandidate($0, name: "\(descriptor.name).\(name.name)") }
        }
        let value = try at(name.range) { try Members.staticMember(name.name, of: descriptor, extensions: modelExtensions) }
        return try valueCandidates(value, callee: Expr(.identifier(name.name), range: name.range), argumentCount: 0, callRange: callRange).1
    }

    private func valueCandidates(_ value: Value, callee: Expr, argumentCount: Int, callRange: SourceRange) throws -> (String, [CallCandidate]) {
        switch value {
        case .type(let descriptor):
            guard !descriptor.initializers.isEmpty else {
                throw failure(.typeError, "'\(descriptor.name)' cannot be constructed because it has no initializers",
                              at: callee.range, hint: Interpreter.factoryHint(descriptor))
            }
            return (descriptor.name, descriptor.initializers.map { CallCandidate($0, name: descriptor.name) })
        case .callable(let overloads as OverloadSet):
            return (overloads.name, overloads.overloads.map { CallCandidate($0) })
        case .callable(let function as ScriptFunction):
            return (function.name, [scriptCandidate(function, callSite: callRange)])
        case .callable(let callable):
            return (callable.name, [CallCandidate(callable)])
        case .array where Interpreter.isTypeLiteral(value):
            return ("Array", [CallCandidate(signature: Signature(name: "Array", parameters: [])) { _ in .array([]) }])
        case .dictionary where Interpreter.isTypeLiteral(value):
            return ("Dictionary", [CallCandidate(signature: Signature(name: "Dictionary", parameters: [])) { _ in .dictionary([:]) }])
        default:
            break
        }
        throw failure(.typeError, "cannot call value of non-function type '\(value.typeName)'", at: callee.range)
    }

    /// True for `[Double]`, `[String: Int]`, `[[Int]]` written as values: the collection types of `[Double]()`.
    static func isTypeLiteral(_ value: Value) -> Bool {
        switch value {
        case .type: return true
        case .array(let elements): return elements.count == 1 && isTypeLiteral(elements[0])
        case .dictionary(let entries):
            return entries.count == 1 && isTypeLiteral(entries.keys[0]) && isTypeLiteral(entries.values[0])
        default: return false
        }
    }

    private static func factoryHint(_ descriptor: TypeDescriptor) -> String? {
        let names = descriptor.staticMethods.map(\.name) + descriptor.staticProperties.map(\.name)
        guard let first = names.first else { return nil }
        return "use one of its static members, such as '\(descriptor.name).\(first)'"
    }
}
