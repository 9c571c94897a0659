import PlotlineValues

extension Constraints: ModelValue, StaticallyDescribed, ValueConvertible {
    /// The scripting description of `Constraints`.
    public static let descriptor: TypeDescriptor = TypeDescriptor(
        name: "Constraints",
        doc: "Pins an axis to the plot area: points from the lower or upper edge, or a fraction across.", kind: .value
    ) { members in
        members.properties = [
            .computed(
                "lowerOffset", type: .optional(.double), doc: "Points from the left or bottom edge, or nil.",
                get: { (constraints: Constraints) in constraints.kind == .lower ? .double(constraints.offset) : .none }),
            .computed(
                "upperOffset", type: .optional(.double), doc: "Points from the right or top edge, or nil.",
                get: { (constraints: Constraints) in constraints.kind == .upper ? .double(constraints.offset) : .none }),
            .computed(
                "relativeOffset", type: .optional(.double), doc: "The fraction across from the lower edge, or nil.",
                get: { (constraints: Constraints) in constraints.kind == .relative ? .double(constraints.offset) : .none }),
        ]
        members.initializers = [
            initializer("lowerOffset", doc: "Pinned some points from the left (y axis) or bottom (x axis) edge.") {
                Constraints(lowerOffset: $0)
            },
            initializer("upperOffset", doc: "Pinned some points from the right (y axis) or top (x axis) edge.") {
                Constraints(upperOffset: $0)
            },
            initializer("relativeOffset", doc: "Pinned a fraction of the way across, 0 at the lower edge, 1 at the upper.") {
                Constraints(relativeOffset: $0)
            },
        ]
    }

    private static func initializer(_ label: String, doc: String, make: @escaping @Sendable (Double) -> Constraints) -> FunctionDescriptor {
        FunctionDescriptor("init", parameters: [Parameter(label, Double.self)], returns: .model(descriptor), doc: doc) {
            arguments in
            make(try arguments.argument(0, named: label)).scriptValue
        }
    }

    /// `Constraints(lowerOffset: 0)`.
    public var summary: String {
        let label: String
        switch kind {
        case .lower: label = "lowerOffset"
        case .upper: label = "upperOffset"
        case .relative: label = "relativeOffset"
        }
        return "Constraints(\(label): \(formatNumber(offset)))"
    }
}
