/// `class Name: Superclass, Protocol { members }`.
public struct ClassDeclaration: Equatable, Sendable {
    /// The class's name.
    public var name: Identifier
    /// The names after the colon: a user class first (the superclass), then protocols (`PlotDataSource`).
    public var inherited: [Identifier]
    /// The members, in order.
    public var members: [ClassMember]

    /// Makes a class declaration.
    public init(name: Identifier, inherited: [Identifier], members: [ClassMember]) {
        self.name = name
        self.inherited = inherited
        self.members = members
    }
}
