/// A name as written in the source, with its range (a member name, a label, a declared name).
public struct Identifier: Equatable, Sendable {
    /// The name.
    public var name: String
    /// Where the name is written.
    public var range: SourceRange

    /// Makes an identifier.
    public init(_ name: String, range: SourceRange) {
        self.name = name
        self.range = range
    }
}
