import PlotlineCore
import PlotlineValues

/// The member tables of the language's built-in kinds of value (numbers, strings, arrays, dictionaries,
/// ranges, strides), written as `TypeDescriptor`s whose members take the `Value` itself as their root, so
/// that member access, `help` and completion treat them like model types.
public enum BuiltinTypes {
    /// Every built-in type the language names globally.
    public static var all: [TypeDescriptor] { [int, double, bool, string, array, dictionary] }

    /// The descriptor whose instance members `value` has, for the built-in kinds.
    public static func descriptor(for value: Value) -> TypeDescriptor? {
        switch value {
        case .int: return int
        case .double: return double
        case .bool: return bool
        case .string: return string
        case .array: return array
        case .dictionary: return dictionary
        case .range: return range
        default: return nil
        }
    }

    /// Members available on every object, model value, array and dictionary: key-value coding.
    public static let keyValueCoding = TypeDescriptor(
        name: "KeyValueCoding", doc: "Key-value coding, available on every object and value.", kind: .namespace
    ) { members in
        members.methods = [
            anyRootMethod("value", [Parameter("forKeyPath", "keyPath", type: .string)], returns: .any,
                          "The value at a dotted key path, with collection operators (@count @sum @avg @min @max).") { receiver, arguments in
                try receiver.value(forKeyPath: string(arguments[0]))
            },
            anyRootMethod("value", [Parameter("forKey", "key", type: .string)], returns: .any,
                          "The value of one key.") { receiver, arguments in
                try receiver.value(forKey: string(arguments[0]))
            },
            anyRootMethod("setValue", [Parameter(nil, "value", type: .any), Parameter("forKeyPath", "keyPath", type: .string)],
                          mutating: true, "Sets the value at a dotted key path, writing value types back.") { receiver, arguments in
                try receiver.setValue(arguments[0], forKeyPath: string(arguments[1]))
                return .none
            },
            anyRootMethod("setValue", [Parameter(nil, "value", type: .any), Parameter("forKey", "key", type: .string)],
                          mutating: true, "Sets the value of one key.") { receiver, arguments in
                try receiver.setValue(arguments[0], forKey: string(arguments[1]))
                return .none
            },
        ]
    }

    /// A method for any receiver: an object, a model value, or a built-in kind's `Value`.
    private static func anyRootMethod(
        _ name: String, _ parameters: [Parameter], returns returnType: ValueType? = nil, mutating: Bool = false,
        _ doc: String, _ body: @escaping @Sendable (inout Value, [Value]) throws -> Value
    ) -> MethodDescriptor {
        MethodDescriptor(
            name: name, parameters: parameters, returnType: returnType, doc: doc, isMutating: mutating,
            body: { receiver, arguments in
                var value: Value
                switch receiver {
                case let given as Value: value = given
                case let object as any ScriptObject: value = .object(object)
                case let model as any ModelValue: value = .model(model)
                default: throw ModelError(.runtimeError, "internal: '\(name)' was called on a \(type(of: receiver))")
                }
                let result = try body(&value, arguments)
                guard mutating else { return result }
                switch (receiver, value) {
                case (is Value, _): receiver = value
                case (is any ModelValue, .model(let model)): receiver = model
                default: break
                }
                return result
            })
    }

    // MARK: - Builders

    /// A read-only property of a built-in kind.
    static func property(_ name: String, _ type: ValueType, _ doc: String, _ get: @escaping @Sendable (Value) throws -> Value) -> PropertyDescriptor {
        .computed(name, type: type, doc: doc, get: get)
    }

    /// A method of a built-in kind; a mutating one changes the receiver in place.
    static func method(
        _ name: String, _ parameters: [Parameter] = [], returns returnType: ValueType? = nil, mutating: Bool = false,
        _ doc: String, _ body: @escaping @Sendable (inout Value, [Value]) throws -> Value
    ) -> MethodDescriptor {
        MethodDescriptor(
            name: name, parameters: parameters, returnType: returnType, doc: doc, isMutating: mutating,
            rootType: Value.self,
            body: { receiver, arguments in
                guard var value = receiver as? Value else {
                    throw ModelError(.runtimeError, "internal: '\(name)' was called on a \(type(of: receiver))")
                }
                receiver = Value.none
                defer { receiver = value }
                return try body(&value, arguments)
            })
    }

    /// A static function (`Double.random(in:)`) or initializer.
    static func function(
        _ name: String, _ parameters: [Parameter], returns returnType: ValueType? = nil, _ doc: String,
        _ body: @escaping @Sendable ([Value]) throws -> Value
    ) -> FunctionDescriptor {
        FunctionDescriptor(name, parameters: parameters, returns: returnType, doc: doc, body: body)
    }

    /// A static property (`Double.pi`).
    static func constant(_ name: String, _ doc: String, _ value: SharedValue) -> StaticPropertyDescriptor {
        StaticPropertyDescriptor(name, doc: doc) { value.value }
    }

    // MARK: - Argument helpers

    static func string(_ value: Value) throws -> String { try String.fromValue(value) }

    static func int(_ value: Value) throws -> Int { try Int.fromValue(value) }

    static func double(_ value: Value) throws -> Double { try Double.fromValue(value) }

    static func elements(_ value: Value) throws -> [Value] { try ValueSequence.elements(of: value) }

    /// Calls a closure argument of a sequence method.
    static func call(_ function: Value, _ arguments: [Value], in methodName: String) throws -> Value {
        guard case .callable(let callable) = function else {
            throw ModelError(
                .typeError, "'\(methodName)' needs a closure, not a value of type '\(function.typeName)'",
                hint: "write a closure such as { $0 * 2 }")
        }
        return try callable.call(arguments)
    }

    /// Calls a predicate closure and checks that it returned a Bool.
    static func predicate(_ function: Value, _ arguments: [Value], in methodName: String) throws -> Bool {
        let result = try call(function, arguments, in: methodName)
        guard case .bool(let bool) = result else {
            throw ModelError(
                .typeError, "the closure passed to '\(methodName)' must return 'Bool', not '\(result.typeName)'")
        }
        return bool
    }

    static func checkIndex(_ index: Int, in count: Int, allowingEnd: Bool = false) throws {
        let upper = allowingEnd ? count : count - 1
        guard index >= 0 && index <= upper else {
            throw ModelError(.valueError, "index \(index) is out of range for a collection of \(count) elements")
        }
    }

    static func internalError(_ name: String, _ value: Value) -> ModelError {
        ModelError(.runtimeError, "internal: '\(name)' was called on a value of type '\(value.typeName)'")
    }
}
