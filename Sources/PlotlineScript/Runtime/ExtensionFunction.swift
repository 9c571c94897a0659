import PlotlineValues

/// A method, accessor or static function an extension added to a type of the model, as the model's `@Sendable`
/// tables hold it: its declaration, the scope it was declared in and the way back to its interpreter. Like them, it
/// is used on the session's thread.
struct ExtensionFunction: @unchecked Sendable {
    /// The function as written.
    let declaration: FunctionDeclaration
    /// The extended type's name, for tracebacks (`ScatterPlot.emphasized`).
    let typeName: String
    /// The scope the extension was declared in.
    let environment: Environment
    /// The session's interpreter.
    let link: InterpreterLink

    /// Runs the function with `self` bound to `receiver`.
    func run(on receiver: Value, with arguments: [Value]) throws -> Value {
        try link.interpreter(of: "an extension of \(typeName)")
            .runExtensionMember(declaration, of: typeName, on: receiver, in: environment, with: arguments)
    }
}
