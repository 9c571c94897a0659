import PlotlineValues

/// The members a session's cells added to types they did not declare (`extension ScatterPlot { … }`,
/// `extension Double { … }`) and the default implementations its protocol extensions give: methods, computed
/// properties and static members, kept beside the shared descriptor tables, which no session changes, so a second
/// kernel never sees them.
///
/// A member added to a type is a member of its subtypes too (`extension Plot` reaches every plot), and one added to
/// a protocol is a member of every type adopting it that does not declare its own. Like the interpreter that owns
/// it, it is used on the session's thread (`@unchecked Sendable`: the session's functions hold it, as they hold the
/// interpreter's link).
public final class ModelExtensions: @unchecked Sendable {
    /// The members added to each type, by its descriptor.
    private var added: [ObjectIdentifier: TypeDescriptor.Members] = [:]

    /// No members added yet.
    public init() {}

    /// True when no cell extended a type the session did not declare (every lookup can skip this table).
    public var isEmpty: Bool { added.isEmpty }

    /// Adds `members` to `descriptor`'s, each replacing one of the same name that a cell added before.
    func add(_ members: TypeDescriptor.Members, to descriptor: TypeDescriptor) {
        added[ObjectIdentifier(descriptor), default: TypeDescriptor.Members()].merge(members)
    }

    /// The members added to `descriptor` and its supertypes, the type's own first, then the default implementations
    /// of the protocols they adopt (`extension Drawable { func describe() … }`), a protocol before those it inherits.
    public func members(of descriptor: TypeDescriptor) -> [TypeDescriptor.Members] {
        guard !added.isEmpty else { return [] }
        var found: [TypeDescriptor.Members] = []
        var protocols: [TypeDescriptor] = []
        var type: TypeDescriptor? = descriptor
        while let current = type {
            if let members = added[ObjectIdentifier(current)] { found.append(members) }
            protocols += current.adoptedProtocols
            type = current.superType
        }
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(descriptor)]
        while !protocols.isEmpty {
            let next = protocols.removeFirst()
            guard seen.insert(ObjectIdentifier(next)).inserted else { continue }
            if let members = added[ObjectIdentifier(next)] { found.append(members) }
            protocols += next.adoptedProtocols
        }
        return found
    }

    /// The added instance property `name` of `descriptor`'s instances.
    public func property(named name: String, of descriptor: TypeDescriptor) -> PropertyDescriptor? {
        members(of: descriptor).lazy.compactMap { $0.properties.first { $0.name == name } }.first
    }

    /// The added instance methods called `name`.
    public func methods(named name: String, of descriptor: TypeDescriptor) -> [MethodDescriptor] {
        members(of: descriptor).lazy.map { $0.methods.filter { $0.name == name } }.first { !$0.isEmpty } ?? []
    }

    /// The added static property `name` (`extension Color { static let brand = … }`).
    public func staticProperty(named name: String, of descriptor: TypeDescriptor) -> StaticPropertyDescriptor? {
        members(of: descriptor).lazy.compactMap { $0.staticProperties.first { $0.name == name } }.first
    }

    /// The added static functions called `name`.
    public func staticMethods(named name: String, of descriptor: TypeDescriptor) -> [FunctionDescriptor] {
        members(of: descriptor).lazy.map { $0.staticMethods.filter { $0.name == name } }.first { !$0.isEmpty } ?? []
    }

    /// Every added instance member of `descriptor`'s instances, properties then methods.
    public func instanceMembers(of descriptor: TypeDescriptor) -> (properties: [PropertyDescriptor], methods: [MethodDescriptor]) {
        let all = members(of: descriptor)
        return (all.flatMap(\.properties), all.flatMap(\.methods))
    }

    /// Every added static member of `descriptor`, properties then functions.
    public func staticMembers(of descriptor: TypeDescriptor) -> (properties: [StaticPropertyDescriptor], functions: [FunctionDescriptor]) {
        let all = members(of: descriptor)
        return (all.flatMap(\.staticProperties), all.flatMap(\.staticMethods))
    }
}
