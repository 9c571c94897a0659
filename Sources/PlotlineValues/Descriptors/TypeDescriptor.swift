import OrderedCollections
import Synchronization

/// The scripting description of one model type: its name, doc line, properties, methods, initializers and
/// static members. One table per type drives member access, assignment checks, `help`, inspection,
/// completion and bindings.
///
/// Members are built lazily on first use, so descriptors may refer to each other (a graph's `axisSet` property
/// names `XYAxisSet`, whose axes name their graph) without recursive initialization.
public final class TypeDescriptor: Sendable {
    /// What kind of type this is.
    public enum Kind: Sendable {
        /// A class; instances are shared by reference (`.object`).
        case object
        /// A struct; instances are copied (`.model`).
        case value
        /// An enumeration; its cases are its static members (`.model`).
        case enumeration
        /// A namespace of static members only (`session`, `Math`).
        case namespace
        /// A protocol declared in the language: its types adopt it (see `adopt(_:)`).
        case `protocol`
    }

    /// The members of a type, filled in by the builder closure given at initialization.
    public struct Members: Sendable {
        /// Instance properties in declaration order.
        public var properties: [PropertyDescriptor] = []
        /// Instance methods; several may share a name with different labels.
        public var methods: [MethodDescriptor] = []
        /// Initializers, `TypeName(label: value, ...)`.
        public var initializers: [FunctionDescriptor] = []
        /// Static properties and enumeration cases, usable as implicit members (`.red`, `.automatic`).
        public var staticProperties: [StaticPropertyDescriptor] = []
        /// Static functions, usable as implicit members too (`PlotSymbol.ellipse()`, `.ellipse()`).
        public var staticMethods: [FunctionDescriptor] = []

        /// Empty members.
        public init() {}

        /// Adds `added`'s members, each replacing one of the same kind and name (an extension run again replaces
        /// what it added); initializers are appended.
        public mutating func merge(_ added: Members) {
            properties = Members.replacing(properties, with: added.properties, name: \.name)
            methods = Members.replacing(methods, with: added.methods, name: \.name)
            initializers += added.initializers
            staticProperties = Members.replacing(staticProperties, with: added.staticProperties, name: \.name)
            staticMethods = Members.replacing(staticMethods, with: added.staticMethods, name: \.name)
        }

        private static func replacing<Member>(_ members: [Member], with added: [Member], name: (Member) -> String) -> [Member] {
            let names = Set(added.map(name))
            return members.filter { !names.contains(name($0)) } + added
        }
    }

    /// The members once built, with the indexes by name.
    private struct Built: Sendable {
        var members: Members
        var propertyIndex: [String: PropertyDescriptor] = [:]
        var staticPropertyIndex: [String: StaticPropertyDescriptor] = [:]
        var methodIndex: [String: [MethodDescriptor]] = [:]
        var staticMethodIndex: [String: [FunctionDescriptor]] = [:]

        init(_ members: Members) {
            self.members = members
            for property in members.properties { propertyIndex[property.name] = property }
            for member in members.staticProperties { staticPropertyIndex[member.name] = member }
            for method in members.methods { methodIndex[method.name, default: []].append(method) }
            for function in members.staticMethods { staticMethodIndex[function.name, default: []].append(function) }
        }
    }

    /// The name the language uses (`XYGraph`, without Core Plot's `CPT` prefix).
    public let name: String
    /// A one-line summary for `help`.
    public let doc: String
    /// Object, value, enumeration or namespace.
    public let kind: Kind
    /// The superclass's descriptor, whose members are inherited.
    public let superType: TypeDescriptor?
    /// True for the values Core Plot has as style objects (line and text styles, symbols, gradients, fills,
    /// shadows): copied when assigned, as Core Plot's `copy` properties copy them, but changeable through a `let`,
    /// as `let style = CPTMutableLineStyle(); style.lineWidth = 2` is.
    public let changesThroughConstants: Bool

    private let build: @Sendable (inout Members) -> Void
    /// The members, built on first use; descriptors are shared by every session, so the lazy state is locked.
    private let built = Mutex<Built?>(nil)
    /// The language protocols the type adopts.
    private let adopted = Mutex<[TypeDescriptor]>([])
    /// The Swift type whose `fromValue` converts values to this type, once known (see `TypeDescriptor+Conversion`);
    /// the outer optional is nil until it was looked for.
    let convertible = Mutex<(any ValueConvertible.Type)??>(nil)

    /// Makes a descriptor whose members are produced by `members` on first use.
    public init(
        name: String,
        doc: String,
        kind: Kind,
        superType: TypeDescriptor? = nil,
        changesThroughConstants: Bool = false,
        members: @escaping @Sendable (inout Members) -> Void
    ) {
        self.name = name
        self.doc = doc
        self.kind = kind
        self.superType = superType
        self.changesThroughConstants = changesThroughConstants
        self.build = members
    }

    /// This type's own members, without inherited ones.
    public var ownMembers: Members {
        builtMembers.members
    }

    /// The built members and indexes (building them the first time; the builder runs outside the lock, so a
    /// builder that reads other descriptors cannot deadlock, and a race at most builds twice).
    private var builtMembers: Built {
        if let ready = built.withLock({ $0 }) { return ready }
        var members = Members()
        build(&members)
        let fresh = Built(members)
        return built.withLock { current in
            if let current { return current }
            current = fresh
            return fresh
        }
    }

    /// Adds members declared after the type (a language `extension`); an added member replaces an own member of
    /// the same name (and, for methods, every overload of that name).
    public func extend(with added: Members) {
        var members = builtMembers.members
        members.merge(added)
        let extended = Built(members)
        built.withLock { $0 = extended }
    }

    /// Every property, inherited ones first, as `help` lists them.
    public var properties: [PropertyDescriptor] {
        let own = ownMembers.properties
        guard let superType else { return own }
        let ownNames = Set(own.map(\.name))
        return superType.properties.filter { !ownNames.contains($0.name) } + own
    }

    /// Every method, own ones first so that overrides win.
    public var methods: [MethodDescriptor] {
        ownMembers.methods + (superType?.methods ?? [])
    }

    /// The initializers (not inherited, as in Swift's designated initializers).
    public var initializers: [FunctionDescriptor] { ownMembers.initializers }

    /// Static properties and enumeration cases, own and inherited.
    public var staticProperties: [StaticPropertyDescriptor] {
        ownMembers.staticProperties + (superType?.staticProperties ?? [])
    }

    /// Static functions, own and inherited.
    public var staticMethods: [FunctionDescriptor] {
        ownMembers.staticMethods + (superType?.staticMethods ?? [])
    }

    /// The property named `name`, looking through superclasses.
    public func property(named name: String) -> PropertyDescriptor? {
        builtMembers.propertyIndex[name] ?? superType?.property(named: name)
    }

    /// The methods named `name` (overloads), own ones first, looking through superclasses.
    public func methods(named name: String) -> [MethodDescriptor] {
        let own = builtMembers.methodIndex[name] ?? []
        guard let inherited = superType?.methods(named: name), !inherited.isEmpty else { return own }
        return own + inherited
    }

    /// The static property or enumeration case named `name`.
    public func staticProperty(named name: String) -> StaticPropertyDescriptor? {
        builtMembers.staticPropertyIndex[name] ?? superType?.staticProperty(named: name)
    }

    /// The static functions named `name`, own ones first.
    public func staticMethods(named name: String) -> [FunctionDescriptor] {
        let own = builtMembers.staticMethodIndex[name] ?? []
        guard let inherited = superType?.staticMethods(named: name), !inherited.isEmpty else { return own }
        return own + inherited
    }

    /// True if this type is `other` or inherits from it.
    public func isSubtype(of other: TypeDescriptor) -> Bool {
        var current: TypeDescriptor? = self
        while let type = current {
            if type === other { return true }
            if type.adopted.withLock({ $0 }).contains(where: { $0.isSubtype(of: other) }) { return true }
            current = type.superType
        }
        return false
    }

    /// Records that this type adopts `protocolType` (a `.protocol` descriptor), so that it is a subtype of it for
    /// conversions, casts and `catch … as`; a protocol adopting another inherits from it.
    public func adopt(_ protocolType: TypeDescriptor) {
        adopted.withLock { list in
            if !list.contains(where: { $0 === protocolType }) { list.append(protocolType) }
        }
    }

    /// The protocols this type adopts itself (not through its superclass).
    public var adoptedProtocols: [TypeDescriptor] { adopted.withLock { $0 } }

    /// Every member name, for completion and "did you mean" suggestions.
    public var instanceMemberNames: [String] {
        var names = OrderedSet(properties.map(\.name))
        names.append(contentsOf: methods.map(\.name))
        return Array(names)
    }

    /// Every static member name, for completion and suggestions.
    public var staticMemberNames: [String] {
        var names = OrderedSet(staticProperties.map(\.name))
        names.append(contentsOf: staticMethods.map(\.name))
        return Array(names)
    }
}

/// A static property or enumeration case: `Color.red`, `LabelingPolicy.automatic`, `Theme.plainWhite`.
public struct StaticPropertyDescriptor: Sendable {
    /// The member's name.
    public let name: String
    /// A one-line summary for `help`.
    public let doc: String
    /// Produces the member's value (a fresh copy each time for values).
    public let value: @Sendable () -> Value

    /// Makes a static property.
    public init(_ name: String, doc: String, value: @escaping @Sendable () -> Value) {
        self.name = name
        self.doc = doc
        self.value = value
    }
}
