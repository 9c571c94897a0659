import PlotlineValues

/// Which records a feed arranges: a test of one record, a language closure (`{ record in record.latency < 500 }`)
/// or a Swift closure.
public enum FeedFilter {
    /// A closure of the language, called with the record proxy; it must return a Bool.
    case script(any Callable)
    /// A Swift test.
    case native((FeedRecordProxy) throws -> Bool)

    /// True when the record belongs in the arrangement.
    ///
    /// - Throws: the closure's error, or a `TypeError` when a language closure returns something else than a Bool.
    func includes(_ record: FeedRecordProxy) throws -> Bool {
        switch self {
        case .native(let test):
            return try test(record)
        case .script(let callable):
            let result = try callable.call([.object(record)])
            guard case .bool(let included) = result else {
                throw ModelError(
                    .typeError, "a feed's filter must return a Bool, not a value of type '\(result.typeName)'",
                    hint: "write a comparison, such as { record in record.latency < 500 }")
            }
            return included
        }
    }

    /// The language value of the filter: the closure, or a native function for a Swift test.
    var scriptValue: Value {
        switch self {
        case .script(let callable):
            return .callable(callable)
        case .native(let test):
            return .callable(NativeFunction(name: "filter", parameters: nil, returnType: .bool) { arguments in
                guard case .object(let record as FeedRecordProxy)? = arguments.first else {
                    throw ModelError(.typeError, "a feed's filter takes one record")
                }
                return .bool(try test(record))
            })
        }
    }
}
