import PlotlineValues

/// `super` inside a method: the object seen as an instance of its superclass, so that `super.describe()` runs
/// the superclass's method on it.
final class SuperReference: ScriptObject {
    /// The object.
    let object: UserObject
    /// The superclass whose members `super` names.
    let parent: UserClass

    init(object: UserObject, parent: UserClass) {
        self.object = object
        self.parent = parent
    }

    /// The superclass's descriptor.
    var typeDescriptor: TypeDescriptor { parent.descriptor }
}
