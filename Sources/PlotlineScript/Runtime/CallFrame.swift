/// One active call of a user function when an error was raised: the function and where it was called.
public struct CallFrame: Equatable, Sendable {
    /// The function's name (`ratio`, or `closure`).
    public var function: String
    /// The call expression that entered the function.
    public var callSite: SourceRange

    /// Makes a frame.
    public init(function: String, callSite: SourceRange) {
        self.function = function
        self.callSite = callSite
    }
}
