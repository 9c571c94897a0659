import PlotlineCore
import PlotlineValues

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
