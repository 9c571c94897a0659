import PlotlineCore
import PlotlineValues

/// `is`, `as?`, `as!` and `as`: a value's dynamic type tested against a written one (classes by inheritance, the
/// model's protocols by adoption, numbers as Core Plot's NSNumbers bridge: an Int is a Double, a whole Double an
/// Int), and `as` converting as an assignment does.
extension Interpreter {
    func evaluateCast(_ kind: CastKind, _ operand: Expr, to syntax: TypeSyntax, range: SourceRange, in environment: Environment) throws -> Value {
        if kind == .coercion {
            let type = try resolveType(syntax)
            let value = try evaluate(operand, in: environment, expecting: type)
            return try at(range) { try ValueConversion.convert(value, to: type) }
        }
        let value = try evaluate(operand, in: environment)
        let cast = try castValue(value, to: syntax)
        switch kind {
        case .test:
            return .bool(cast != nil)
        case .conditional:
            return cast ?? .none
        case .forced, .coercion:
            guard let cast else {
                throw failure(
                    .typeError, "could not cast value of type '\(value.typeName)' to '\(syntax)'", at: range,
                    hint: "use 'as?' to get nil instead, or 'is' to test first")
            }
            return cast
        }
    }

    /// The value as the written type when it is one, else nil.
    private func castValue(_ value: Value, to syntax: TypeSyntax) throws -> Value? {
        if case .named(let name, let arguments) = syntax.kind, arguments.isEmpty, Interpreter.adoptableProtocols[name] != nil {
            return Interpreter.adopts(value, name) ? value : nil
        }
        return Interpreter.cast(value, to: try resolveType(syntax))
    }

    /// True when the value serves as the model protocol `name`.
    private static func adopts(_ value: Value, _ name: String) -> Bool {
        switch (name, value) {
        case (_, .object(let object as any ProtocolAdopting)): return object.adopts(name)
        case ("PlotDataSource", .object(let object)): return object is any PlotDataSource
        case ("Formatter", .model(let model)): return model is any LabelFormatter
        case ("Formatter", .callable): return true
        case ("Error", .model(let model)): return model is CaughtError || (model as? UserEnumValue)?.userEnum.isError == true
        default: return false
        }
    }

    /// The value as `type` when it is one (converting numbers where NSNumber would), else nil.
    static func cast(_ value: Value, to type: ValueType) -> Value? {
        switch (type, value) {
        case (.any, _):
            return value
        case (.optional, .none):
            return value
        case (.optional(let wrapped), _):
            return cast(value, to: wrapped)
        case (.int, .int), (.double, .double), (.string, .string), (.bool, .bool), (.range, .range), (.function, .callable):
            return value
        case (.double, .int(let number)):
            return .double(Double(number))
        case (.int, .double(let number)):
            guard number.rounded() == number, let exact = Int(exactly: number) else { return nil }
            return .int(exact)
        case (.array(let element), .array(let elements)):
            var converted: [Value] = []
            converted.reserveCapacity(elements.count)
            for item in elements {
                guard let cast = cast(item, to: element) else { return nil }
                converted.append(cast)
            }
            return .array(converted)
        case (.dictionary(let keyType, let valueType), .dictionary(let entries)):
            for (key, item) in entries where cast(key, to: keyType) == nil || cast(item, to: valueType) == nil { return nil }
            return (try? ValueConversion.convert(value, to: type))
        case (.tuple(let types, _), .tuple(let tuple)) where types.count == tuple.elements.count:
            let elements = zip(tuple.elements, types).map { cast($0, to: $1) }
            guard elements.allSatisfy({ $0 != nil }) else { return nil }
            return .tuple(ValueTuple(elements.compactMap { $0 }, labels: tuple.labels))
        case (.model(let descriptor), .object(let object)):
            return object.typeDescriptor.isSubtype(of: descriptor) ? value : nil
        case (.model(let descriptor), .model(let model)):
            return model.typeDescriptor.isSubtype(of: descriptor) ? value : nil
        default:
            return nil
        }
    }
}
