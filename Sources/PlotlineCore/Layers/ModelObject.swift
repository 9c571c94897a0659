/// The base of every model object: it knows the object that owns it (weakly), and reports changes upwards so that
/// the owning graph's `revision` moves whenever anything in its tree changes.
open class ModelObject {
    /// The object this one belongs to (a plot's graph, an axis's axis set), through which changes travel.
    public internal(set) weak var owner: ModelObject?
    /// The bindings of this object's properties and the observers of its changes; nil until first used.
    var bindingState: ModelBindingState?
    /// The session's services this object uses (the renderer, binding reports): the context current when it was
    /// made.
    public let context: ModelContext

    /// Makes an object with no owner, in the current session's context.
    public init() {
        context = ModelContext.currentOrNew
    }

    /// Records that this object changed; called by every property observer. Bindings reading this object
    /// hear of it.
    public func invalidate() {
        owner?.childDidChange(self)
        bindingState?.notifyObservers(of: self)
    }

    /// Called when an owned object changed; by default the change travels further up.
    open func childDidChange(_ child: ModelObject) {
        invalidate()
    }

    /// Makes this object the owner of `child` (and forgets any previous owner of it).
    func adopt(_ child: ModelObject?) {
        child?.owner = self
    }

    /// Makes this object the owner of each child.
    func adopt(_ children: [ModelObject]) {
        for child in children { child.owner = self }
    }

    /// Releases `child` if this object owns it.
    func release(_ child: ModelObject?) {
        if let child, child.owner === self { child.owner = nil }
    }
}
