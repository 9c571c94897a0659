/// A model object the language can subscript: `feed[3]`, `feed[0..<10]`.
public protocol ScriptSubscriptable: ScriptObject {
    /// The value at an index or key.
    ///
    /// - Throws: a `ValueError` for an index out of range, a `TypeError` for a key of the wrong type.
    func subscriptValue(at key: Value) throws -> Value

    /// Sets the value at an index or key (`feed[3] = ["t": 1]`).
    ///
    /// - Throws: as `subscriptValue(at:)`, or a `TypeError` when the object cannot be assigned through.
    func setSubscriptValue(_ value: Value, at key: Value) throws
}
