import PlotlineCore
import PlotlineValues

/// Statements: declarations, assignments, control flow and function declarations.
extension Interpreter {
    /// Runs one statement; while a debugger is active it hears of the statement first and of its error after.
    @inline(__always)
    func execute(_ statement: Stmt, in environment: Environment) throws -> ControlFlow {
        guard debugger.isActive else { return try executeStatement(statement, in: environment) }
        return try executeFollowed(statement, in: environment)
    }

    /// A statement run under the debugger.
    private func executeFollowed(_ statement: Stmt, in environment: Environment) throws -> ControlFlow {
        try followed(statement.range, in: environment) { try executeStatement(statement, in: environment) }
    }

    /// An expression run as a statement (a cell's last, a one-expression body), which the debugger hears of as one.
    @inline(__always)
    func evaluateStatement(_ expression: Expr, at range: SourceRange, in environment: Environment, expecting type: ValueType? = nil) throws -> Value {
        guard debugger.isActive else { return try evaluate(expression, in: environment, expecting: type) }
        return try followed(range, in: environment) { try evaluate(expression, in: environment, expecting: type) }
    }

    /// Runs the statement at `range` under the debugger: it may stop before it, or where it failed.
    private func followed<T>(_ range: SourceRange, in environment: Environment, _ body: () throws -> T) throws -> T {
        try debugger.willRun(range, in: environment, depth: callDepth)
        do {
            return try body()
        } catch let error as ScriptError {
            try debugger.didFail(error, at: range, depth: callDepth)
            throw error
        }
    }

    private func executeStatement(_ statement: Stmt, in environment: Environment) throws -> ControlFlow {
        try countStep(at: statement.range)
        switch statement.kind {
        case .expression(let expression):
            _ = try evaluate(expression, in: environment)
            return .normal
        case .declaration(let declaration):
            try declare(declaration, in: environment, range: statement.range)
            return .normal
        case .assignment(let target, let op, let value, let operatorRange):
            do {
                try assign(value, with: op, to: target, operatorRange: operatorRange, in: environment)
            } catch is OptionalChainEnded {
                // `a?.b = value` does nothing when `a` is nil.
            }
            return .normal
        case .if(let statement):
            return try executeIf(statement, in: environment)
        case .for(let loop):
            return try executeFor(loop, range: statement.range, in: environment)
        case .while(let conditions, let body):
            return try executeWhile(conditions, body, range: statement.range, in: environment)
        case .repeat(let body, let condition):
            return try executeRepeat(body, condition, range: statement.range, in: environment)
        case .break:
            return .breakLoop
        case .continue:
            return .continueLoop
        case .return(let value):
            return .returnValue(try value.map { try evaluate($0, in: environment, expecting: currentReturnType) } ?? .none)
        case .function(let declaration):
            try declareFunction(declaration, in: environment)
            return .normal
        case .guard(let conditions, let body):
            return try executeGuard(conditions, body, range: statement.range, in: environment)
        case .switch(let switchStatement):
            return try executeSwitch(switchStatement, range: statement.range, in: environment)
        case .fallthrough:
            return .fallthroughCase
        case .do(let doStatement):
            return try executeDo(doStatement, in: environment)
        case .throw(let value):
            try executeThrow(value, range: statement.range, in: environment)
        case .class(let declaration):
            try declareClass(declaration, in: environment)
            return .normal
        case .enum(let declaration):
            try declareEnum(declaration, in: environment)
            return .normal
        case .extension(let declaration):
            try extendType(declaration, in: environment)
            return .normal
        case .protocol(let declaration):
            try declareProtocol(declaration, in: environment)
            return .normal
        case .defer(let body):
            // Outside a block that collects it (see executeBlock), a deferred block runs at once.
            return try executeBlock(body.statements, in: Environment(enclosing: environment))
        }
    }

    /// Runs statements in `environment` until one leaves early; the blocks its `defer` statements put off run
    /// when it is left, however it is left.
    func executeBlock(_ statements: [Stmt], in environment: Environment) throws -> ControlFlow {
        var deferred: [Block] = []
        var flow = ControlFlow.normal
        do {
            for statement in statements {
                if case .defer(let body) = statement.kind {
                    deferred.append(body)
                    continue
                }
                flow = try execute(statement, in: environment)
                if case .normal = flow { continue }
                break
            }
        } catch {
            if !deferred.isEmpty { try runDeferred(deferred, in: environment) }
            throw error
        }
        if !deferred.isEmpty { try runDeferred(deferred, in: environment) }
        return flow
    }

    // MARK: - Declarations

    private func declare(_ declaration: Declaration, in environment: Environment, range: SourceRange) throws {
        let type = try declaration.type.map(resolveType) ?? collectionType(constructedBy: declaration.initializer, in: environment)
        var value: Value?
        if let initializer = declaration.initializer {
            let initial = try evaluate(initializer, in: environment, expecting: type)
            value = try type.map { type in try at(initializer.range) { try ValueConversion.convert(initial, to: type) } } ?? initial
        } else if let type, type.acceptsNil {
            value = Value.none
        }
        try bind(declaration.pattern, to: value, isConstant: declaration.isConstant, type: type, in: environment)
    }

    /// The type of `[Double]()` or `[String: Int]()`, so that the variable keeps its element type.
    private func collectionType(constructedBy initializer: Expr?, in environment: Environment) -> ValueType? {
        guard case .call(let callee, let arguments, _)? = initializer?.kind, arguments.isEmpty else { return nil }
        switch callee.kind {
        case .array, .dictionary:
            guard let literal = try? evaluate(callee, in: environment) else { return nil }
            return typeOfTypeLiteral(literal)
        default:
            return nil
        }
    }

    private func typeOfTypeLiteral(_ literal: Value) -> ValueType? {
        switch literal {
        case .type(let descriptor):
            return TypeRegistry.builtinValueType(of: descriptor) ?? .model(descriptor)
        case .array(let elements) where elements.count == 1:
            return typeOfTypeLiteral(elements[0]).map { .array($0) }
        case .dictionary(let entries) where entries.count == 1:
            guard let key = typeOfTypeLiteral(entries.keys[0]), let value = typeOfTypeLiteral(entries.values[0]) else { return nil }
            return .dictionary(key: key, value: value)
        default:
            return nil
        }
    }

    /// Binds a pattern's names; a tuple pattern destructures an array of the same length.
    func bind(_ pattern: Pattern, to value: Value?, isConstant: Bool, type: ValueType?, in environment: Environment) throws {
        switch pattern {
        case .wildcard:
            return
        case .name(let identifier):
            let variable = Variable(name: identifier.name, isConstant: isConstant, value: value, type: type)
            guard environment.declare(variable) else {
                throw failure(.nameError, "invalid redeclaration of '\(identifier.name)'", at: identifier.range,
                              hint: "choose another name, or assign with '\(identifier.name) = ...'")
            }
        case .tuple(let patterns, let range):
            let elements: [Value]
            switch value {
            case .array(let values)? where values.count == patterns.count: elements = values
            case .tuple(let tuple)? where tuple.elements.count == patterns.count: elements = tuple.elements
            default:
                let typeName = value?.typeName ?? "nothing"
                throw failure(.typeError, "cannot destructure a value of type '\(typeName)' into \(patterns.count) names",
                              at: range, hint: "a tuple pattern needs a tuple or an array of \(patterns.count) elements")
            }
            for (pattern, element) in zip(patterns, elements) {
                try bind(pattern, to: element, isConstant: isConstant, type: nil, in: environment)
            }
        }
    }

    private func declareFunction(_ declaration: FunctionDeclaration, in environment: Environment) throws {
        let types = try declaration.parameters.map { try $0.type.map(resolveType) }
        let parameters = zip(declaration.parameters, types).map { parameter, type in
            Parameter(parameter.label, parameter.name.name, type: type ?? .any,
                      default: parameter.defaultValue == nil ? nil : Value.none)
        }
        let function = ScriptFunction(
            name: declaration.name.name, parameters: parameters, parameterTypes: types,
            returnType: try declaration.returnType.map(resolveType), body: .function(declaration),
            range: declaration.name.range, environment: environment, interpreter: self)
        let variable = Variable(name: declaration.name.name, isConstant: true, value: .callable(function))
        guard environment.declare(variable) else {
            throw failure(.nameError, "invalid redeclaration of '\(declaration.name.name)'", at: declaration.name.range)
        }
    }

    // MARK: - Assignment

    private func assign(
        _ valueExpression: Expr, with op: AssignmentOperator, to target: Expr, operatorRange: SourceRange,
        in environment: Environment
    ) throws {
        if case .identifier(let name) = target.kind, case .variable(let variable) = meaning(of: name, in: environment) {
            try assignVariable(variable, valueExpression, with: op, target: target, operatorRange: operatorRange, in: environment)
            return
        }
        let place = try makePlace(target, in: environment, forAssignment: true)
        let value = try evaluate(valueExpression, in: environment, expecting: place.expectedType)
        guard let arithmetic = op.binaryOperator else {
            try place.set(value, valueRange: valueExpression.range)
            return
        }
        if op == .add, try Arithmetic.appendsInPlace(place.get()) {
            var addition = value
            if case .array? = place.expectedType?.unwrapped, let type = place.expectedType {
                addition = try at(valueExpression.range) { try ValueConversion.convert(value, to: type) }
            }
            _ = try place.modify(.assignment) { current in
                try at(operatorRange) { try Arithmetic.addInPlace(&current, addition) }
                return .none
            }
            return
        }
        let current = try place.get()
        let result = try at(operatorRange) { try Arithmetic.apply(arithmetic, current, value) }
        try place.set(result, valueRange: valueExpression.range)
    }

    // MARK: - Control flow

    private func executeIf(_ statement: IfStatement, in environment: Environment) throws -> ControlFlow {
        for branch in statement.branches {
            let needsScope = Interpreter.declaresNames(branch.body.statements) || Interpreter.bindsNames(branch.conditions)
            let scope = needsScope ? Environment(enclosing: environment) : environment
            if try conditionsHold(branch.conditions, in: scope) {
                return try executeBlock(branch.body.statements, in: scope)
            }
        }
        guard let elseBody = statement.elseBody else { return .normal }
        let scope = Interpreter.declaresNames(elseBody.statements) ? Environment(enclosing: environment) : environment
        return try executeBlock(elseBody.statements, in: scope)
    }

    /// True when a block declares names of its own (so it needs a scope of its own).
    static func declaresNames(_ statements: [Stmt]) -> Bool {
        statements.contains { statement in
            switch statement.kind {
            case .declaration, .function, .class, .enum: return true
            case .guard(let conditions, _): return bindsNames(conditions)
            default: return false
            }
        }
    }

    private static func bindsNames(_ conditions: [Condition]) -> Bool {
        conditions.contains { condition in
            switch condition {
            case .optionalBinding, .casePattern: return true
            case .expression: return false
            }
        }
    }

    /// Evaluates conditions left to right; optional bindings declare their names in `scope`.
    func conditionsHold(_ conditions: [Condition], in scope: Environment) throws -> Bool {
        for condition in conditions {
            switch condition {
            case .expression(let expression):
                let value = try evaluate(expression, in: scope)
                guard try at(expression.range, { try Arithmetic.truth(value) }) else { return false }
            case .optionalBinding(let isConstant, let name, let expression):
                let value = try evaluate(expression, in: scope)
                if value.isNil { return false }
                scope.remove(name.name)
                scope.declare(Variable(name: name.name, isConstant: isConstant, value: value))
            case .casePattern(let pattern, let expression):
                let value = try evaluate(expression, in: scope)
                guard try matches(pattern, subject: value, in: scope) else { return false }
            }
        }
        return true
    }

    private func executeFor(_ loop: ForStatement, range: SourceRange, in environment: Environment) throws -> ControlFlow {
        let sequence = try evaluate(loop.sequence, in: environment)
        var scopes = LoopScopes(enclosing: environment)
        if case .range(let valueRange) = sequence, valueRange.extent != .upperOnly,
           case .integer(let lower, let upper) = valueRange.bounds {
            var integer = lower
            let last = valueRange.isClosed ? upper : upper - 1
            while integer <= last {
                if let flow = try runIteration(loop, element: .int(integer), range: range, scope: scopes.next()) { return flow }
                if integer == Int.max { break }
                integer += 1
            }
            return .normal
        }
        let iterator = try at(loop.sequence.range) { try ValueSequence.iterator(of: sequence) }
        while let element = iterator.next() {
            if let flow = try runIteration(loop, element: element, range: range, scope: scopes.next()) { return flow }
        }
        return .normal
    }

    /// One iteration of a `for` loop; a flow when the loop ends early.
    private func runIteration(_ loop: ForStatement, element: Value, range: SourceRange, scope: Environment) throws -> ControlFlow? {
        try tick(at: range)
        try bind(loop.pattern, to: element, isConstant: true, type: nil, in: scope)
        if let filter = loop.filter {
            let keep = try evaluate(filter, in: scope)
            guard try at(filter.range, { try Arithmetic.truth(keep) }) else { return nil }
        }
        switch try executeBlock(loop.body.statements, in: scope) {
        case .normal, .continueLoop: return nil
        case .breakLoop: return .normal
        case .returnValue(let value): return .returnValue(value)
        case .fallthroughCase: return .fallthroughCase
        }
    }

    private func executeWhile(_ conditions: [Condition], _ body: Block, range: SourceRange, in environment: Environment) throws -> ControlFlow {
        var scopes = LoopScopes(enclosing: environment)
        while true {
            try tick(at: range)
            let scope = scopes.next()
            guard try conditionsHold(conditions, in: scope) else { return .normal }
            switch try executeBlock(body.statements, in: scope) {
            case .normal, .continueLoop: continue
            case .breakLoop: return .normal
            case .returnValue(let value): return .returnValue(value)
            case .fallthroughCase: return .fallthroughCase
            }
        }
    }

    private func executeRepeat(_ body: Block, _ condition: Expr, range: SourceRange, in environment: Environment) throws -> ControlFlow {
        var scopes = LoopScopes(enclosing: environment)
        while true {
            try tick(at: range)
            switch try executeBlock(body.statements, in: scopes.next()) {
            case .normal, .continueLoop: break
            case .breakLoop: return .normal
            case .returnValue(let value): return .returnValue(value)
            case .fallthroughCase: return .fallthroughCase
            }
            let again = try evaluate(condition, in: environment)
            guard try at(condition.range, { try Arithmetic.truth(again) }) else { return .normal }
        }
    }
}
