extension FieldValue: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral,
    ExpressibleByNilLiteral
{
    /// An integer literal is `.int`.
    public init(integerLiteral value: Int) { self = .int(value) }

    /// A floating-point literal is `.double`.
    public init(floatLiteral value: Double) { self = .double(value) }

    /// A string literal is `.string`.
    public init(stringLiteral value: String) { self = .string(value) }

    /// `nil` is `.missing`.
    public init(nilLiteral: ()) { self = .missing }
}
