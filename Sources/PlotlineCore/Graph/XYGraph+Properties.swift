import PlotlineValues

extension XYGraph {
    /// The members of x-y graphs.
    static let xyGraphTable: TypeDescriptor = TypeDescriptor(
        name: "XYGraph", doc: "A graph with x-y plot spaces and an x-y axis set.", kind: .object,
        superType: Graph.graphTable
    ) { members in
        members.properties = [
            .computed(
                "axisSet", type: .optional(XYAxisSet.valueType), doc: "The x and y axes, or nil for a graph without axes.",
                get: { (graph: XYGraph) in graph.axisSet.scriptValue },
                set: { graph, value in graph.axisSet = try XYAxisSet?.fromValue(value) })
        ]
        members.initializers = [
            FunctionDescriptor(
                "init",
                parameters: [
                    Parameter("width", Double.self, default: 640), Parameter("height", Double.self, default: 400),
                    Parameter("theme", Theme?.self, default: Theme.plainWhite),
                ],
                returns: .model(xyGraphTable), doc: "Makes a graph of a size in points, styled by a theme."
            ) { arguments in
                let width: Double = try arguments.argument(0, named: "width")
                let height: Double = try arguments.argument(1, named: "height")
                guard width > 0, height > 0, width <= 20_000, height <= 20_000 else {
                    throw ModelError(
                        .valueError, "a graph must be between 1 and 20000 points wide and high, not \(formatNumber(width))×\(formatNumber(height))")
                }
                return XYGraph(width: width, height: height, theme: try arguments.argument(2, named: "theme")).scriptValue
            }
        ]
    }
}
