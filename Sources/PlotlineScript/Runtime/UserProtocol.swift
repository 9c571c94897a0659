import PlotlineValues

/// A protocol declared in a cell: its requirements, the protocols it inherits, and its descriptor, which the
/// descriptors of conforming types adopt (so a conforming value converts to the protocol type and `is` finds it).
final class UserProtocol {
    /// The declaration.
    let declaration: ProtocolDeclaration
    /// The protocols it inherits from.
    let inherited: [UserProtocol]
    /// Its descriptor.
    let descriptor: TypeDescriptor

    init(declaration: ProtocolDeclaration, inherited: [UserProtocol], descriptor: TypeDescriptor) {
        self.declaration = declaration
        self.inherited = inherited
        self.descriptor = descriptor
    }

    /// The protocol's name.
    var name: String { declaration.name.name }

    /// Its requirements and those of the protocols it inherits.
    var allRequirements: [ProtocolDeclaration.Requirement] {
        inherited.flatMap(\.allRequirements) + declaration.requirements
    }
}
