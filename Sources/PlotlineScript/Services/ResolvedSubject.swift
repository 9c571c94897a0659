import PlotlineCore
import PlotlineValues

/// What a pure key path denotes, as far as it can be known without running code: a live value, an instance
/// known only by its type, a property, methods, static functions or a static member.
enum ResolvedSubject {
    /// A value read from the session (a variable, or a property read through a key path).
    case value(Value, name: String)
    /// An instance known only by its type (a call's result, a property that could not be read).
    case instance(TypeDescriptor, name: String)
    /// A property of a type, with its current value when the receiver was live.
    case property(owner: TypeDescriptor, PropertyDescriptor, value: Value?)
    /// The methods of a type sharing one name (overloads).
    case methods(owner: TypeDescriptor, [MethodDescriptor])
    /// The static functions of a type sharing one name.
    case staticFunctions(owner: TypeDescriptor, [FunctionDescriptor])
    /// A static property or enumeration case, and its value.
    case staticMember(owner: TypeDescriptor, StaticPropertyDescriptor, value: Value)

    /// The receiver this subject is for a following `.member`: a live value or a type whose instance it is.
    var receiver: Receiver? {
        switch self {
        case .value(let value, _): return .value(value)
        case .instance(let descriptor, _): return .instance(descriptor)
        case .property(_, let property, let value):
            if let value { return .value(value) }
            return ResolvedSubject.instanceDescriptor(of: property.type).map(Receiver.instance)
        case .staticMember(_, _, let value): return .value(value)
        case .methods, .staticFunctions: return nil
        }
    }

    /// The parameter lists a call of this subject may take (one per overload).
    var callableParameterLists: [[Parameter]] {
        switch self {
        case .value(.type(let descriptor), _): return descriptor.initializers.map(\.parameters)
        case .value(.callable(let overloads as OverloadSet), _): return overloads.overloads.compactMap(\.parameters)
        case .value(.callable(let callable), _): return callable.parameters.map { [$0] } ?? []
        case .methods(_, let methods): return methods.map(\.parameters)
        case .staticFunctions(_, let functions): return functions.map(\.parameters)
        default: return []
        }
    }

    /// The type a call of this subject returns, when declared.
    var callResultDescriptor: TypeDescriptor? {
        switch self {
        case .value(.type(let descriptor), _): return descriptor
        case .value(.callable(let callable), _): return callable.returnType.flatMap(ResolvedSubject.instanceDescriptor(of:))
        case .methods(_, let methods): return methods.lazy.compactMap { $0.returnType.flatMap(ResolvedSubject.instanceDescriptor(of:)) }.first
        case .staticFunctions(_, let functions):
            return functions.lazy.compactMap { $0.returnType.flatMap(ResolvedSubject.instanceDescriptor(of:)) }.first
        default: return nil
        }
    }

    /// The descriptor whose instance members a value of `type` has (model types and the built-in kinds).
    static func instanceDescriptor(of type: ValueType) -> TypeDescriptor? {
        if let model = type.modelDescriptor { return model }
        switch type.unwrapped {
        case .range: return BuiltinTypes.range
        default: return TypeRegistry.implicitMemberScope(for: type.unwrapped)
        }
    }
}

/// The receiver of a member access being completed or inspected.
enum Receiver {
    /// A live value.
    case value(Value)
    /// An instance of a type, not evaluated.
    case instance(TypeDescriptor)
}
