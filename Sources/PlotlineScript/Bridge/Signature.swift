import PlotlineCore
import PlotlineValues

/// What a call is matched against: a function's parameters, which of them is variadic, and its name.
public struct Signature {
    /// The name used in messages (`init`, `stride`, `add`).
    public var name: String
    /// The parameters, or nil for a closure taking unlabelled positional arguments.
    public var parameters: [Parameter]?
    /// The index of a variadic parameter (`print(_ items: Any...)`), if any.
    public var variadicIndex: Int?

    /// Makes a signature.
    public init(name: String, parameters: [Parameter]?, variadicIndex: Int? = nil) {
        self.name = name
        self.parameters = parameters
        self.variadicIndex = variadicIndex
    }

    /// `stride(from:to:by:)`, as Swift names a function by its labels.
    public var selector: String {
        guard let parameters else { return "\(name)(...)" }
        return "\(name)(" + parameters.map { "\($0.label ?? "_"):" }.joined() + ")"
    }

    /// The expected type of each parameter, with a variadic parameter's element type.
    public func parameterType(at index: Int) -> ValueType {
        guard let parameters, parameters.indices.contains(index) else { return .any }
        return parameters[index].type
    }
}
