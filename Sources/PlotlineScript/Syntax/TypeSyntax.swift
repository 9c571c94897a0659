import PlotlineValues

/// A type as written in an annotation: `Double`, `[Color]`, `[String: Int]`, `PlotRange?`, `(Double) -> String`.
public struct TypeSyntax: Equatable, Sendable {
    /// The shape of a written type.
    public indirect enum Kind: Equatable, Sendable {
        /// A named type, with generic arguments when written (`Array<Double>`).
        case named(String, [TypeSyntax])
        /// `[Element]`.
        case array(TypeSyntax)
        /// `[Key: Value]`.
        case dictionary(TypeSyntax, TypeSyntax)
        /// `Wrapped?`.
        case optional(TypeSyntax)
        /// `(Inputs) -> Output`.
        case function([TypeSyntax], TypeSyntax)
        /// `(Int, String)` or `(min: Double, max: Double)`.
        case tuple([TypeSyntax], labels: [String?])
    }

    /// The type's shape.
    public var kind: Kind
    /// Where the type is written.
    public var range: SourceRange

    /// Makes a type annotation.
    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }
}
