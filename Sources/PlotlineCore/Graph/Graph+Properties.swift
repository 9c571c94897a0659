import PlotlineValues

extension Graph {
    /// The members every graph has.
    static let graphTable: TypeDescriptor = TypeDescriptor(
        name: "Graph", doc: "A chart: a background hosting a title, a plot area frame with axes and plots, and plot spaces.",
        kind: .object, superType: BorderedLayer.borderedLayerTable
    ) { members in
        members.properties = [
            .computed(
                "revision", type: .int, doc: "Increases whenever anything in the graph changes.",
                get: { (graph: Graph) in .int(Int(truncatingIfNeeded: graph.revision)) }),
            .property("bounds", \Graph.bounds, doc: "The graph's rectangle in points; its origin is (0, 0)."),
            .property("width", \Graph.width, doc: "The graph's width in points.", default: "640"),
            .property("height", \Graph.height, doc: "The graph's height in points.", default: "400"),
            .property("title", \Graph.title, doc: "The title drawn above the plot area, or nil.", default: "nil"),
            .property("titleTextStyle", \Graph.titleTextStyle, doc: "How the title is drawn."),
            .property(
                "titleDisplacement", \Graph.titleDisplacement,
                doc: "An offset of the title from its place (positive y moves it up).",
                default: "Point(x: 0, y: 0)"),
            .property(
                "titlePlotAreaFrameAnchor", \Graph.titlePlotAreaFrameAnchor,
                doc: "The side or corner of the plot area frame the title sits at (.top centres it above the plot area).",
                default: ".top"),
            .property(
                "accessibilityLabel", \Graph.accessibilityLabel,
                doc: "The chart in words for readers who cannot see it: its images' alt text (nil uses the title).",
                default: "nil"),
            .property("legend", \Graph.legend, doc: "The legend, or nil for none.", default: "nil"),
            .property("legendAnchor", \Graph.legendAnchor, doc: "The side or corner the legend sits at.", default: ".bottom"),
            .property(
                "legendDisplacement", \Graph.legendDisplacement,
                doc: "An offset of the legend from its place, in points (positive y moves it up).", default: "Point(x: 0, y: 0)"),
            .property(
                "legendPlacement", \Graph.legendPlacement,
                doc: "Whether the legend sits outside the plot area (making room) or floats over it.", default: ".outside"),
            .readOnly("plotAreaFrame", \Graph.plotAreaFrame, doc: "The frame around the plot area; its padding holds the labels."),
            .computed(
                "axisSet", type: .optional(AxisSet.valueType), doc: "The axes, or nil for a graph without axes.",
                get: { (graph: Graph) in graph.axisSet.scriptValue },
                set: { graph, value in graph.axisSet = try AxisSet?.fromValue(value) }),
            .readOnly("defaultPlotSpace", \Graph.defaultPlotSpace, doc: "The default plot space (the first one)."),
            .readOnly("allPlotSpaces", \Graph.allPlotSpaces, doc: "Every plot space; the first is the default."),
            .readOnly(
                "animationDuration", \Graph.animationDuration,
                doc: "How long the animation the graph plays where it is shown in this cell lasts, in seconds (0 for none)."),
            .readOnly("allPlots", \Graph.allPlots, doc: "Every plot, in drawing order."),
        ]
        members.methods = graphMethods + seriesMethods
    }

    /// `{ (point: Point) in … }`, or nil.
    static let hoverHandlerType = ValueType.optional(.function([Point.valueType], .any))

    private static var graphMethods: [MethodDescriptor] {
        [
            .callbackSetter(
                "onHover", handlerType: hoverHandlerType,
                doc: "Runs a closure { point in … } with the data point under the pointer as the user hovers over an interactive chart (nil stops).",
                storingIn: \Graph.hoverHandler),
            .method(
                "add",
                parameters: [
                    Parameter(nil, "plot", Plot.self), Parameter("to", "space", XYPlotSpace?.self, default: .some(nil)),
                ],
                doc: "Adds a plot on top of the others, drawn in a plot space (the default one when omitted)."
            ) { (graph: Graph, arguments) in
                graph.add(try arguments.argument(0, named: "plot"), to: try arguments.argument(1, named: "space"))
                return .none
            },
            .method(
                "insert",
                parameters: [
                    Parameter(nil, "plot", Plot.self), Parameter("at", "index", Int.self),
                    Parameter("into", "space", XYPlotSpace?.self, default: .some(nil)),
                ],
                doc: "Inserts a plot at a drawing position."
            ) { (graph: Graph, arguments) in
                graph.insert(
                    try arguments.argument(0, named: "plot"), at: try arguments.argument(1, named: "index"),
                    into: try arguments.argument(2, named: "space"))
                return .none
            },
            .method("remove", parameters: [Parameter(nil, "plot", Plot.self)], doc: "Removes a plot from the graph.") {
                (graph: Graph, arguments) in
                graph.remove(try arguments.argument(0, named: "plot"))
                return .none
            },
            .method("removePlot", parameters: [Parameter(nil, "plot", Plot.self)], doc: "Removes a plot from the graph.") {
                (graph: Graph, arguments) in
                graph.remove(try arguments.argument(0, named: "plot"))
                return .none
            },
            .method(
                "removePlot", parameters: [Parameter("withIdentifier", "identifier", String.self)], returns: .bool,
                doc: "Removes the first plot with an identifier; false when there is none."
            ) { (graph: Graph, arguments) in
                .bool(graph.removePlot(withIdentifier: try arguments.argument(0, named: "identifier")))
            },
            .method(
                "plot", parameters: [Parameter("withIdentifier", "identifier", String.self)],
                returns: .optional(Plot.valueType), doc: "The first plot with an identifier, or nil."
            ) { (graph: Graph, arguments) in
                graph.plot(withIdentifier: try arguments.argument(0, named: "identifier")).scriptValue
            },
            .method(
                "plot", parameters: [Parameter("at", "index", Int.self)], returns: .optional(Plot.valueType),
                doc: "The plot at a drawing position, or nil."
            ) { (graph: Graph, arguments) in
                graph.plot(at: try arguments.argument(0, named: "index")).scriptValue
            },
            .method("addPlotSpace", parameters: [Parameter(nil, "space", XYPlotSpace.self)], doc: "Adds a plot space.") {
                (graph: Graph, arguments) in
                graph.addPlotSpace(try arguments.argument(0, named: "space"))
                return .none
            },
            .method(
                "removePlotSpace", parameters: [Parameter(nil, "space", XYPlotSpace.self)],
                doc: "Removes a plot space other than the last one."
            ) { (graph: Graph, arguments) in
                graph.removePlotSpace(try arguments.argument(0, named: "space"))
                return .none
            },
            .method(
                "plotSpace", parameters: [Parameter("withIdentifier", "identifier", String.self)],
                returns: .optional(XYPlotSpace.valueType), doc: "The first plot space with an identifier, or nil."
            ) { (graph: Graph, arguments) in
                graph.plotSpace(withIdentifier: try arguments.argument(0, named: "identifier")).scriptValue
            },
            .method(
                "apply", parameters: [Parameter(nil, "theme", Theme.self)],
                doc: "Applies a theme's fills, borders, line and text styles and tick settings."
            ) { (graph: Graph, arguments) in
                graph.apply(try arguments.argument(0, named: "theme"))
                return .none
            },
            .method(
                "textDrawing", parameters: [Parameter("columns", Int.self, default: 72)], returns: .string,
                doc: "The chart drawn in Unicode braille for consoles: title, plots, and the axes' ranges."
            ) { (graph: Graph, arguments) in
                .string(graph.textDrawing(columns: try arguments.argument(0, named: "columns")))
            },
            .method(
                "snapshot", returns: Snapshot.valueType,
                doc: "A still picture of the graph as it is now; unlike the graph, it is not updated when shown."
            ) { (graph: Graph, _) in
                try Snapshot(of: graph).scriptValue
            },
            .method(
                "animate",
                parameters: [
                    Parameter("xAxisDuration", Double.self, default: 0), Parameter("yAxisDuration", Double.self, default: 0),
                    Parameter("easing", AnimationCurve.self, default: .linear),
                ],
                doc: "Makes the plots grow in where the graph is next shown: along x (records appear) and/or y (values rise), in seconds."
            ) { (graph: Graph, arguments) in
                try graph.animateGrowth(
                    xDuration: try arguments.argument(0, named: "xAxisDuration"), yDuration: try arguments.argument(1, named: "yAxisDuration"),
                    curve: try arguments.argument(2, named: "easing"))
                return .none
            },
            .method(
                "save", parameters: [Parameter(nil, "path", String.self)],
                doc: "Writes the graph to a .png, .svg or .pdf file, by the file's extension."
            ) { (graph: Graph, arguments) in
                try graph.save(try arguments.argument(0, named: "path"))
                return .none
            },
        ]
    }
}
