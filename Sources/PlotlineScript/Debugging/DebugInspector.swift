import PlotlineCore
import PlotlineValues

/// What a debugger may ask of the session while it holds the session's thread (`Debugger.onSessionThread`): the
/// stopped frames, their scopes, the parts of values, and expressions evaluated in a frame.
///
/// Reading a value may run the user's code (a computed property, a data source a plot's `dataCount` asks): none
/// of it stops at a breakpoint or an error while the inspector runs it, or a stop would open inside a stop.
public final class DebugInspector {
    private let debugger: Debugger
    private let interpreter: Interpreter

    /// The most parts of one value listed when the front end does not ask for a page.
    public static let pageLimit = 1000
    /// The most characters of a value's text.
    public static let valueTextLimit = 240
    /// The most steps (statements, loop turns, calls) one evaluation may take: an expression typed into the
    /// debugger that never ends must not hold the session's thread.
    public static let evaluationStepLimit = 5_000_000

    init(debugger: Debugger, interpreter: Interpreter) {
        self.debugger = debugger
        self.interpreter = interpreter
    }

    /// The stopped code's frames, innermost first (empty when nothing is stopped).
    public func stackTrace() -> [DebugFrame] {
        guard debugger.isStopped else { return [] }
        return debugger.activeFrames.enumerated().compactMap { index, frame in
            guard let file = frame.file else { return nil }
            return DebugFrame(
                id: index + 1, name: frame.name, sourcePath: file.sourcePath ?? file.name, sourceName: file.name,
                line: frame.start.line, column: frame.start.column)
        }
    }

    /// A frame's scopes: its locals (the scopes inside the function or the cell's top level), then the session's
    /// globals; nil for an unknown frame.
    public func scopes(ofFrame id: Int) -> [(name: String, reference: Int, count: Int)]? {
        let frames = debugger.activeFrames
        guard debugger.isStopped, frames.indices.contains(id - 1) else { return nil }
        let (locals, globals) = (localVariables(of: frames[id - 1]), globalVariables())
        return [
            ("Locals", debugger.variables.add(.scope(locals)), locals.count),
            ("Globals", debugger.variables.add(.scope(globals)), globals.count),
        ]
    }

    /// The session's variables (types and functions left out), as the variables view shows them when the code
    /// is not stopped.
    public func globals() -> [DebugVariable] {
        if !debugger.isStopped { debugger.variables.removeAll() }
        return inspecting { globalVariables().compactMap(describe) }
    }

    /// The variables or parts a reference opens, `count` of them from `start` (`pageLimit` when not given); nil
    /// for an unknown reference.
    public func variables(of reference: Int, start: Int = 0, count: Int? = nil) -> [DebugVariable]? {
        guard let entry = debugger.variables.entry(reference) else { return nil }
        let first = max(0, start)
        let limit = count.map { max(0, $0) } ?? DebugInspector.pageLimit
        return inspecting { parts(of: entry, from: first, limit: limit) }
    }

    private func parts(of entry: VariableTable.Entry, from first: Int, limit: Int) -> [DebugVariable] {
        switch entry {
        case .scope(let variables):
            return variables.dropFirst(first).prefix(limit).compactMap(describe)
        case .value(let value, let path):
            return parts(of: value, path: path, from: first, limit: limit).map { part in
                describe(part.value, name: part.name, path: part.path)
            }
        }
    }

    /// The value of `code` (an expression, or statements whose last is one) in a stopped frame's scope, or at
    /// the top level; breakpoints do not stop it, and it ends with an error after `evaluationStepLimit` steps.
    public func evaluate(_ code: String, inFrame id: Int? = nil) throws -> Value {
        let environment = scope(ofFrame: id)
        let parsed = Parser.parse(SourceFile(name: "<debugger>", text: code))
        if let error = ScriptError(syntax: parsed.diagnostics) { throw error }
        let savedBudget = interpreter.stepBudget
        let limit = interpreter.stepsTaken + DebugInspector.evaluationStepLimit
        interpreter.stepBudget = min(savedBudget ?? Int.max, limit)
        defer { interpreter.stepBudget = savedBudget }
        do {
            return try inspecting {
                try ExecutionGuard.$current.withValue(interpreter.executionGuard) {
                var result = Value.none
                for (index, statement) in parsed.statements.enumerated() {
                    if index == parsed.statements.count - 1, case .expression(let expression) = statement.kind {
                        result = try interpreter.evaluate(expression, in: environment)
                    } else {
                        _ = try interpreter.execute(statement, in: environment)
                    }
                }
                return result
                }
            }
        } catch let error as ScriptError where interpreter.stepsTaken > limit {
            throw ScriptError(
                .runtimeError, "the expression ran for more than \(DebugInspector.evaluationStepLimit) steps", at: error.range,
                hint: "the debugger stops an evaluation there; run long work in a cell")
        }
    }

    /// A value as the variables view shows it, with a reference to its parts when it has any.
    public func describe(_ value: Value, name: String, path: String? = nil) -> DebugVariable {
        inspecting { describeValue(value, name: name, path: path) }
    }

    /// Runs `body` with the debugger's stops off (see the type's summary).
    func inspecting<T>(_ body: () throws -> T) rethrows -> T {
        let wasInspecting = debugger.isInspecting
        debugger.isInspecting = true
        defer { debugger.isInspecting = wasInspecting }
        return try body()
    }

    private func describeValue(_ value: Value, name: String, path: String?) -> DebugVariable {
        var variable = DebugVariable(
            name: name, value: DebugInspector.text(of: value), type: value.typeName, evaluateName: path)
        switch value {
        case .array(let elements) where !elements.isEmpty:
            variable.count = elements.count
        case .dictionary(let entries) where !entries.isEmpty:
            variable.count = entries.count
        case .tuple(let tuple) where !tuple.elements.isEmpty:
            variable.count = tuple.elements.count
        case .object, .model:
            break
        default:
            return variable
        }
        variable.reference = debugger.variables.add(.value(value, path: path))
        return variable
    }

    /// A value's text, cut off after `valueTextLimit` characters.
    static func text(of value: Value) -> String {
        var writer = TextWriter(limit: valueTextLimit)
        writer.writeDebug(value)
        return writer.finished
    }

    // MARK: Parts

    private func describe(_ variable: Variable) -> DebugVariable? {
        guard let value = variable.value else {
            return DebugVariable(name: variable.name, value: "(not initialized)", type: variable.type.map { "\($0)" } ?? "")
        }
        return describe(value, name: variable.name, path: variable.name)
    }

    /// The parts of a value: elements, entries, a tuple's members, a feed's columns (from the kernel), or an
    /// object's properties.
    private func parts(of value: Value, path: String?, from start: Int, limit: Int) -> [(name: String, value: Value, path: String?)] {
        switch value {
        case .array(let elements):
            return elements.indices.dropFirst(start).prefix(limit).map { index in
                ("[\(index)]", elements[index], path.map { "\($0)[\(index)]" })
            }
        case .dictionary(let entries):
            return entries.elements.dropFirst(start).prefix(limit).map { key, element in
                let keyText = DebugInspector.text(of: key)
                return (keyText, element, path.map { "\($0)[\(keyText)]" })
            }
        case .tuple(let tuple):
            return tuple.elements.indices.dropFirst(start).prefix(limit).map { index in
                let label = tuple.labels.indices.contains(index) ? tuple.labels[index] : nil
                let member = label ?? String(index)
                return (member, tuple.elements[index], path.map { "\($0).\(member)" })
            }
        case .object, .model:
            if let provided = debugger.childProvider?(value) {
                return provided.dropFirst(start).prefix(limit).map { ($0.name, $0.value, nil) }
            }
            return properties(of: value, path: path).dropFirst(start).prefix(limit).map { $0 }
        default:
            return []
        }
    }

    /// An object's readable properties, in the order its type declares them; properties that fail to read are
    /// left out.
    private func properties(of value: Value, path: String?) -> [(name: String, value: Value, path: String?)] {
        guard let descriptor = value.typeDescriptor else { return [] }
        return descriptor.properties.compactMap { property in
            guard let member = try? Members.get(property.name, of: value, extensions: interpreter.modelExtensions)
            else { return nil }
            return (property.name, member, path.map { "\($0).\(property.name)" })
        }
    }

    // MARK: Scopes

    /// The innermost scope of a stopped frame, or the session's top level.
    private func scope(ofFrame id: Int?) -> Environment {
        let frames = debugger.activeFrames
        guard debugger.isStopped, let id, frames.indices.contains(id - 1),
              let environment = frames[id - 1].environment else { return interpreter.globals }
        return environment
    }

    /// The variables of a frame's own scopes, innermost first, without the names they shadow.
    private func localVariables(of frame: ActiveFrame) -> [Variable] {
        var seen = Set<String>()
        var variables: [Variable] = []
        var scope = frame.environment
        while let current = scope, current !== frame.base, current !== interpreter.globals {
            for variable in current.ownVariables where seen.insert(variable.name).inserted {
                variables.append(variable)
            }
            scope = current.enclosing
        }
        return variables
    }

    /// The session's own variables, types and functions left out, in the order they were declared.
    private func globalVariables() -> [Variable] {
        interpreter.globals.ownVariables.filter { variable in
            switch variable.value {
            case .type?, .callable?: return false
            default: return true
            }
        }
    }
}
