/// `extension Name: Protocol { members }`: methods, computed properties and static members added to a type declared
/// in a cell, and the protocols it adopts from then on.
public struct ExtensionDeclaration: Equatable, Sendable {
    /// The extended type's name.
    public var name: Identifier
    /// The protocols the extension adopts (`PlotDataSource`).
    public var inherited: [Identifier]
    /// The members added, in order.
    public var members: [ClassMember]

    /// Makes an extension declaration.
    public init(name: Identifier, inherited: [Identifier], members: [ClassMember]) {
        self.name = name
        self.inherited = inherited
        self.members = members
    }
}
