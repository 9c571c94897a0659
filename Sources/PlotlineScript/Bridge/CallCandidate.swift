import PlotlineCore
import PlotlineValues

/// One function a call may resolve to: its signature, how to fill defaults, and how to invoke it with
/// arguments in parameter order.
public struct CallCandidate {
    /// The parameters to match labels against.
    public var signature: Signature
    /// Invokes with arguments in parameter order (a variadic parameter receives an array).
    public var invoke: ([Value]) throws -> Value
    /// The value of a left-out parameter (user functions evaluate their default expression at each call).
    public var defaultValue: (Int) throws -> Value
    /// True when Int arguments for Double parameters are widened before the call (for the model's
    /// functions; builtins and user functions take the values as they are).
    public var widensNumbers = true

    /// Makes a candidate; defaults come from the parameters unless `defaultValue` is given.
    public init(
        signature: Signature,
        defaultValue: ((Int) throws -> Value)? = nil,
        invoke: @escaping ([Value]) throws -> Value
    ) {
        self.signature = signature
        self.invoke = invoke
        self.defaultValue = defaultValue ?? { index in
            signature.parameters?[index].defaultValue ?? .none
        }
    }

    /// A callable value as a candidate (builtins keep their variadic parameter).
    public init(_ callable: any Callable) {
        let variadicIndex = (callable as? BuiltinFunction)?.variadicIndex
        self.init(
            signature: Signature(name: callable.name, parameters: callable.parameters, variadicIndex: variadicIndex),
            invoke: callable.call)
        widensNumbers = !(callable is BuiltinFunction)
    }

    /// A static function or initializer as a candidate.
    public init(_ function: FunctionDescriptor, name: String) {
        self.init(signature: Signature(name: name, parameters: function.parameters), invoke: function.invoke)
    }
}
