extension Array where Element == Value {
    /// The argument at `index` converted to `T`; a failed conversion names the parameter.
    package func argument<T: ValueConvertible>(_ index: Int, as type: T.Type = T.self, named name: String) throws -> T {
        guard indices.contains(index) else {
            throw ModelError(.runtimeError, "internal: missing argument \(index) for parameter '\(name)'")
        }
        do {
            return try T.fromValue(self[index])
        } catch var error as ModelError where error.kind == .typeError {
            error.message += " for parameter '\(name)'"
            throw error
        }
    }
}
