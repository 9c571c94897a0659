import PlotlineCore
import PlotlineValues

/// `do`/`catch`, `throw`, `try`, `try?`, `try!` and `defer`.
extension Interpreter {
    /// Runs the block; an error a clause matches runs that clause with the error bound, any other goes on.
    func executeDo(_ statement: DoStatement, in environment: Environment) throws -> ControlFlow {
        do {
            return try executeBlock(statement.body.statements, in: Environment(enclosing: environment))
        } catch {
            guard !statement.catches.isEmpty, let caught = Interpreter.caught(error) else { throw error }
            for clause in statement.catches {
                let scope = Environment(enclosing: environment)
                guard try handles(clause, caught, thrown: (error as? ScriptError)?.thrownValue?.value, in: scope) else { continue }
                return try executeBlock(clause.body.statements, in: scope)
            }
            throw error
        }
    }

    /// The error as a value when a `catch` may handle it; nil for interrupts, the memory limit and the language's
    /// own signals.
    static func caught(_ error: Error) -> CaughtError? {
        switch error {
        case let error as ScriptError where CaughtError.isCatchable(error.kind):
            return CaughtError(kind: error.kind, message: error.message, hint: error.hint)
        case let error as ModelError where CaughtError.isCatchable(error.kind):
            return CaughtError(kind: error.kind, message: error.message, hint: error.hint)
        default:
            return nil
        }
    }

    /// True when `clause` handles `caught`: its type (if any) is the error's or a supertype, and its `where`
    /// holds with the error bound in `scope`.
    private func handles(_ clause: CatchClause, _ caught: CaughtError, thrown: Value?, in scope: Environment) throws -> Bool {
        if let pattern = clause.pattern {
            // A case of an enumeration of the cell's own (of the named type, when written), its values bound.
            guard let thrown, case .model(let model as UserEnumValue) = thrown else { return false }
            if let type = clause.type, model.userEnum.name != type.name { return false }
            guard try matches(pattern, subject: thrown, in: scope) else { return false }
            guard let condition = clause.condition else { return true }
            let holds = try evaluate(condition, in: scope)
            return try at(condition.range) { try Arithmetic.truth(holds, for: "'where' condition") }
        }
        if let type = clause.type, let descriptor = registry.descriptor(named: type.name), descriptor.kind == .enumeration,
           case .type(let declared)? = scope.lookup(type.name)?.value, declared === descriptor {
            // An enumeration of the cell's own: the clause takes the values of it that were thrown.
            guard let thrown, thrown.typeDescriptor === descriptor else { return false }
            if let name = clause.name {
                scope.declare(Variable(name: name.name, isConstant: !clause.isVariable, value: thrown))
            }
            guard let condition = clause.condition else { return true }
            let holds = try evaluate(condition, in: scope)
            return try at(condition.range) { try Arithmetic.truth(holds, for: "'where' condition") }
        }
        if let type = clause.type {
            guard let descriptor = registry.descriptor(named: type.name), descriptor.isSubtype(of: CaughtError.errorDescriptor) else {
                let names = CaughtError.descriptors.map(\.name)
                throw failure(
                    .nameError, "cannot find error type '\(type.name)' in scope", at: type.range,
                    hint: Suggestion.closest(to: type.name, among: names).map { "did you mean '\($0)'?" }
                        ?? "catch one of \(names.joined(separator: ", "))")
            }
            guard caught.typeDescriptor.isSubtype(of: descriptor) else { return false }
        }
        if let name = clause.name {
            // `catch` alone binds what was thrown: a value of the cell's own, or the error as an Error value.
            let bound = clause.type == nil ? thrown ?? .model(caught) : .model(caught)
            scope.declare(Variable(name: name.name, isConstant: !clause.isVariable, value: bound))
        }
        guard let condition = clause.condition else { return true }
        let holds = try evaluate(condition, in: scope)
        return try at(condition.range) { try Arithmetic.truth(holds, for: "'where' condition") }
    }

    /// `throw value`: raises the error value where the `throw` is written.
    func executeThrow(_ expression: Expr, range: SourceRange, in environment: Environment) throws -> Never {
        let value = try evaluate(expression, in: environment)
        if case .model(let model) = value, let thrown = model as? UserEnumValue, thrown.userEnum.isError {
            var error = failure(
                .runtimeError, thrown.summary, at: range,
                hint: "handle it with do { … } catch let e as \(thrown.userEnum.name) { … }")
            error.thrownValue = ScriptError.ThrownValue(value: value)
            throw error
        }
        guard case .model(let model) = value, let error = model as? CaughtError else {
            throw failure(
                .typeError, "thrown expression type '\(value.typeName)' does not conform to 'Error'", at: expression.range,
                hint: "throw an error: throw DataError(\"what went wrong\")")
        }
        throw failure(error.kind, error.message, at: range, hint: error.hint)
    }

    /// `try`, `try?` and `try!` around an expression.
    func evaluateTry(_ kind: TryKind, _ operand: Expr, range: SourceRange, in environment: Environment, expecting expected: ValueType?) throws -> Value {
        switch kind {
        case .plain:
            return try evaluate(operand, in: environment, expecting: expected)
        case .optional:
            do {
                return try evaluate(operand, in: environment, expecting: expected)
            } catch {
                guard Interpreter.caught(error) != nil else { throw error }
                return .none
            }
        case .forced:
            do {
                return try evaluate(operand, in: environment, expecting: expected)
            } catch {
                guard let caught = Interpreter.caught(error) else { throw error }
                throw failure(
                    .runtimeError, "'try!' expression unexpectedly raised an error: \(caught.summary)", at: range,
                    hint: "use 'try?' for nil instead, or handle it with do { … } catch { … }")
            }
        }
    }

    /// Runs the blocks a `defer` put off, last first, after the statements of their block were left.
    func runDeferred(_ blocks: [Block], in environment: Environment) throws {
        for block in blocks.reversed() {
            _ = try executeBlock(block.statements, in: Environment(enclosing: environment))
        }
    }
}
