import PlotlineCore
import PlotlineValues

/// Something that can be read and written: a variable, a member or a subscript of another place, or a
/// temporary value (which can be read, and written only through references).
///
/// Writing a member of a value type writes the changed copy back into the place holding it, so
/// `plot.dataLineStyle.lineWidth = 3` and `var ls = LineStyle(); ls.lineWidth = 2` both work.
struct Place {
    /// What a write through a place is for; it chooses Swift's wording for immutability errors.
    enum Mutation {
        /// Assigning the place itself: `x = 1`.
        case assignment
        /// Assigning a member or element inside it: `ls.lineWidth = 2`.
        case memberAssignment
        /// Calling a mutating method on it: `xs.append(1)`.
        case mutatingCall
    }

    /// The type a new value should have, for implicit members on the right-hand side.
    var expectedType: ValueType?
    /// Reads the current value.
    var get: () throws -> Value
    /// Replaces the value (converting it where the place has a declared type); `valueRange` locates errors.
    var setter: (Value, SourceRange?) throws -> Void
    /// Changes the value in place through a closure, writing it back; the closure's result is returned.
    var modifier: (Mutation, (inout Value) throws -> Value) throws -> Value

    /// Replaces the value.
    func set(_ value: Value, valueRange: SourceRange?) throws {
        try setter(value, valueRange)
    }

    /// Changes the value in place.
    func modify(_ mutation: Mutation, _ body: (inout Value) throws -> Value) throws -> Value {
        try withoutActuallyEscaping(body) { body in try modifier(mutation, body) }
    }
}
