import PlotlineValues

extension Rect: ModelValue, StaticallyDescribed, ValueConvertible {
    /// The scripting description of `Rect`.
    public static let descriptor: TypeDescriptor = TypeDescriptor(
        name: "Rect", doc: "An axis-aligned rectangle: an origin (top-left corner) and a size, in points.",
        kind: .value
    ) { members in
        members.properties = [
            .property("origin", \Rect.origin, doc: "The top-left corner."),
            .property("size", \Rect.size, doc: "The width and height."),
            .computed("x", type: .double, doc: "The x of the origin.", get: { (rect: Rect) in .double(rect.origin.x) },
                      set: { rect, value in rect.origin.x = try Double.fromValue(value) }),
            .computed("y", type: .double, doc: "The y of the origin.", get: { (rect: Rect) in .double(rect.origin.y) },
                      set: { rect, value in rect.origin.y = try Double.fromValue(value) }),
            .computed("width", type: .double, doc: "The width.", get: { (rect: Rect) in .double(rect.width) },
                      set: { rect, value in rect.size.width = try Double.fromValue(value) }),
            .computed("height", type: .double, doc: "The height.", get: { (rect: Rect) in .double(rect.height) },
                      set: { rect, value in rect.size.height = try Double.fromValue(value) }),
            .readOnly("minX", \Rect.minX, doc: "The smallest x."),
            .readOnly("midX", \Rect.midX, doc: "The x of the centre."),
            .readOnly("maxX", \Rect.maxX, doc: "The largest x."),
            .readOnly("minY", \Rect.minY, doc: "The smallest y (the top edge)."),
            .readOnly("midY", \Rect.midY, doc: "The y of the centre."),
            .readOnly("maxY", \Rect.maxY, doc: "The largest y (the bottom edge)."),
        ]
        members.initializers = [
            FunctionDescriptor(
                "init",
                parameters: [
                    Parameter("x", Double.self, default: 0), Parameter("y", Double.self, default: 0),
                    Parameter("width", Double.self, default: 0), Parameter("height", Double.self, default: 0),
                ],
                returns: .model(descriptor), doc: "Makes a rectangle from its corner and extents."
            ) { arguments in
                Rect(
                    x: try arguments.argument(0, named: "x"), y: try arguments.argument(1, named: "y"),
                    width: try arguments.argument(2, named: "width"), height: try arguments.argument(3, named: "height")
                ).scriptValue
            }
        ]
        members.staticProperties = [
            StaticPropertyDescriptor("zero", doc: "The empty rectangle at the origin.") { Rect.zero.scriptValue }
        ]
    }

    /// `Rect(x: 0, y: 0, width: 640, height: 400)`.
    public var summary: String {
        "Rect(x: \(formatNumber(origin.x)), y: \(formatNumber(origin.y)), "
            + "width: \(formatNumber(width)), height: \(formatNumber(height)))"
    }
}
