/// What a model object keeps for bindings: the bindings of its own properties (which it owns) and the
/// observers reading it (held weakly).
final class ModelBindingState {
    private struct WeakObserver {
        weak var observer: (any ModelChangeObserver)?
    }

    /// The bindings of the object's properties, by property key path, in the order they were made.
    private(set) var propertyBindings: [(property: String, binding: PropertyBinding)] = []
    private var observers: [WeakObserver] = []

    /// The binding of a property, or nil.
    func binding(of property: String) -> PropertyBinding? {
        propertyBindings.first { $0.property == property }?.binding
    }

    /// Stores a property's binding, replacing any earlier one.
    func setBinding(_ binding: PropertyBinding, of property: String) {
        removeBinding(of: property)
        propertyBindings.append((property, binding))
    }

    /// Drops a property's binding; returns it, or nil when the property was not bound.
    @discardableResult
    func removeBinding(of property: String) -> PropertyBinding? {
        guard let index = propertyBindings.firstIndex(where: { $0.property == property }) else { return nil }
        let binding = propertyBindings[index].binding
        propertyBindings.remove(at: index)
        binding.stopObserving()
        return binding
    }

    /// Adds an observer (once).
    func addObserver(_ observer: any ModelChangeObserver) {
        observers.removeAll { $0.observer == nil }
        guard !observers.contains(where: { $0.observer === observer }) else { return }
        observers.append(WeakObserver(observer: observer))
    }

    /// Removes an observer.
    func removeObserver(_ observer: any ModelChangeObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// Tells every observer that `object` changed.
    func notifyObservers(of object: ModelObject) {
        guard !observers.isEmpty else { return }
        for entry in observers {
            entry.observer?.modelObjectDidChange(object)
        }
    }
}
