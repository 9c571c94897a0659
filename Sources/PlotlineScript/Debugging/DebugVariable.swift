/// A named value as a debugger's variables view shows it: its text, its type, and how to see inside it.
public struct DebugVariable: Sendable, Equatable {
    /// The name (a variable's, a property's, an element's index `[3]`, a column's).
    public var name: String
    /// A short text of the value.
    public var value: String
    /// The value's type (`[Double]`, `Feed`, `XYGraph`).
    public var type: String
    /// The reference that lists its parts (DAP `variablesReference`), 0 when it has none.
    public var reference: Int
    /// How many parts it has, when it is a collection.
    public var count: Int?
    /// An expression that evaluates to it in its frame, when there is one (`xs[3]`, `graph.title`).
    public var evaluateName: String?

    /// Makes a variable.
    public init(name: String, value: String, type: String, reference: Int = 0, count: Int? = nil, evaluateName: String? = nil) {
        self.name = name
        self.value = value
        self.type = type
        self.reference = reference
        self.count = count
        self.evaluateName = evaluateName
    }
}
