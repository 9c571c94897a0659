import PlotlineCore
import PlotlineValues

/// Written types resolved to the `ValueType`s that conversions and implicit members use.
extension Interpreter {
    func resolveType(_ syntax: TypeSyntax) throws -> ValueType {
        switch syntax.kind {
        case .array(let element):
            return .array(try resolveType(element))
        case .dictionary(let key, let value):
            return .dictionary(key: try resolveType(key), value: try resolveType(value))
        case .optional(let wrapped):
            return .optional(try resolveType(wrapped))
        case .function(let inputs, let output):
            return .function(try inputs.map(resolveType), try resolveType(output))
        case .named(let name, let arguments):
            return try resolveNamedType(name, arguments, at: syntax.range)
        case .tuple(let elements, let labels):
            return .tuple(try elements.map(resolveType), labels: labels)
        }
    }

    private func resolveNamedType(_ name: String, _ arguments: [TypeSyntax], at range: SourceRange) throws -> ValueType {
        let resolved = try arguments.map(resolveType)
        switch (name, resolved.count) {
        case ("Array", 1): return .array(resolved[0])
        case ("Optional", 1): return .optional(resolved[0])
        case ("Dictionary", 2): return .dictionary(key: resolved[0], value: resolved[1])
        case ("ClosedRange", 1), ("Range", 1): return .range
        default: break
        }
        if let type = registry.valueType(named: name) { return type }
        let hint = Suggestion.closest(to: name, among: registry.names + ["Any", "Int", "Double", "Bool", "String"])
            .map { "did you mean '\($0)'?" }
        throw failure(.nameError, "cannot find type '\(name)' in scope", at: range, hint: hint)
    }

    /// The type to resolve implicit members against when assigning over `value` (its model type).
    static func inferredType(of value: Value?) -> ValueType? {
        guard let value else { return nil }
        switch value {
        case .object(let object): return .model(object.typeDescriptor)
        case .model(let model): return .model(model.typeDescriptor)
        case .int: return .int
        case .double: return .double
        case .string: return .string
        case .bool: return .bool
        default: return nil
        }
    }
}
