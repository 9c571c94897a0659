import PlotlineValues

/// Options of a binding (Cocoa's binding options): a transformer applied to the key path's value before it is
/// given to the property (or, for a plot binding, before its array is read), and a placeholder for nil.
///
/// ```swift
/// space.bind("xRange", to: feed, withKeyPath: "@max.t", options: ["valueTransformer": { t in (t - 60)...t }])
/// graph.bind("title", to: feed, withKeyPath: "@count", options: ["valueTransformer": { "\($0) samples" }])
/// ```
public struct BindingOptions {
    /// A closure from the key path's value to the property's (Cocoa's `NSValueTransformer`), or nil.
    public var valueTransformer: (any Callable)?
    /// The value given to the property when the key path's value is nil (Cocoa's null placeholder), or nil to
    /// give nil (or, for a property that cannot be nil, to leave it as it is).
    public var nullPlaceholder: Value?

    /// Options with neither a transformer nor a placeholder.
    public init(valueTransformer: (any Callable)? = nil, nullPlaceholder: Value? = nil) {
        self.valueTransformer = valueTransformer
        self.nullPlaceholder = nullPlaceholder
    }

    /// True when neither option is set.
    public var isEmpty: Bool {
        valueTransformer == nil && nullPlaceholder == nil
    }

    /// The option names the language accepts.
    public static let names = ["valueTransformer", "nullPlaceholder"]

    /// Options from the language's dictionary (`["valueTransformer": { ... }, "nullPlaceholder": 0]`); nil gives
    /// none.
    ///
    /// - Throws: a `ValueError` for an unknown option (with a suggestion), a `TypeError` for a transformer that
    ///   is not a closure.
    public init(_ value: Value) throws {
        self.init()
        guard case .dictionary(let entries) = value else {
            guard value.isNil else {
                throw ModelError(
                    .typeError, "binding options are a dictionary, not a value of type '\(value.typeName)'",
                    hint: "write [\"valueTransformer\": { $0 * 2 }]")
            }
            return
        }
        for (key, option) in entries {
            guard case .string(let name) = key, BindingOptions.names.contains(name) else {
                let text = (try? String.fromValue(key)) ?? key.typeName
                throw ModelError(
                    .valueError, "unknown binding option '\(text)'",
                    hint: Suggestion.closest(to: text, among: BindingOptions.names).map { "did you mean '\($0)'?" }
                        ?? "the options are \(BindingOptions.names.joined(separator: ", "))")
            }
            if name == "nullPlaceholder" {
                nullPlaceholder = option
            } else if case .callable(let transformer) = option {
                valueTransformer = transformer
            } else if !option.isNil {
                throw ModelError(
                    .typeError, "the valueTransformer option needs a closure, not a value of type '\(option.typeName)'",
                    hint: "write [\"valueTransformer\": { value in ... }]")
            }
        }
    }

    /// The value after the placeholder and the transformer.
    ///
    /// - Throws: the transformer's error.
    func apply(to value: Value) throws -> Value {
        if value.isNil, let nullPlaceholder { return nullPlaceholder }
        guard let valueTransformer else { return value }
        return try valueTransformer.call([value])
    }
}
