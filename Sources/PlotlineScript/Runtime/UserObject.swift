import PlotlineCore
import PlotlineValues

/// An instance of a class declared in a cell: a reference, its stored properties by name.
final class UserObject: ScriptObject {
    /// The object's class.
    let userClass: UserClass
    /// The stored properties' values.
    var storage: [String: Value] = [:]
    /// True while its initializer runs, when its `let` properties may still be set.
    var isInitializing = true

    init(userClass: UserClass) {
        self.userClass = userClass
    }

    /// The descriptor of its class.
    var typeDescriptor: TypeDescriptor { userClass.descriptor }

    /// `RunsSource(runs: [...], limit: 3)`: the class and its stored properties.
    var summary: String { userClass.summary(of: storage) }

    /// Runs the method of its class called `method` (its own or inherited) with `self` this object; the
    /// protocols' adapters call the methods the class declares for them this way.
    func callMethod(_ method: String, _ arguments: [Value]) throws -> Value {
        guard let (declaration, owner) = userClass.method(named: method) else {
            throw ModelError(.propertyError, "'\(userClass.name)' has no method '\(method)'")
        }
        return try userClass.interpreter().invokeMethod(declaration, of: owner, on: .object(self), with: arguments)
    }
}
