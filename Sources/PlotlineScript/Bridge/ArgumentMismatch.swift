import PlotlineCore

/// Why a call's labels do not fit a signature, with the argument to point at.
public struct ArgumentMismatch: Error, Equatable {
    /// The message, Swift-like: `missing argument for parameter 'x' in call`.
    public var message: String
    /// A suggestion: `did you mean 'title:'?`.
    public var hint: String?
    /// The argument the error is about, or nil for the call as a whole.
    public var argumentIndex: Int?
    /// How many arguments matched before the mismatch, to pick the closest overload.
    public var matchedCount: Int

    /// Makes a mismatch.
    public init(_ message: String, hint: String? = nil, argumentIndex: Int?, matchedCount: Int = 0) {
        self.message = message
        self.hint = hint
        self.argumentIndex = argumentIndex
        self.matchedCount = matchedCount
    }
}
