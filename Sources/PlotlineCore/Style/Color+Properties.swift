import PlotlineValues

extension Color: ModelValue, StaticallyDescribed, ValueConvertible {
    /// The scripting description of `Color`.
    public static let descriptor: TypeDescriptor = TypeDescriptor(
        name: "Color", doc: "A colour with red, green, blue and alpha components between 0 and 1.", kind: .value
    ) { members in
        members.properties = [
            .property("red", \Color.red, doc: "The red component, 0…1."),
            .property("green", \Color.green, doc: "The green component, 0…1."),
            .property("blue", \Color.blue, doc: "The blue component, 0…1."),
            .property("alpha", \Color.alpha, doc: "The opacity, 0 (transparent) … 1 (opaque).", default: "1"),
            .readOnly("hexString", \Color.hexString, doc: "The colour as `#rrggbb` (or `#rrggbbaa` when translucent)."),
            .readOnly("hue", \Color.hue, doc: "The hue, 0…1 (0 and 1 are red, 1/3 green, 2/3 blue)."),
            .readOnly("saturation", \Color.saturation, doc: "The saturation, 0…1."),
            .readOnly("brightness", \Color.brightness, doc: "The brightness (the largest component), 0…1."),
        ]
        members.initializers = [
            FunctionDescriptor(
                "init",
                parameters: [
                    Parameter("red", Double.self), Parameter("green", Double.self), Parameter("blue", Double.self),
                    Parameter("alpha", Double.self, default: 1),
                ],
                returns: .model(descriptor), doc: "Makes a colour from components between 0 and 1."
            ) { arguments in
                Color(
                    red: try arguments.argument(0, named: "red"), green: try arguments.argument(1, named: "green"),
                    blue: try arguments.argument(2, named: "blue"), alpha: try arguments.argument(3, named: "alpha")
                ).scriptValue
            },
            FunctionDescriptor(
                "init",
                parameters: [Parameter("white", Double.self), Parameter("alpha", Double.self, default: 1)],
                returns: .model(descriptor), doc: "Makes a grey: 0 is black, 1 is white."
            ) { arguments in
                Color(white: try arguments.argument(0, named: "white"), alpha: try arguments.argument(1, named: "alpha"))
                    .scriptValue
            },
            FunctionDescriptor(
                "init",
                parameters: [
                    Parameter("hue", Double.self), Parameter("saturation", Double.self),
                    Parameter("brightness", Double.self), Parameter("alpha", Double.self, default: 1),
                ],
                returns: .model(descriptor), doc: "Makes a colour from hue, saturation and brightness, each 0…1."
            ) { arguments in
                Color(
                    hue: try arguments.argument(0, named: "hue"), saturation: try arguments.argument(1, named: "saturation"),
                    brightness: try arguments.argument(2, named: "brightness"), alpha: try arguments.argument(3, named: "alpha")
                ).scriptValue
            },
            FunctionDescriptor(
                "init",
                parameters: [Parameter("hex", String.self)],
                returns: .model(descriptor), doc: "Makes a colour from `#rgb`, `#rrggbb` or `#rrggbbaa`."
            ) { arguments in
                let text: String = try arguments.argument(0, named: "hex")
                return try Color.parse(hex: text).scriptValue
            },
        ]
        members.methods = [
            .valueMethod(
                "withAlphaComponent", parameters: [Parameter(nil, "alpha", Double.self)],
                returns: .model(descriptor), doc: "This colour with a different opacity."
            ) { (color: inout Color, arguments) in
                color.withAlphaComponent(try arguments.argument(0, named: "alpha")).scriptValue
            },
            .valueMethod(
                "withAlpha", parameters: [Parameter(nil, "alpha", Double.self)],
                returns: .model(descriptor), doc: "This colour with a different opacity (withAlphaComponent)."
            ) { (color: inout Color, arguments) in
                color.withAlpha(try arguments.argument(0, named: "alpha")).scriptValue
            },
            .valueMethod(
                "blended", parameters: [Parameter("with", "other", Color.self), Parameter("amount", Double.self)],
                returns: .model(descriptor), doc: "This colour mixed with another: amount 0 keeps it, 1 gives the other."
            ) { (color: inout Color, arguments) in
                color.blended(with: try arguments.argument(0, named: "other"), amount: try arguments.argument(1, named: "amount"))
                    .scriptValue
            },
        ]
        members.staticProperties = Color.named.map { entry in
            StaticPropertyDescriptor(entry.name, doc: "The colour \(entry.name), \(entry.color.hexString).") {
                entry.color.scriptValue
            }
        }
    }

    /// Accepts a `Color`, or a hex string `"#rrggbb"` / `"#rrggbbaa"` / `"#rgb"`.
    public static func fromValue(_ value: Value) throws -> Color {
        if case .string(let text) = value { return try parse(hex: text) }
        return try convertModel(value)
    }

    /// The colour a hex string spells, or a ValueError explaining the accepted forms.
    static func parse(hex text: String) throws -> Color {
        guard text.hasPrefix("#"), let color = Color(hex: text) else {
            throw ModelError(
                .valueError, "'\(text)' is not a colour",
                hint: "write a hex colour such as \"#1f77b4\" or \"#1f77b480\", or a named colour such as .blue")
        }
        return color
    }

    /// `.red` for a named colour, else `Color(red: …, green: …, blue: …, alpha: …)`.
    public var summary: String {
        if let entry = Color.named.first(where: { $0.color == self }) { return ".\(entry.name)" }
        return "Color(red: \(formatNumber(red)), green: \(formatNumber(green)), blue: \(formatNumber(blue)), "
            + "alpha: \(formatNumber(alpha)))"
    }
}
