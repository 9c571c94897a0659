/// An initializer, static function or builtin: a name, parameters, a result and a body over positional values.
public struct FunctionDescriptor: Sendable {
    /// The function's name (`init` for initializers).
    public let name: String
    /// The parameters, matched against the call's labelled arguments by the interpreter.
    public let parameters: [Parameter]
    /// The result type, or nil for none.
    public let returnType: ValueType?
    /// A one-line summary for `help`.
    public let doc: String
    private let body: @Sendable ([Value]) throws -> Value

    /// Makes a function descriptor.
    public init(
        _ name: String,
        parameters: [Parameter],
        returns returnType: ValueType? = nil,
        doc: String,
        body: @escaping @Sendable ([Value]) throws -> Value
    ) {
        self.name = name
        self.parameters = parameters
        self.returnType = returnType
        self.doc = doc
        self.body = body
    }

    /// Calls with arguments in parameter order (defaults already filled in).
    public func invoke(_ arguments: [Value]) throws -> Value {
        try body(arguments)
    }

    /// The function as a callable value.
    public func callable(named displayName: String? = nil) -> NativeFunction {
        NativeFunction(
            name: displayName ?? name,
            parameters: parameters,
            returnType: returnType,
            doc: doc,
            body: body
        )
    }

    /// `name(label name: Type, ...)`.
    public var signature: String {
        "\(name)(\(parameters.map(\.signature).joined(separator: ", ")))"
    }
}

/// An instance method: like a function, with the receiver passed `inout` so that methods of value types can
/// mutate it (`gradient.addColorStop(...)`).
public struct MethodDescriptor: Sendable {
    /// The method's name.
    public let name: String
    /// The parameters.
    public let parameters: [Parameter]
    /// The result type, or nil for none.
    public let returnType: ValueType?
    /// A one-line summary for `help`.
    public let doc: String
    /// True when the method changes a value-type receiver (it needs a `var`).
    public let isMutating: Bool
    /// The Swift type of the receiver, when a typed builder made the method.
    public let rootType: Any.Type?
    private let body: @Sendable (inout Any, [Value]) throws -> Value

    /// Makes a method over an erased receiver; prefer `method(_:parameters:returns:doc:body:)`.
    public init(
        name: String,
        parameters: [Parameter],
        returnType: ValueType?,
        doc: String,
        isMutating: Bool,
        rootType: Any.Type? = nil,
        body: @escaping @Sendable (inout Any, [Value]) throws -> Value
    ) {
        self.name = name
        self.parameters = parameters
        self.returnType = returnType
        self.doc = doc
        self.isMutating = isMutating
        self.rootType = rootType
        self.body = body
    }

    /// Calls on `receiver` with arguments in parameter order.
    public func invoke(on receiver: inout Any, _ arguments: [Value]) throws -> Value {
        try body(&receiver, arguments)
    }

    /// `name(label name: Type, ...) -> Result`.
    public var signature: String {
        let result = returnType.map { " -> \($0)" } ?? ""
        return "\(name)(\(parameters.map(\.signature).joined(separator: ", ")))\(result)"
    }

    /// A method of a class (the receiver is a reference; nothing is written back).
    public static func method<Root: AnyObject>(
        _ name: String,
        parameters: [Parameter] = [],
        returns returnType: ValueType? = nil,
        doc: String,
        body: @escaping @Sendable (Root, [Value]) throws -> Value
    ) -> MethodDescriptor {
        MethodDescriptor(
            name: name,
            parameters: parameters,
            returnType: returnType,
            doc: doc,
            isMutating: false,
            rootType: Root.self,
            body: { receiver, arguments in try body(cast(receiver, to: Root.self), arguments) }
        )
    }

    /// A method of a value type; `mutating` ones write the changed receiver back.
    public static func valueMethod<Root>(
        _ name: String,
        parameters: [Parameter] = [],
        returns returnType: ValueType? = nil,
        mutating isMutating: Bool = false,
        doc: String,
        body: @escaping @Sendable (inout Root, [Value]) throws -> Value
    ) -> MethodDescriptor {
        MethodDescriptor(
            name: name,
            parameters: parameters,
            returnType: returnType,
            doc: doc,
            isMutating: isMutating,
            rootType: Root.self,
            body: { receiver, arguments in
                var typed = try cast(receiver, to: Root.self)
                let result = try body(&typed, arguments)
                if isMutating { receiver = typed }
                return result
            }
        )
    }
}
