import PlotlineCore
import PlotlineValues

/// Places for assignment targets and receivers of mutating methods.
extension Interpreter {
    /// The place `expression` denotes; expressions that are not variables, members or subscripts become
    /// temporaries. With `forAssignment`, a member that does not exist is reported before the right-hand side
    /// is evaluated.
    func makePlace(_ expression: Expr, in environment: Environment, forAssignment: Bool = false) throws -> Place {
        switch expression.kind {
        case .identifier(let name):
            switch meaning(of: name, in: environment) {
            case .variable(let variable):
                return variablePlace(variable, range: expression.range)
            case .selfMember:
                return try selfMemberPlace(Identifier(name, range: expression.range), in: environment, forAssignment: forAssignment)
            case .undefined:
                throw undefinedName(name, at: expression.range, in: environment)
            }
        case .member(let base, let name):
            let basePlace = try makePlace(base, in: environment)
            return try memberPlace(name, of: basePlace, forAssignment: forAssignment)
        case .subscript(let base, let arguments):
            let basePlace = try makePlace(base, in: environment)
            let index = try evaluateSubscriptArguments(arguments, in: environment)
            return try subscriptPlace(index, of: basePlace, range: expression.range)
        case .parenthesized(let inner), .optionalChain(let inner):
            return try makePlace(inner, in: environment, forAssignment: forAssignment)
        case .optionalBind(let inner):
            let place = try makePlace(inner, in: environment)
            if try place.get().isNil { throw OptionalChainEnded() }
            return place
        case .forceUnwrap(let inner):
            return unwrappedPlace(try makePlace(inner, in: environment, forAssignment: forAssignment), range: expression.range)
        default:
            let value = try evaluate(expression, in: environment)
            return temporaryPlace(value, expression: expression)
        }
    }

    private func variablePlace(_ variable: Variable, range: SourceRange) -> Place {
        let name = variable.name
        let read = { [self] () throws -> Value in
            guard let value = variable.value else {
                throw failure(.nameError, "variable '\(name)' used before being initialized", at: range)
            }
            return value
        }
        let immutable = { [self] (mutation: Place.Mutation) -> ScriptError in
            constantError(name, mutation, at: range)
        }
        return Place(
            expectedType: variable.type ?? Interpreter.inferredType(of: variable.value),
            get: read,
            setter: { [self] value, valueRange in
                try store(value, in: variable, range: range, valueRange: valueRange)
            },
            modifier: { mutation, body in
                if variable.isConstant, mutation == .assignment || !Interpreter.changesThroughConstants(variable.value) {
                    throw immutable(mutation)
                }
                var current = try read()
                variable.value = nil
                defer { variable.value = current }
                return try body(&current)
            })
    }

    /// True for a style value (a line style, a symbol …), which a `let` may change as Core Plot's style objects.
    static func changesThroughConstants(_ value: Value?) -> Bool {
        guard case .model(let model)? = value else { return false }
        return model.typeDescriptor.changesThroughConstants
    }

    /// `place!`: reading or changing it fails when it holds nil.
    private func unwrappedPlace(_ base: Place, range: SourceRange) -> Place {
        let unwrapError = failure(.valueError, "unexpectedly found nil while unwrapping an Optional value", at: range)
        return Place(
            expectedType: base.expectedType?.unwrapped,
            get: {
                let value = try base.get()
                if value.isNil { throw unwrapError }
                return value
            },
            setter: base.setter,
            modifier: { mutation, body in
                try base.modify(mutation) { value in
                    if value.isNil { throw unwrapError }
                    return try body(&value)
                }
            })
    }

    private func temporaryPlace(_ value: Value, expression: Expr) -> Place {
        let reason: String
        switch expression.kind {
        case .call: reason = "function call returns immutable value"
        case .integer, .double, .string, .interpolatedString, .bool, .nil, .array, .dictionary: reason = "literals are not mutable"
        case .anonymousParameter: reason = "closure parameters are 'let' constants"
        default: reason = "the value is not mutable"
        }
        let immutable = { (mutation: Place.Mutation) -> ScriptError in
            let prefix: String
            switch mutation {
            case .assignment: prefix = "cannot assign to value"
            case .memberAssignment: prefix = "cannot assign to property"
            case .mutatingCall: prefix = "cannot use mutating member on immutable value"
            }
            return ScriptError(.typeError, "\(prefix): \(reason)", at: expression.range,
                               hint: "store it in a 'var' first")
        }
        return Place(
            expectedType: nil,
            get: { value },
            setter: { _, _ in throw immutable(.assignment) },
            modifier: { mutation, _ in throw immutable(mutation) })
    }

    private func memberPlace(_ name: Identifier, of base: Place, forAssignment: Bool) throws -> Place {
        let baseValue = try base.get()
        if forAssignment && !Members.hasProperty(name.name, of: baseValue, extensions: modelExtensions) {
            throw ScriptError(Members.unknownMember(name.name, of: baseValue, isCall: false, extensions: modelExtensions), at: name.range)
        }
        let isReference = !baseValue.hasValueSemantics
        // Only a reference is kept; a value-type base is read again through its place, so that changing it
        // does not copy it.
        let reference: Value = isReference ? baseValue : .none
        let read = { [self] (value: Value) throws -> Value in
            try at(name.range) { try Members.get(name.name, of: value, extensions: modelExtensions) }
        }
        let write = { [modelExtensions] (container: inout Value, value: Value, valueRange: SourceRange?) throws in
            do {
                try Members.set(name.name, of: &container, to: value, extensions: modelExtensions)
            } catch let error as ModelError where error.kind == .typeError {
                throw ScriptError(error, at: valueRange ?? name.range)
            } catch let error as ModelError {
                throw ScriptError(error, at: name.range)
            }
        }
        return Place(
            expectedType: Members.propertyType(name.name, of: baseValue, extensions: modelExtensions),
            get: { try read(isReference ? reference : base.get()) },
            setter: { value, valueRange in
                if isReference {
                    var container = reference
                    try write(&container, value, valueRange)
                } else {
                    _ = try base.modify(.memberAssignment) { container in
                        try write(&container, value, valueRange)
                        return .none
                    }
                }
            },
            modifier: { mutation, body in
                let nested: Place.Mutation = mutation == .assignment ? .memberAssignment : mutation
                if isReference {
                    var container = reference
                    var child = try read(container)
                    let result = try body(&child)
                    try write(&container, child, nil)
                    return result
                }
                return try base.modify(nested) { container in
                    var child = try read(container)
                    let result = try body(&child)
                    try write(&container, child, nil)
                    return result
                }
            })
    }

    private func subscriptPlace(_ index: SubscriptIndex, of base: Place, range: SourceRange) throws -> Place {
        let read = { [self] (value: Value) throws -> Value in
            try at(range) { try Subscripts.get(value, index) }
        }
        let write = { [self] (container: inout Value, value: Value) throws in
            try at(range) { try Subscripts.set(&container, index, to: value) }
        }
        let baseValue = try? base.get()
        let expected = Interpreter.inferredType(of: baseValue.flatMap { try? Subscripts.get($0, index) })
        // A subscriptable object (a feed) is a reference: assigning through its subscript changes the object,
        // not the variable holding it, so `let feed` allows `feed[0] = record`.
        let reference: Value? = baseValue.flatMap { value in
            if case .object = value { return value }
            return nil
        }
        return Place(
            expectedType: expected,
            get: { try read(base.get()) },
            setter: { value, _ in
                if var container = reference {
                    try write(&container, value)
                    return
                }
                _ = try base.modify(.memberAssignment) { container in
                    try write(&container, value)
                    return .none
                }
            },
            modifier: { mutation, body in
                let nested: Place.Mutation = mutation == .assignment ? .memberAssignment : mutation
                return try base.modify(nested) { container in
                    var element = try read(container)
                    let result = try body(&element)
                    try write(&container, element)
                    return result
                }
            })
    }

    /// The index of `base[...]`: one unlabelled value, or `[key, default: value]` for dictionaries.
    func evaluateSubscriptArguments(_ arguments: [Argument], in environment: Environment) throws -> SubscriptIndex {
        guard let first = arguments.first, first.label == nil else {
            let range = arguments.first?.range ?? arguments.first?.value.range
            throw ScriptError(.typeError, "a subscript takes one unlabelled index", at: range)
        }
        let key = try evaluate(first.value, in: environment)
        guard arguments.count > 1 else { return SubscriptIndex(key: key, defaultValue: nil) }
        let second = arguments[1]
        guard arguments.count == 2, second.label?.name == "default" else {
            throw failure(.typeError, "extra argument in subscript", at: second.range,
                          hint: "only dictionaries take a second argument, 'default:'")
        }
        return SubscriptIndex(key: key, defaultValue: try evaluate(second.value, in: environment))
    }
}
