import PlotlineCore
import PlotlineValues

/// Running user functions and closures: parameters, defaults, bodies, recursion limit and call chains.
extension Interpreter {
    func scriptCandidate(_ function: ScriptFunction, callSite: SourceRange) -> CallCandidate {
        var candidate = CallCandidate(
            signature: Signature(name: function.name, parameters: function.parameters),
            defaultValue: { index in try self.defaultArgument(of: function, at: index) },
            invoke: { arguments in
                try self.invoke(function, with: arguments, callSite: callSite)
            })
        candidate.widensNumbers = false
        return candidate
    }

    /// The default value of a `func` parameter, evaluated in the function's scope at each call.
    func defaultArgument(of function: ScriptFunction, at index: Int) throws -> Value {
        guard case .function(let declaration) = function.body, declaration.parameters.indices.contains(index),
              let expression = declaration.parameters[index].defaultValue else { return .none }
        let type = function.parameterTypes.indices.contains(index) ? function.parameterTypes[index] : nil
        return try evaluate(expression, in: function.environment, expecting: type)
    }

    /// Runs a user function or closure with positional arguments.
    func invoke(_ function: ScriptFunction, with arguments: [Value], callSite: SourceRange?) throws -> Value {
        let limit = isRunningCell ? maximumCallDepth : min(maximumCallDepth, maximumCallDepthOutsideCells)
        guard callDepth < limit else {
            throw ScriptError(
                .runtimeError, "maximum recursion depth exceeded in '\(function.name)'",
                at: callSite ?? function.range,
                hint: "calls may nest at most \(limit) deep; check the recursion's base case")
        }
        try tick(at: callSite ?? function.range)
        callDepth += 1
        returnTypes.append(function.returnType)
        let isFollowed = debugger.isActive
        if isFollowed { debugger.enterFunction(named: function.name, depth: callDepth, base: function.environment) }
        defer {
            if isFollowed { debugger.leaveFunction(depth: callDepth) }
            callDepth -= 1
            returnTypes.removeLast()
        }
        let callSite = callSite ?? activeCallSites.last
        do {
            let scope = Environment(enclosing: function.environment)
            let result: Value
            switch function.body {
            case .function(let declaration):
                try bindParameters(declaration, function: function, arguments: arguments, in: scope)
                result = try runBody(declaration.body.statements, in: scope, returnType: function.returnType)
            case .closure(let closure):
                try bindClosureParameters(closure, function: function, arguments: arguments, callSite: callSite, in: scope)
                result = try runBody(closure.body, in: scope, returnType: function.returnType)
            }
            guard let returnType = function.returnType else { return result }
            return try at(callSite ?? function.range) {
                try ValueConversion.convert(result, to: returnType)
            }
        } catch var error as ScriptError {
            if let callSite { error.callStack.append(CallFrame(function: function.name, callSite: callSite)) }
            throw error
        }
    }

    /// Runs a body; a body of one expression returns its value, as in Swift.
    private func runBody(_ statements: [Stmt], in scope: Environment, returnType: ValueType?) throws -> Value {
        if statements.count == 1, case .expression(let expression) = statements[0].kind {
            return try evaluateStatement(expression, at: statements[0].range, in: scope, expecting: returnType)
        }
        if case .returnValue(let value) = try executeBlock(statements, in: scope) { return value }
        return .none
    }

    private func bindParameters(_ declaration: FunctionDeclaration, function: ScriptFunction, arguments: [Value], in scope: Environment) throws {
        guard arguments.count == declaration.parameters.count else {
            throw ScriptError(
                .typeError, "'\(function.name)' takes \(declaration.parameters.count) arguments, but \(arguments.count) \(arguments.count == 1 ? "was" : "were") given",
                at: declaration.name.range)
        }
        for (index, parameter) in declaration.parameters.enumerated() {
            var value = arguments[index]
            if let type = function.parameterTypes[index] {
                value = try at(parameter.name.range) {
                    do {
                        return try ValueConversion.convert(value, to: type)
                    } catch var error as ModelError {
                        error.message += " for parameter '\(parameter.name.name)' of '\(function.name)'"
                        throw error
                    }
                }
            }
            if parameter.name.name != "_" {
                scope.declare(Variable(name: parameter.name.name, isConstant: true, value: value, type: function.parameterTypes[index]))
            }
        }
    }

    /// `$0`, `$1`...: the names of anonymous closure parameters, made once.
    static func anonymousParameterName(_ index: Int) -> String {
        index < anonymousParameterNames.count ? anonymousParameterNames[index] : "$\(index)"
    }

    private static let anonymousParameterNames = (0..<16).map { "$\($0)" }

    /// A closure without a parameter list takes as many arguments as its body's largest `$n` says, as in Swift.
    private func checkAnonymousArguments(_ closure: ClosureExpr, count: Int, at range: SourceRange?) throws {
        let used = closure.anonymousParameterCount
        guard count != used else { return }
        let given = "\(count) argument\(count == 1 ? "" : "s")"
        if used == 0 {
            let names = (0..<count).map { _ in "_" }.joined(separator: ", ")
            throw ScriptError(
                .typeError, "the closure is given \(given), which cannot be implicitly ignored", at: range,
                hint: "insert '\(names) in' at the start of the closure")
        }
        if count < used {
            throw ScriptError(
                .typeError, "the closure uses $\(used - 1), but it is given only \(given)", at: range,
                hint: "use $0\(count > 1 ? "...$\(count - 1)" : "") only")
        }
        let names = (0..<count).map { "$\($0)" }.joined(separator: ", ")
        throw ScriptError(
            .typeError, "the closure is given \(given), but its body uses only \(used == 1 ? "$0" : "$0...$\(used - 1)")",
            at: range, hint: "name all of them, as in '{ a, b in ... }', or use each of \(names)")
    }

    private func bindClosureParameters(_ closure: ClosureExpr, function: ScriptFunction, arguments: [Value], callSite: SourceRange?, in scope: Environment) throws {
        let range = function.range
        if closure.hasSignature {
            guard arguments.count == closure.parameters.count else {
                throw ScriptError(
                    .typeError, "closure takes \(closure.parameters.count) argument\(closure.parameters.count == 1 ? "" : "s"), but \(arguments.count) \(arguments.count == 1 ? "was" : "were") given",
                    at: range)
            }
            for (index, parameter) in closure.parameters.enumerated() where parameter.name.name != "_" {
                var value = arguments[index]
                if let type = function.parameterTypes[index] {
                    value = try at(parameter.name.range) { try ValueConversion.convert(value, to: type) }
                }
                scope.declare(Variable(name: parameter.name.name, isConstant: true, value: value))
            }
            return
        }
        try checkAnonymousArguments(closure, count: arguments.count, at: range)
        for (index, value) in arguments.enumerated() {
            scope.declare(Variable(name: Interpreter.anonymousParameterName(index), isConstant: true, value: value))
        }
    }
}
