import PlotlineCore

/// A builtin function with labelled parameters and, optionally, one variadic parameter (`print(_ items: Any...)`).
public final class BuiltinFunction: Callable {
    /// The name shown in errors and `help`.
    public let name: String
    /// The parameters; a variadic one receives an array.
    public let parameters: [Parameter]?
    /// The index of the variadic parameter, if any.
    public let variadicIndex: Int?
    /// The result type.
    public let returnType: ValueType?
    /// A one-line summary for `help`.
    public let doc: String
    private let body: ([Value]) throws -> Value

    /// Makes a builtin.
    public init(
        _ name: String, parameters: [Parameter], variadicIndex: Int? = nil, returns returnType: ValueType? = nil,
        doc: String, body: @escaping ([Value]) throws -> Value
    ) {
        self.name = name
        self.parameters = parameters
        self.variadicIndex = variadicIndex
        self.returnType = returnType
        self.doc = doc
        self.body = body
    }

    /// Calls with arguments in parameter order.
    public func call(_ arguments: [Value]) throws -> Value {
        try body(arguments)
    }
}

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
