import PlotlineCore
import PlotlineValues

/// A named storage cell of an environment: a `let` constant or a `var` variable.
public final class Variable {
    /// The name it is bound to.
    public let name: String
    /// True for `let`.
    public let isConstant: Bool
    /// The value, or nil while declared but not yet initialized (`let x: Int` before `x = 1`).
    @exclusivity(unchecked) public var value: Value?
    /// The declared (or, for model values, inferred) type that assignments convert to.
    public var type: ValueType?

    /// Makes a variable.
    public init(name: String, isConstant: Bool, value: Value?, type: ValueType? = nil) {
        self.name = name
        self.isConstant = isConstant
        self.value = value
        self.type = type
    }

    deinit {
        ValueTeardown.release(&value)
    }

    /// Stores a new value, letting go of the old one without recursing through deep nesting.
    public func replaceValue(with newValue: Value?) {
        var old = value
        value = newValue
        ValueTeardown.release(&old)
    }
}
