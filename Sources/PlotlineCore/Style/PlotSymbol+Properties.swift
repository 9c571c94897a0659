import PlotlineValues

extension PlotSymbol: ModelValue, StaticallyDescribed, ValueConvertible {
    /// The scripting description of `PlotSymbol`.
    public static let descriptor: TypeDescriptor = TypeDescriptor(
        name: "PlotSymbol", doc: "A marker drawn at each data point of a scatter plot.", kind: .value,
        changesThroughConstants: true
    ) { members in
        members.properties = [
            .property("symbolType", \PlotSymbol.symbolType, doc: "The shape.", default: ".none"),
            .property("size", \PlotSymbol.size, doc: "The width and height in points.", default: "5 × 5"),
            .property("fill", \PlotSymbol.fill, doc: "The inside paint, or nil for an outline only.", default: "nil"),
            .property(
                "lineStyle", \PlotSymbol.lineStyle, doc: "The outline, or nil for none.",
                default: "1-point black"),
        ]
        members.initializers = [
            FunctionDescriptor(
                "init",
                parameters: [
                    Parameter("symbolType", PlotSymbolType.self, default: PlotSymbolType.none),
                    Parameter("size", Size.self, default: Size(width: 5, height: 5)),
                    Parameter("fill", Fill?.self, default: .some(nil)),
                    Parameter("lineStyle", LineStyle?.self, default: LineStyle()),
                ],
                returns: .model(descriptor), doc: "Makes a plot symbol (5 × 5 points, black outline by default)."
            ) { arguments in
                PlotSymbol(
                    symbolType: try arguments.argument(0, named: "symbolType"),
                    size: try arguments.argument(1, named: "size"),
                    fill: try arguments.argument(2, named: "fill"),
                    lineStyle: try arguments.argument(3, named: "lineStyle")
                ).scriptValue
            }
        ]
        members.staticMethods = PlotSymbolType.allCases.filter { $0 != .none && $0 != .custom }.map { symbolType in
            FunctionDescriptor(
                symbolType.rawValue, parameters: [], returns: .model(descriptor),
                doc: "A 5 × 5 point symbol: \(PlotSymbolType.documentation(of: symbolType).lowercased())"
            ) { _ in
                PlotSymbol(symbolType: symbolType).scriptValue
            }
        } + [
            FunctionDescriptor(
                "custom",
                parameters: [
                    Parameter("points", [Point].self), Parameter("size", Size.self, default: Size(width: 5, height: 5)),
                ],
                returns: .model(descriptor),
                doc: "A symbol through a closed polygon (any coordinates, y up), scaled to the size."
            ) { arguments in
                let points: [Point] = try arguments.argument(0, named: "points")
                guard points.count >= 2 else {
                    throw ModelError(.valueError, "a custom symbol needs at least 2 points, not \(points.count)")
                }
                return PlotSymbol.custom(polygon: points, size: try arguments.argument(1, named: "size")).scriptValue
            }
        ]
    }

    /// `PlotSymbol.ellipse()` plus what differs from the defaults.
    public var summary: String {
        var parts: [String] = []
        if size != Size(width: 5, height: 5) { parts.append("size: \(formatNumber(size.width)) × \(formatNumber(size.height))") }
        if let fill { parts.append("fill: \(fill.summary)") }
        if lineStyle != LineStyle() { parts.append("lineStyle: \(lineStyle.map(\.summary) ?? "nil")") }
        let base = "PlotSymbol.\(symbolType.rawValue)()"
        return parts.isEmpty ? base : "\(base) {\(parts.joined(separator: ", "))}"
    }
}
