import PlotlineValues

/// The language's binding methods, shared by every model object's table: `bind(_:to:withKeyPath:options:)`,
/// `unbind(_:)` and `infoForBinding(_:)`, as Cocoa's `NSObject` has them. Plots extend them with their plot
/// bindings (`Plot.plotBindingMethods`).
extension ModelObject {
    /// The type of binding options: `["valueTransformer": { ... }, "nullPlaceholder": value]`.
    static let bindingOptionsType = ValueType.optional(.dictionary(key: .string, value: .any))

    /// The binding methods of every model object.
    static var bindingMethods: [MethodDescriptor] {
        [
            .method(
                "bind",
                parameters: [
                    Parameter(nil, "binding", type: .string), Parameter("to", "object", type: .any),
                    Parameter("withKeyPath", "keyPath", type: .string),
                    Parameter("options", type: bindingOptionsType, default: Value.none),
                ],
                doc: "Keeps a property equal to a key path of another object: graph.bind(\"title\", to: stats, withKeyPath: \"label\")."
            ) { (object: ModelObject, arguments) in
                try object.bind(
                    try arguments.argument(0, named: "binding"), to: try bindingObject(arguments[1]),
                    withKeyPath: try arguments.argument(2, named: "keyPath"), options: try BindingOptions(arguments[3]))
                return .none
            },
            .method(
                "unbind", parameters: [Parameter(nil, "binding", type: .string)],
                doc: "Removes a property's binding; the property keeps its value."
            ) { (object: ModelObject, arguments) in
                object.unbindProperty(try arguments.argument(0, named: "binding"))
                return .none
            },
            .method(
                "infoForBinding", parameters: [Parameter(nil, "binding", type: .string)],
                returns: .optional(.dictionary(key: .string, value: .any)),
                doc: "The observed object and key path of a binding, or nil when it is not bound."
            ) { (object: ModelObject, arguments) in
                bindingInfo(object.propertyBindingSource(try arguments.argument(0, named: "binding")))
            },
        ]
    }

    /// The object a binding observes, from a language value.
    ///
    /// - Throws: a `TypeError` for anything but an object.
    static func bindingObject(_ value: Value) throws -> any ScriptObject {
        guard case .object(let object) = value else {
            throw ModelError(
                .typeError, "bindings observe an object (a feed, a record, a graph…), not a value of type '\(value.typeName)'",
                hint: "bind to a Feed and read a key path of it, such as \"@max.latency\"")
        }
        return object
    }

    /// `["observedObject": …, "observedKeyPath": …]` for a source, or nil.
    static func bindingInfo(_ source: BindingSource?) -> Value {
        guard let source else { return .none }
        return .dictionary([
            .string("observedObject"): .object(source.object), .string("observedKeyPath"): .string(source.keyPath),
        ])
    }
}
