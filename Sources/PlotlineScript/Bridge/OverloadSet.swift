import PlotlineCore
import PlotlineValues

/// Several builtins under one name, chosen by labels at the call (`stride(from:to:by:)`, `stride(from:through:by:)`).
public final class OverloadSet: Callable {
    /// The shared name.
    public let name: String
    /// The overloads, tried in order.
    public let overloads: [BuiltinFunction]

    /// Makes an overload set.
    public init(_ name: String, _ overloads: [BuiltinFunction]) {
        self.name = name
        self.overloads = overloads
    }

    /// The first overload's parameters.
    public var parameters: [Parameter]? { overloads.first?.parameters }

    /// The first overload's result type.
    public var returnType: ValueType? { overloads.first?.returnType }

    /// Calls the first overload taking as many arguments (for positional calls from the model).
    public func call(_ arguments: [Value]) throws -> Value {
        let overload = overloads.first { $0.parameters?.count == arguments.count } ?? overloads.first
        guard let overload else { throw ModelError(.runtimeError, "'\(name)' has no overloads") }
        return try overload.call(arguments)
    }
}
