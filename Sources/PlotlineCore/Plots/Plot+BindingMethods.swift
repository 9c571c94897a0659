import PlotlineValues

/// The binding methods of plots: a plot binding name (`.xValues`, or its string `"xValues"`) binds the plot's
/// data; any other string binds a property, as on every model object.
extension Plot {
    /// `bind`, `unbind` and `infoForBinding` taking plot binding names as well as property names.
    static var plotBindingMethods: [MethodDescriptor] {
        [
            .method(
                "bind",
                parameters: [
                    Parameter(nil, "binding", type: PlotBinding.valueType), Parameter("to", "object", type: .any),
                    Parameter("withKeyPath", "keyPath", type: .string),
                    Parameter("options", type: ModelObject.bindingOptionsType, default: Value.none),
                ],
                doc: "Binds plot data to a key path: plot.bind(.yValues, to: feed, withKeyPath: \"arrangedObjects.latency\")."
            ) { (plot: Plot, arguments) in
                let object = try ModelObject.bindingObject(arguments[1])
                let keyPath: String = try arguments.argument(2, named: "keyPath")
                switch try plot.bindingName(arguments[0]) {
                case .plot(let binding):
                    try plot.bind(binding, to: object, withKeyPath: keyPath, options: try BindingOptions(arguments[3]))
                case .property(let name):
                    try plot.bind(name, to: object, withKeyPath: keyPath, options: try BindingOptions(arguments[3]))
                }
                return .none
            },
            .method(
                "unbind", parameters: [Parameter(nil, "binding", type: PlotBinding.valueType)],
                doc: "Removes a binding; a plot with no data binding left shows its own arrays again."
            ) { (plot: Plot, arguments) in
                switch try plot.bindingName(arguments[0]) {
                case .plot(let binding): plot.unbind(binding)
                case .property(let name): plot.unbindProperty(name)
                }
                return .none
            },
            .method(
                "infoForBinding", parameters: [Parameter(nil, "binding", type: PlotBinding.valueType)],
                returns: .optional(.dictionary(key: .string, value: .any)),
                doc: "The observed object and key path of a binding, or nil when it is not bound."
            ) { (plot: Plot, arguments) in
                switch try plot.bindingName(arguments[0]) {
                case .plot(let binding): return ModelObject.bindingInfo(plot.plotBindings?.source(for: binding))
                case .property(let name): return ModelObject.bindingInfo(plot.propertyBindingSource(name))
                }
            },
        ]
    }

    /// What a binding argument names.
    enum BindingName {
        /// One of the plot's data bindings.
        case plot(PlotBinding)
        /// A property.
        case property(String)
    }

    /// A plot binding for `.xValues` or `"xValues"` (when this kind of plot has it), else a property name.
    ///
    /// - Throws: a `PropertyError` for a plot binding this kind of plot does not have; a `TypeError` for
    ///   anything but a binding or a string.
    func bindingName(_ value: Value) throws -> BindingName {
        switch value {
        case .model(let binding as PlotBinding):
            guard type(of: self).exposedBindings.contains(binding) else {
                throw Plot.unknownBinding(binding.rawValue, of: type(of: self))
            }
            return .plot(binding)
        case .string(let name):
            if let binding = PlotBinding(rawValue: name), type(of: self).exposedBindings.contains(binding) {
                return .plot(binding)
            }
            return .property(name)
        default:
            throw ModelError(
                .typeError, "a binding name is a PlotBinding (.yValues) or a property name, not a value of type '\(value.typeName)'")
        }
    }
}
