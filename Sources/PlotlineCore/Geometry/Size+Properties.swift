import PlotlineValues

extension Size: ModelValue, StaticallyDescribed, ValueConvertible {
    /// The scripting description of `Size`.
    public static let descriptor: TypeDescriptor = TypeDescriptor(
        name: "Size", doc: "A width and a height, in points.", kind: .value
    ) { members in
        members.properties = [
            .property("width", \Size.width, doc: "The horizontal extent.", default: "0"),
            .property("height", \Size.height, doc: "The vertical extent.", default: "0"),
        ]
        members.initializers = [
            FunctionDescriptor(
                "init",
                parameters: [
                    Parameter("width", Double.self, default: 0), Parameter("height", Double.self, default: 0),
                ],
                returns: .model(descriptor), doc: "Makes a size from its extents."
            ) { arguments in
                Size(width: try arguments.argument(0, named: "width"), height: try arguments.argument(1, named: "height"))
                    .scriptValue
            }
        ]
        members.staticProperties = [
            StaticPropertyDescriptor("zero", doc: "The empty size, 0 × 0.") { Size.zero.scriptValue }
        ]
    }

    /// `Size(width: 5, height: 5)`.
    public var summary: String { "Size(width: \(formatNumber(width)), height: \(formatNumber(height)))" }
}
