import PlotlineValues

extension Gradient: ModelValue, StaticallyDescribed, ValueConvertible {
    /// The scripting description of `Gradient`.
    public static let descriptor: TypeDescriptor = TypeDescriptor(
        name: "Gradient", doc: "A smooth blend between colours, used by fills.", kind: .value,
        changesThroughConstants: true
    ) { members in
        members.properties = [
            .property(
                "angle", \Gradient.angle,
                doc: "The direction in degrees: 0 is left to right, 90 bottom to top, -90 top to bottom.",
                default: "0"),
            .property("gradientType", \Gradient.gradientType, doc: "Axial or radial.", default: ".axial"),
            .property(
                "startAnchor", \Gradient.startAnchor,
                doc: "Where a radial gradient starts, as a fraction of the filled box (y up: (0, 1) is top-left).",
                default: "(0.5, 0.5)"),
            .property(
                "endAnchor", \Gradient.endAnchor,
                doc: "The centre of a radial gradient's outer circle, as a fraction of the filled box (y up).",
                default: "(0.5, 0.5)"),
            .computed(
                "colors", type: .array(Color.valueType), doc: "The colours, from start to end.",
                get: { (gradient: Gradient) in gradient.colorStops.map(\.color).scriptValue }),
            .computed(
                "positions", type: .array(.double), doc: "The position of each colour, 0…1.",
                get: { (gradient: Gradient) in gradient.colorStops.map(\.position).scriptValue }),
        ]
        members.initializers = [
            FunctionDescriptor(
                "init",
                parameters: [
                    Parameter("from", "beginningColor", Color.self), Parameter("to", "endingColor", Color.self),
                    Parameter("angle", Double.self, default: 0),
                ],
                returns: .model(descriptor), doc: "Makes an axial gradient between two colours."
            ) { arguments in
                Gradient(
                    from: try arguments.argument(0, named: "beginningColor"),
                    to: try arguments.argument(1, named: "endingColor"),
                    angle: try arguments.argument(2, named: "angle")
                ).scriptValue
            },
            FunctionDescriptor(
                "init",
                parameters: [
                    Parameter("colors", [Color].self),
                    Parameter("positions", [Double]?.self, default: .some(nil)),
                    Parameter("angle", Double.self, default: 0),
                    Parameter("gradientType", GradientType.self, default: .axial),
                ],
                returns: .model(descriptor),
                doc: "Makes a gradient through several colours, evenly spaced unless positions (0…1) are given."
            ) { arguments in
                let colors: [Color] = try arguments.argument(0, named: "colors")
                let positions: [Double]? = try arguments.argument(1, named: "positions")
                guard colors.count >= 2 else {
                    throw ModelError(.valueError, "a gradient needs at least 2 colours, not \(colors.count)")
                }
                if let positions, positions.count != colors.count {
                    throw ModelError(
                        .valueError, "\(colors.count) colours need \(colors.count) positions, not \(positions.count)")
                }
                return Gradient(
                    colors: colors, positions: positions, angle: try arguments.argument(2, named: "angle"),
                    gradientType: try arguments.argument(3, named: "gradientType")
                ).scriptValue
            },
            FunctionDescriptor(
                "init",
                parameters: [
                    Parameter("beginningColor", Color.self), Parameter("endingColor", Color.self),
                ],
                returns: .model(descriptor), doc: "Makes an axial gradient between two colours (Core Plot's name)."
            ) { arguments in
                Gradient(
                    from: try arguments.argument(0, named: "beginningColor"),
                    to: try arguments.argument(1, named: "endingColor")
                ).scriptValue
            },
        ]
        members.methods = [
            .valueMethod(
                "addColorStop",
                parameters: [Parameter(nil, "color", Color.self), Parameter("atPosition", "position", Double.self)],
                mutating: true, doc: "Adds a colour at a position between 0 and 1."
            ) { (gradient: inout Gradient, arguments) in
                gradient.addColorStop(
                    try arguments.argument(0, named: "color"), atPosition: try arguments.argument(1, named: "position"))
                return .none
            },
            .valueMethod(
                "removeColorStop", parameters: [Parameter("at", "index", Int.self)],
                mutating: true, doc: "Removes the colour stop at an index."
            ) { (gradient: inout Gradient, arguments) in
                gradient.removeColorStop(at: try arguments.argument(0, named: "index"))
                return .none
            },
            .valueMethod(
                "withAlphaComponent", parameters: [Parameter(nil, "alpha", Double.self)],
                returns: .model(descriptor), doc: "This gradient with every colour's opacity multiplied by alpha."
            ) { (gradient: inout Gradient, arguments) in
                gradient.withAlphaComponent(try arguments.argument(0, named: "alpha")).scriptValue
            },
        ]
    }

    /// `Gradient(from: .green, to: .clear, angle: -90)`, or the stops when there are more than two.
    public var summary: String {
        let colors = colorStops.map(\.color.summary)
        if colors.count == 2 {
            return "Gradient(from: \(colors[0]), to: \(colors[1]), angle: \(formatNumber(angle)))"
        }
        return "Gradient(\(colors.joined(separator: ", ")), angle: \(formatNumber(angle)))"
    }
}
