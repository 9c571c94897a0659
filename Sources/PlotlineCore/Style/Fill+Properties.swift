import PlotlineValues

extension Fill: ModelValue, StaticallyDescribed, ValueConvertible {
    /// The scripting description of `Fill`.
    public static let descriptor: TypeDescriptor = TypeDescriptor(
        name: "Fill", doc: "What the inside of a shape is painted with: a solid colour or a gradient.", kind: .value,
        changesThroughConstants: true
    ) { members in
        members.properties = [
            .readOnly("color", \Fill.color, doc: "The colour of a solid fill, or nil."),
            .readOnly("gradient", \Fill.gradient, doc: "The gradient of a gradient fill, or nil."),
        ]
        members.initializers = [
            FunctionDescriptor(
                "init", parameters: [Parameter("color", Color.self)],
                returns: .model(descriptor), doc: "A solid fill."
            ) { arguments in
                Fill(color: try arguments.argument(0, named: "color")).scriptValue
            },
            FunctionDescriptor(
                "init", parameters: [Parameter("gradient", Gradient.self)],
                returns: .model(descriptor), doc: "A gradient fill spread over the filled shape's bounding box."
            ) { arguments in
                Fill(gradient: try arguments.argument(0, named: "gradient")).scriptValue
            },
        ]
    }

    /// Accepts a `Fill`, a `Color` (or hex string) or a `Gradient`, as Core Plot accepts a colour where a fill goes.
    public static func fromValue(_ value: Value) throws -> Fill {
        switch value {
        case .model(let gradient as Gradient):
            return Fill(gradient: gradient)
        case .model(let color as Color):
            return Fill(color: color)
        case .string:
            return Fill(color: try Color.fromValue(value))
        default:
            return try convertModel(value)
        }
    }

    /// `Fill(color: .white)` or `Fill(gradient: …)`.
    public var summary: String {
        switch paint {
        case .color(let color): return "Fill(color: \(color.summary))"
        case .gradient(let gradient): return "Fill(gradient: \(gradient.summary))"
        }
    }
}
