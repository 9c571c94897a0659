import PlotlineValues

/// Cocoa bindings for any model object: a property follows a key path of another object
/// (`graph.bind("title", to: stats, withKeyPath: "label")`, `space.bind("yRange", to: feed, withKeyPath:
/// "@max.latency")`), updated whenever the feed or model object it reads changes.
extension ModelObject {
    /// Binds a property (or a key path of this object, `"dataLineStyle.lineColor"`) to a key path of another
    /// object, and sets it from the key path's value at once. See `PropertyBinding` for how values convert.
    ///
    /// - Throws: a `PropertyError` for an unknown or read-only property, or an unknown key or field (with a
    ///   suggestion); a `TypeError` when the value cannot be given to the property; the binding is not made then.
    public func bind(
        _ property: String, to object: any ScriptObject, withKeyPath keyPath: String,
        options: BindingOptions = BindingOptions()
    ) throws {
        let binding = try PropertyBinding(
            target: self, property: property, source: BindingSource(object: object, keyPath: keyPath), options: options)
        try binding.update()
        unbindProperty(property)
        state.setBinding(binding, of: property)
        binding.startObserving()
    }

    /// Removes a property's binding; the property keeps its last value. Unbinding a property that is not bound
    /// does nothing.
    public func unbindProperty(_ property: String) {
        bindingState?.removeBinding(of: property)
    }

    /// The observed object and key path of a property's binding, or nil (Cocoa's `infoForBinding:`).
    public func propertyBindingSource(_ property: String) -> BindingSource? {
        bindingState?.binding(of: property)?.source
    }

    /// The bound properties, in the order they were bound.
    public var boundProperties: [String] {
        bindingState?.propertyBindings.map(\.property) ?? []
    }

    /// Tells `observer` about every change of this object and of anything it owns, until removed (held weakly).
    public func addChangeObserver(_ observer: any ModelChangeObserver) {
        state.addObserver(observer)
    }

    /// Stops telling `observer` about changes.
    public func removeChangeObserver(_ observer: any ModelChangeObserver) {
        bindingState?.removeObserver(observer)
    }

    private var state: ModelBindingState {
        if let bindingState { return bindingState }
        let created = ModelBindingState()
        bindingState = created
        return created
    }
}
