import PlotlineCore
import PlotlineValues

/// Side-effect-free questions about the session's state, for completion, inspection and `help`
/// (the kernel's services): what a dotted path holds and what type a position expects.
extension Session {
    /// The value of a dotted path of names and properties from the top level (`graph.axisSet.xAxis`), or nil
    /// when a name is unknown or a step fails. Only the model's property getters run; nothing is called or
    /// assigned, and properties the session's extensions added (the user's code) are not read.
    public func value(atPath path: String) -> Value? {
        let names = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let first = names.first, !first.isEmpty, var current = value(named: first) else { return nil }
        for name in names.dropFirst() {
            guard !name.isEmpty, let next = try? Members.get(name, of: current) else { return nil }
            current = next
        }
        return current
    }

    /// The declared type of the property a dotted path ends in (`x.labelingPolicy` → `AxisLabelingPolicy`),
    /// the type implicit members after `=` resolve against; nil when unknown.
    public func expectedType(ofProperty path: String) -> ValueType? {
        guard let dot = path.lastIndex(of: ".") else { return nil }
        guard let base = value(atPath: String(path[..<dot])) else { return nil }
        return Members.propertyType(String(path[path.index(after: dot)...]), of: base, extensions: interpreter.modelExtensions)
    }

    /// The types the parameter labelled `label` (nil for an unlabelled one) has in the overloads a callee path
    /// names: a type's initializers (`XYGraph`), a method (`graph.add`), a static function (`PlotSymbol.ellipse`)
    /// or a function (`stride`). Implicit members inside the call's parentheses resolve against these.
    public func expectedTypes(ofArgument label: String?, inCallTo calleePath: String) -> [ValueType] {
        parameterLists(ofCallee: calleePath).flatMap { parameters in
            parameters.filter { $0.label == label }.map(\.type)
        }
    }

    /// The parameter lists of every overload a callee path names, those the session's extensions added included.
    public func parameterLists(ofCallee calleePath: String) -> [[Parameter]] {
        if let dot = calleePath.lastIndex(of: "."), let base = value(atPath: String(calleePath[..<dot])) {
            let name = String(calleePath[calleePath.index(after: dot)...])
            if case .type(let descriptor) = base {
                if name == "init" { return descriptor.initializers.map(\.parameters) }
                return Members.staticMethods(name, of: descriptor, extensions: interpreter.modelExtensions).map(\.parameters)
            }
            return Members.methods(name, of: base, extensions: interpreter.modelExtensions).map(\.parameters)
        }
        switch value(atPath: calleePath) {
        case .type(let descriptor)?:
            return descriptor.initializers.map(\.parameters)
        case .callable(let overloads as OverloadSet)?:
            return overloads.overloads.compactMap(\.parameters)
        case .callable(let callable)?:
            return callable.parameters.map { [$0] } ?? []
        default:
            return []
        }
    }
}
