/// Something the language can call: a user function or closure, a builtin, a bound method or an initializer.
///
/// The model calls user code (label formatters, data-source closures) through this protocol with positional
/// arguments; the interpreter matches labelled arguments against `parameters` before calling.
public protocol Callable: AnyObject {
    /// The name shown in errors and tracebacks (`sin`, `graph.add`, `closure`).
    var name: String { get }

    /// The declared parameters, or nil when the callable takes unlabelled positional arguments (closures).
    var parameters: [Parameter]? { get }

    /// The declared result type, or nil when unknown.
    var returnType: ValueType? { get }

    /// Calls with arguments already in parameter order.
    ///
    /// - Throws: a `ModelError`, or an error of the interpreter running a user function.
    func call(_ arguments: [Value]) throws -> Value
}

extension Callable {
    /// The function type as the language spells it, `(Double) -> Double`.
    public var typeName: String {
        let inputs = parameters.map { $0.map { $0.type.description }.joined(separator: ", ") } ?? "..."
        return "(\(inputs)) -> \(returnType?.description ?? "Any")"
    }

    /// The call's signature as `help` prints it, `add(_ plot: Plot, to space: PlotSpace? = nil)`.
    public var signature: String {
        guard let parameters else { return "\(name)(...)" }
        return "\(name)(\(parameters.map(\.signature).joined(separator: ", ")))"
    }
}

/// A `Callable` made from a Swift closure taking positional arguments, for builtins and bound methods.
public final class NativeFunction: Callable {
    /// The name shown in errors and tracebacks.
    public let name: String
    /// The declared parameters, or nil for positional arguments.
    public let parameters: [Parameter]?
    /// The declared result type.
    public let returnType: ValueType?
    /// A one-line summary for `help`.
    public let doc: String
    private let body: ([Value]) throws -> Value

    /// Makes a native function.
    public init(
        name: String,
        parameters: [Parameter]?,
        returnType: ValueType? = nil,
        doc: String = "",
        body: @escaping ([Value]) throws -> Value
    ) {
        self.name = name
        self.parameters = parameters
        self.returnType = returnType
        self.doc = doc
        self.body = body
    }

    /// Calls the body with arguments in parameter order.
    public func call(_ arguments: [Value]) throws -> Value {
        try body(arguments)
    }
}
