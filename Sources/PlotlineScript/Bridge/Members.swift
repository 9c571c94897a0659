import PlotlineCore
import PlotlineValues

/// Member access on any value through its type's descriptor: properties, methods, static members and
/// implicit members, with Swift-like errors and "did you mean" suggestions.
///
/// Model objects and values pass themselves to their descriptor's accessors; the built-in kinds (numbers,
/// strings, arrays...) pass the `Value`.
public enum Members {
    /// The descriptor whose instance members a value has, and the root its accessors take.
    public struct Table {
        /// The type's descriptor.
        public let descriptor: TypeDescriptor
        /// What the accessors receive: the object, the model value, or the `Value` for built-in kinds.
        public let root: Any
    }

    /// The member table of a value, or nil for nil, callables and types.
    public static func table(for value: Value) -> Table? {
        switch value {
        case .object(let stride as StrideSequence): return Table(descriptor: stride.typeDescriptor, root: value)
        case .object(let object): return Table(descriptor: object.typeDescriptor, root: object)
        case .model(let model): return Table(descriptor: model.typeDescriptor, root: model)
        default: return BuiltinTypes.descriptor(for: value).map { Table(descriptor: $0, root: value) }
        }
    }

    // MARK: - Properties

    /// The value of `value.name`: a property, a dynamic key of an object, a method as a function value, or
    /// a static member when `value` is a type; members a session's `extensions` added count too.
    public static func get(_ name: String, of value: Value, extensions: ModelExtensions? = nil) throws -> Value {
        if case .type(let descriptor) = value {
            // `BarPlot.self` is the type itself, as in Swift (`graph.addSeries(..., plotType: BarPlot.self)`).
            return name == "self" ? value : try staticMember(name, of: descriptor, extensions: extensions)
        }
        if case .tuple(let tuple) = value { return tuple.elements[try tupleIndex(name, of: tuple)] }
        if value.isNil { throw nilReceiver(name) }
        guard let table = table(for: value) else { throw unknownMember(name, of: value, isCall: false, extensions: extensions) }
        if let property = property(name, of: table.descriptor, extensions: extensions) {
            return try property.get(from: table.root)
        }
        if case .object(let object) = value, let dynamic = object.dynamicValue(forKey: name) {
            return dynamic
        }
        if isModelSequence(value), let property = sequenceProperty(name) {
            return try property.get(from: value)
        }
        let overloads = methods(name, of: value, extensions: extensions)
        if !overloads.isEmpty { return try boundMethod(name, overloads, of: value) }
        throw unknownMember(name, of: value, isCall: false, extensions: extensions)
    }

    /// The property `name` of `descriptor`'s instances: its own or inherited, else one `extensions` added.
    static func property(_ name: String, of descriptor: TypeDescriptor, extensions: ModelExtensions?) -> PropertyDescriptor? {
        if let own = descriptor.property(named: name) { return own }
        guard let extensions, !extensions.isEmpty else { return nil }
        return extensions.property(named: name, of: descriptor)
    }

    /// The methods called `name` of `descriptor`'s instances: its own or inherited, else those `extensions` added.
    static func methods(_ name: String, of descriptor: TypeDescriptor, extensions: ModelExtensions?) -> [MethodDescriptor] {
        let own = descriptor.methods(named: name)
        guard own.isEmpty, let extensions, !extensions.isEmpty else { return own }
        return extensions.methods(named: name, of: descriptor)
    }

    /// The static property or case `name` of `descriptor`: its own, else one `extensions` added.
    static func staticProperty(_ name: String, of descriptor: TypeDescriptor, extensions: ModelExtensions?) -> StaticPropertyDescriptor? {
        if let own = descriptor.staticProperty(named: name) { return own }
        guard let extensions, !extensions.isEmpty else { return nil }
        return extensions.staticProperty(named: name, of: descriptor)
    }

    /// The static functions called `name` of `descriptor`: its own, else those `extensions` added.
    static func staticMethods(_ name: String, of descriptor: TypeDescriptor, extensions: ModelExtensions?) -> [FunctionDescriptor] {
        let own = descriptor.staticMethods(named: name)
        guard own.isEmpty, let extensions, !extensions.isEmpty else { return own }
        return extensions.staticMethods(named: name, of: descriptor)
    }

    /// The declared type of `value.name`, used to resolve implicit members on the right of an assignment.
    public static func propertyType(_ name: String, of value: Value, extensions: ModelExtensions? = nil) -> ValueType? {
        guard let descriptor = table(for: value)?.descriptor else { return nil }
        return property(name, of: descriptor, extensions: extensions)?.type
    }

    /// True when `value` has a property (or dynamic key) called `name`.
    public static func hasProperty(_ name: String, of value: Value, extensions: ModelExtensions? = nil) -> Bool {
        if case .type(let descriptor) = value { return staticProperty(name, of: descriptor, extensions: extensions) != nil }
        if case .tuple(let tuple) = value { return tuple.index(of: name) != nil }
        if let descriptor = table(for: value)?.descriptor, property(name, of: descriptor, extensions: extensions) != nil { return true }
        if isModelSequence(value), sequenceProperty(name) != nil { return true }
        if case .object(let object) = value { return object.dynamicValue(forKey: name) != nil }
        return false
    }

    /// True for a model object that is a `ScriptSequence` (a feed): it has the sequence members of arrays
    /// besides its own.
    static func isModelSequence(_ value: Value) -> Bool {
        guard case .object(let object) = value else { return false }
        return object is any ScriptSequence && !(object is StrideSequence)
    }

    private static func sequenceProperty(_ name: String) -> PropertyDescriptor? {
        BuiltinTypes.sequenceProperties.first { $0.name == name }
    }

    /// The instance member names of a value, with the sequence members of model sequences and those `extensions`
    /// added, for suggestions.
    public static func memberNames(of value: Value, extensions: ModelExtensions? = nil) -> [String] {
        var names = table(for: value)?.descriptor.instanceMemberNames ?? []
        if let extensions, let descriptor = table(for: value)?.descriptor {
            let added = extensions.instanceMembers(of: descriptor)
            names += added.properties.map(\.name) + added.methods.map(\.name)
        }
        if case .object(let object) = value { names += object.dynamicKeys }
        if isModelSequence(value) {
            names += BuiltinTypes.sequenceProperties.map(\.name) + BuiltinTypes.sequenceMethods.map(\.name)
        }
        return names
    }

    /// Sets `base.name`, converting to the property's type; a value-type `base` is replaced by its changed copy.
    public static func set(_ name: String, of base: inout Value, to newValue: Value, extensions: ModelExtensions? = nil) throws {
        switch base {
        case .type(let descriptor):
            throw ModelError(.propertyError, "cannot assign to property: '\(name)' is a static member of '\(descriptor.name)'")
        case .none:
            throw nilReceiver(name)
        case .tuple(var tuple):
            tuple.elements[try tupleIndex(name, of: tuple)] = newValue
            base = .tuple(tuple)
        case .object(let object):
            guard let property = property(name, of: object.typeDescriptor, extensions: extensions) else {
                throw unknownMember(name, of: base, isCall: false, extensions: extensions)
            }
            var root: Any = object
            try property.set(newValue, on: &root, typeName: object.typeDescriptor.name)
        case .model(let model):
            if base.propertyDescriptor(forKey: name) == nil, let added = extensions?.property(named: name, of: model.typeDescriptor) {
                var root: Any = model
                return try added.set(newValue, on: &root, typeName: model.typeDescriptor.name)
            }
            guard base.propertyDescriptor(forKey: name) != nil else { throw unknownMember(name, of: base, isCall: false, extensions: extensions) }
            try base.setValue(newValue, forKey: name)
        default:
            guard let table = table(for: base), let property = property(name, of: table.descriptor, extensions: extensions) else {
                throw unknownMember(name, of: base, isCall: false, extensions: extensions)
            }
            var root: Any = base
            try property.set(newValue, on: &root, typeName: base.typeName)
            if let updated = root as? Value { base = updated }
        }
    }

    /// The element of a tuple a member names (`.0`, `.min`).
    ///
    /// - Throws: a `PropertyError` naming the tuple's members.
    private static func tupleIndex(_ name: String, of tuple: ValueTuple) throws -> Int {
        if let index = tuple.index(of: name) { return index }
        let members = tuple.elements.indices.map { tuple.labels[$0] ?? String($0) }
        throw ModelError(
            .propertyError, "value of tuple type '\(Value.tuple(tuple).typeName)' has no member '\(name)'",
            hint: Suggestion.closest(to: name, among: members).map { "did you mean '\($0)'?" }
                ?? "its members are \(members.map { ".\($0)" }.joined(separator: ", "))")
    }

    // MARK: - Methods

    /// The methods called `name` on `value`, its type's own first, then those `extensions` added, then key-value
    /// coding.
    public static func methods(_ name: String, of value: Value, extensions: ModelExtensions? = nil) -> [MethodDescriptor] {
        guard let table = table(for: value) else { return [] }
        let typed = methods(name, of: table.descriptor, extensions: extensions)
        if !typed.isEmpty { return typed }
        if isModelSequence(value) {
            let shared = BuiltinTypes.sequenceMethods.filter { $0.name == name }
            if !shared.isEmpty { return shared }
        }
        switch value {
        case .object, .model, .array, .dictionary: return BuiltinTypes.keyValueCoding.methods(named: name)
        default: return []
        }
    }

    /// Calls a method on `receiver`; a mutating method of a value type replaces `receiver` with its changed copy.
    ///
    /// A built-in collection is handed over without an extra reference, so appending to an array held in a
    /// variable changes it in place.
    public static func invoke(_ method: MethodDescriptor, on receiver: inout Value, _ arguments: [Value]) throws -> Value {
        if case .object(let object) = receiver, !(object is StrideSequence), method.rootType != Value.self {
            var root: Any = object
            return try method.invoke(on: &root, arguments)
        }
        if case .model(let model) = receiver {
            return try invoke(method, onModel: model, writingBackTo: &receiver, arguments)
        }
        return try invoke(method, onBuiltin: &receiver, arguments)
    }

    private static func invoke(
        _ method: MethodDescriptor, onModel model: any ModelValue, writingBackTo receiver: inout Value, _ arguments: [Value]
    ) throws -> Value {
        var root: Any = model
        let result = try method.invoke(on: &root, arguments)
        if method.isMutating {
            guard let updated = root as? any ModelValue else {
                throw ModelError(.runtimeError, "internal: '\(method.name)' produced a value that is not a model value")
            }
            receiver = .model(updated)
        }
        return result
    }

    private static func invoke(_ method: MethodDescriptor, onBuiltin receiver: inout Value, _ arguments: [Value]) throws -> Value {
        guard method.isMutating else {
            var root: Any = receiver
            return try method.invoke(on: &root, arguments)
        }
        var root: Any = receiver
        receiver = .none
        defer { receiver = (root as? Value) ?? .none }
        return try method.invoke(on: &root, arguments)
    }

    /// A method as a function value (`let f = graph.add`); mutating methods of values cannot be taken apart.
    private static func boundMethod(_ name: String, _ overloads: [MethodDescriptor], of value: Value) throws -> Value {
        if value.hasValueSemantics, overloads.contains(where: \.isMutating) {
            throw ModelError(.typeError, "partial application of 'mutating' method '\(name)' is not allowed",
                             hint: "call it directly: value.\(name)(...)")
        }
        let functions = overloads.map { method in
            BuiltinFunction(
                "\(value.typeName).\(name)", parameters: method.parameters, returns: method.returnType, doc: method.doc
            ) { arguments in
                var receiver = value
                return try invoke(method, on: &receiver, arguments)
            }
        }
        if functions.count == 1, let only = functions.first { return .callable(only) }
        return .callable(OverloadSet("\(value.typeName).\(name)", functions))
    }

    // MARK: - Static and implicit members

    /// `Type.name`: a static property or enumeration case, or static functions as a function value; members a
    /// session's `extensions` added count too.
    public static func staticMember(_ name: String, of descriptor: TypeDescriptor, extensions: ModelExtensions? = nil) throws -> Value {
        if let member = staticProperty(name, of: descriptor, extensions: extensions) { return member.value() }
        let functions = staticMethods(name, of: descriptor, extensions: extensions)
        if functions.count == 1, let only = functions.first {
            return .callable(only.callable(named: "\(descriptor.name).\(name)"))
        }
        if !functions.isEmpty {
            return .callable(OverloadSet("\(descriptor.name).\(name)", functions.map { function in
                BuiltinFunction("\(descriptor.name).\(name)", parameters: function.parameters, returns: function.returnType,
                                doc: function.doc, body: function.invoke)
            }))
        }
        throw unknownStaticMember(name, of: descriptor, extensions: extensions)
    }

    /// `.name` where a value of `expected` type is wanted.
    public static func implicitMember(
        _ name: String, expected: ValueType?, registry: TypeRegistry?, extensions: ModelExtensions? = nil
    ) throws -> Value {
        guard let scope = TypeRegistry.implicitMemberScope(for: expected) else {
            if name == "none", expected?.acceptsNil == true { return .none }
            throw cannotInferBase(name, registry: registry)
        }
        if staticProperty(name, of: scope, extensions: extensions) == nil, scope.staticMethods(named: name).isEmpty,
           name == "none", expected?.acceptsNil == true {
            return .none
        }
        return try staticMember(name, of: scope, extensions: extensions)
    }

    /// `cannot infer contextual base in reference to member 'red'`, suggesting a type that has the member.
    public static func cannotInferBase(_ name: String, registry: TypeRegistry?) -> ModelError {
        let hint = registry?.typeWithStaticMember(name).map { "write the type: '\($0.name).\(name)'" }
        return ModelError(.typeError, "cannot infer contextual base in reference to member '\(name)'", hint: hint)
    }

    // MARK: - Errors

    /// `XYGraph has no property 'titel'` (or `no method`), or `value of type '[Int]' has no member 'lenght'`; the
    /// suggestion is the closest member, those a session's `extensions` added included.
    public static func unknownMember(
        _ name: String, of value: Value, isCall: Bool, extensions: ModelExtensions? = nil
    ) -> ModelError {
        if value.isNil { return nilReceiver(name) }
        if case .type(let descriptor) = value { return unknownStaticMember(name, of: descriptor, extensions: extensions) }
        let table = table(for: value)
        let candidates = memberNames(of: value, extensions: extensions)
        switch value {
        case .object, .model:
            let typeName = value.typeName
            if isCall {
                var methodNames = table?.descriptor.methods.map(\.name) ?? []
                if let extensions, let descriptor = table?.descriptor {
                    methodNames += extensions.instanceMembers(of: descriptor).methods.map(\.name)
                }
                let closest = Suggestion.closest(to: name, among: methodNames) ?? Suggestion.closest(to: name, among: candidates)
                return ModelError(.propertyError, "\(typeName) has no method '\(name)'", hint: closest.map { "did you mean '\($0)'?" })
            }
            return ModelError.unknownProperty(name, on: typeName, candidates: candidates)
        default:
            return ModelError(
                .propertyError, "value of type '\(value.typeName)' has no member '\(name)'",
                hint: Suggestion.closest(to: name, among: candidates).map { "did you mean '\($0)'?" })
        }
    }

    /// `type 'Color' has no member 'redd'`, suggesting the closest static member, added ones included.
    public static func unknownStaticMember(
        _ name: String, of descriptor: TypeDescriptor, extensions: ModelExtensions? = nil
    ) -> ModelError {
        var names = descriptor.staticMemberNames
        if let added = extensions?.staticMembers(of: descriptor) {
            names += added.properties.map(\.name) + added.functions.map(\.name)
        }
        return ModelError(
            .propertyError, "type '\(descriptor.name)' has no member '\(name)'",
            hint: Suggestion.closest(to: name, among: names).map { "did you mean '\($0)'?" })
    }

    /// Reading a member of nil.
    public static func nilReceiver(_ name: String) -> ModelError {
        ModelError(.valueError, "value is nil, so it has no member '\(name)'",
                   hint: "use '?.\(name)' to skip nil values, or check with 'if let'")
    }
}
