/// A written type as Swift writes it (`[String: Double]`, `(Double) -> String`, `Shape?`), for messages and help.
extension TypeSyntax: CustomStringConvertible {
    public var description: String {
        switch kind {
        case .array(let element): return "[\(element)]"
        case .dictionary(let key, let value): return "[\(key): \(value)]"
        case .optional(let wrapped): return "\(wrapped)?"
        case .function(let inputs, let output): return "(\(inputs.map(\.description).joined(separator: ", "))) -> \(output)"
        case .named(let name, let arguments):
            return arguments.isEmpty ? name : "\(name)<\(arguments.map(\.description).joined(separator: ", "))>"
        case .tuple(let elements, let labels):
            return "(" + zip(labels, elements).map { ($0.map { "\($0): " } ?? "") + $1.description }.joined(separator: ", ") + ")"
        }
    }
}
