import PlotlineCore
import PlotlineValues

/// A function declared with `func`, or a closure: its code, its parameters and the scope it captured.
public final class ScriptFunction: Callable {
    /// What the function's code is.
    indirect enum Body {
        /// A `func` declaration with its parameters' resolved types.
        case function(FunctionDeclaration)
        /// A closure literal.
        case closure(ClosureExpr)
    }

    /// The name shown in errors and tracebacks (`closure` for closures).
    public let name: String
    /// The parameters of a `func`, or nil for a closure (closures take positional arguments).
    public let parameters: [Parameter]?
    /// The declared result type.
    public let returnType: ValueType?
    let body: Body
    let environment: Environment
    let parameterTypes: [ValueType?]
    /// Where the function is written: a `func`'s name, or a closure's braces.
    let range: SourceRange
    private let link: InterpreterLink

    init(
        name: String, parameters: [Parameter]?, parameterTypes: [ValueType?], returnType: ValueType?, body: Body,
        range: SourceRange, environment: Environment, interpreter: Interpreter
    ) {
        self.range = range
        self.name = name
        self.parameters = parameters
        self.parameterTypes = parameterTypes
        self.returnType = returnType
        self.body = body
        self.environment = environment
        self.link = interpreter.link
    }

    /// Calls with positional arguments (from the model: a label formatter, a data-source closure); missing
    /// trailing arguments take their defaults.
    public func call(_ arguments: [Value]) throws -> Value {
        let interpreter = try link.interpreter(of: "'\(name)'")
        var filled = arguments
        if case .function(let declaration) = body, arguments.count < declaration.parameters.count {
            for index in arguments.count..<declaration.parameters.count {
                filled.append(try interpreter.defaultArgument(of: self, at: index))
            }
        }
        return try interpreter.invoke(self, with: filled, callSite: nil)
    }
}
