/// An object told when a model object, or anything it owns, changes (a binding reading a key path of it).
public protocol ModelChangeObserver: AnyObject {
    /// Called synchronously after `object` (or something in its tree) changed.
    func modelObjectDidChange(_ object: ModelObject)
}
