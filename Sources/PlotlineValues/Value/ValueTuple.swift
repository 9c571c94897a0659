/// A tuple: a fixed number of values, each with an optional label, `(min: 0.5, max: 9)` or `(404, "missing")`.
public struct ValueTuple {
    /// The elements, in order.
    public var elements: [Value]
    /// Each element's label, nil where it has none.
    public var labels: [String?]

    /// A tuple of `elements` labelled by `labels` (none when empty).
    public init(_ elements: [Value], labels: [String?] = []) {
        self.elements = elements
        self.labels = labels.isEmpty ? Array(repeating: nil, count: elements.count) : labels
    }

    /// The index of the element a member names: its position (`0`, `1` …) or its label.
    public func index(of member: String) -> Int? {
        if let position = Int(member), elements.indices.contains(position) { return position }
        return labels.firstIndex { $0 == member }
    }

    /// `(Int, String)` or `(min: Double, max: Double)`.
    public var typeName: String {
        "(" + zip(labels, elements).map { label, element in
            (label.map { "\($0): " } ?? "") + element.typeName
        }.joined(separator: ", ") + ")"
    }
}

extension ValueTuple: Equatable {
    /// Equal elements in order (labels do not take part, as in Swift's `==` on tuples).
    public static func == (lhs: ValueTuple, rhs: ValueTuple) -> Bool {
        lhs.elements == rhs.elements
    }
}
