/// `class Name: Superclass, Protocol { members }`, or `struct Name: Protocol { members }`.
public struct ClassDeclaration: Equatable, Sendable {
    /// True for a `struct`: a value, copied on assignment, with a memberwise initializer.
    public var isStruct: Bool
    /// The class's name.
    public var name: Identifier
    /// The names after the colon: a user class first (the superclass), then protocols (`PlotDataSource`).
    public var inherited: [Identifier]
    /// The members, in order.
    public var members: [ClassMember]

    /// Makes a class declaration.
    public init(name: Identifier, inherited: [Identifier], members: [ClassMember], isStruct: Bool = false) {
        self.isStruct = isStruct
        self.name = name
        self.inherited = inherited
        self.members = members
    }
}
