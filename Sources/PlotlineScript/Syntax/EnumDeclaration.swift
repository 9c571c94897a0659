/// `enum Name: RawType, Error { case a, b(Double); members }`.
public struct EnumDeclaration: Equatable, Sendable {
    /// One case: its name, its raw value (when written) and its associated values' labels (nil without payload).
    public struct Case: Equatable, Sendable {
        /// The case's name.
        public var name: Identifier
        /// `= value`, when written.
        public var rawValue: Expr?
        /// The associated values: each one's label (nil for none) and type; nil for a case without payload.
        public var associatedValues: [(label: String?, type: TypeSyntax)]?

        /// Makes a case.
        public init(name: Identifier, rawValue: Expr?, associatedValues: [(label: String?, type: TypeSyntax)]?) {
            self.name = name
            self.rawValue = rawValue
            self.associatedValues = associatedValues
        }

        /// Compares names, raw values and payload shapes.
        public static func == (lhs: Case, rhs: Case) -> Bool {
            lhs.name == rhs.name && lhs.rawValue == rhs.rawValue
                && lhs.associatedValues?.map(\.label) == rhs.associatedValues?.map(\.label)
                && lhs.associatedValues?.map(\.type) == rhs.associatedValues?.map(\.type)
        }
    }

    /// The enumeration's name.
    public var name: Identifier
    /// The names after the colon: a raw type (`Int`, `String`, `Double`) and `Error`.
    public var inherited: [Identifier]
    /// The cases, in order.
    public var cases: [Case]
    /// Computed properties and methods (stored properties are not allowed, as in Swift).
    public var members: [ClassMember]

    /// Makes an enumeration declaration.
    public init(name: Identifier, inherited: [Identifier], cases: [Case], members: [ClassMember]) {
        self.name = name
        self.inherited = inherited
        self.cases = cases
        self.members = members
    }
}
