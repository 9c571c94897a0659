import PlotlineCore

/// An axis object with a number, an optional title, an enumeration and a read-only coordinate.
final class FakeAxis: ScriptObject, StaticallyDescribed, ValueConvertible {
    var majorIntervalLength: Double = 1
    var title: String?
    var labelingPolicy: FakeLabelingPolicy = .fixedInterval
    var axisLineStyle = FakeLineStyle()
    let coordinate: String

    init(coordinate: String) {
        self.coordinate = coordinate
    }

    class var descriptor: TypeDescriptor { table }

    private static let table: TypeDescriptor = TypeDescriptor(name: "XYAxis", doc: "An axis.", kind: .object) { members in
        members.properties = [
            .property("majorIntervalLength", \FakeAxis.majorIntervalLength, doc: "Ticks interval."),
            .property("title", \FakeAxis.title, doc: "The title."),
            .property("labelingPolicy", \FakeAxis.labelingPolicy, doc: "The labeling policy."),
            .property("axisLineStyle", \FakeAxis.axisLineStyle, doc: "The axis line."),
            .readOnly("coordinate", \FakeAxis.coordinate, doc: "x or y."),
        ]
    }
}

/// An axis set holding two axes (read-only references).
final class FakeAxisSet: ScriptObject, StaticallyDescribed, ValueConvertible {
    let xAxis = FakeAxis(coordinate: "x")
    let yAxis = FakeAxis(coordinate: "y")

    class var descriptor: TypeDescriptor { table }

    private static let table: TypeDescriptor = TypeDescriptor(name: "XYAxisSet", doc: "Axes.", kind: .object) { members in
        members.properties = [
            .readOnly("xAxis", \FakeAxisSet.xAxis, doc: "The x axis."),
            .readOnly("yAxis", \FakeAxisSet.yAxis, doc: "The y axis."),
            .computed("axes", type: .array(.model(FakeAxis.descriptor)), doc: "Both axes.") { (set: FakeAxisSet) in
                .array([.object(set.xAxis), .object(set.yAxis)])
            },
        ]
    }
}

/// A plot object with a value-type line style property.
final class FakePlot: ScriptObject, StaticallyDescribed, ValueConvertible {
    var identifier: String
    var title: String?
    var dataLineStyle = FakeLineStyle()
    var plotSymbol: FakePlotSymbol?
    var formatter: Value = .none

    init(identifier: String) {
        self.identifier = identifier
    }

    var summary: String { "ScatterPlot(\(identifier))" }

    class var descriptor: TypeDescriptor { table }

    private static let table: TypeDescriptor = TypeDescriptor(name: "ScatterPlot", doc: "A scatter plot.", kind: .object) { members in
        members.properties = [
            .property("identifier", \FakePlot.identifier, doc: "The identifier."),
            .property("title", \FakePlot.title, doc: "The title."),
            .property("dataLineStyle", \FakePlot.dataLineStyle, doc: "The line style."),
            .property("plotSymbol", \FakePlot.plotSymbol, doc: "The symbol."),
            .property("formatter", \FakePlot.formatter, doc: "A closure formatting labels."),
        ]
        members.initializers = [
            FunctionDescriptor("init", parameters: [Parameter("identifier", "identifier", String.self)], doc: "A plot.") { arguments in
                .object(FakePlot(identifier: try String.fromValue(arguments[0])))
            },
        ]
        members.methods = [
            .method("label", parameters: [Parameter(nil, "value", Double.self)], returns: .string,
                    doc: "Formats a value with the formatter closure.") { (plot: FakePlot, arguments) in
                guard case .callable(let formatter) = plot.formatter else { return .string("\(arguments[0].printText)") }
                return try formatter.call([arguments[0]])
            },
        ]
    }
}

/// A graph named `XYGraph`, with a nested axis set, plots, an initializer with defaults and methods.
final class FakeGraph: ScriptObject, StaticallyDescribed, ValueConvertible {
    var title: String?
    var width: Double
    var height: Double
    var theme: FakeTheme
    let axisSet = FakeAxisSet()
    private(set) var plots: [FakePlot] = []

    init(width: Double = 640, height: Double = 400, theme: FakeTheme = .plainWhite) {
        self.width = width
        self.height = height
        self.theme = theme
    }

    var summary: String { "XYGraph(\(Int(width))×\(Int(height)), title: \(title ?? "nil"), plots: \(plots.map(\.identifier)))" }

    class var descriptor: TypeDescriptor { table }

    private static let table: TypeDescriptor = TypeDescriptor(name: "XYGraph", doc: "A graph.", kind: .object) { members in
        members.properties = [
            .property("title", \FakeGraph.title, doc: "The title."),
            .property("width", \FakeGraph.width, doc: "The width."),
            .property("height", \FakeGraph.height, doc: "The height."),
            .property("theme", \FakeGraph.theme, doc: "The theme."),
            .readOnly("axisSet", \FakeGraph.axisSet, doc: "The axes."),
            .computed("allPlots", type: .array(.model(FakePlot.descriptor)), doc: "The plots.") { (graph: FakeGraph) in
                .array(graph.plots.map { .object($0) })
            },
        ]
        members.initializers = [
            FunctionDescriptor(
                "init",
                parameters: [
                    Parameter("width", "width", Double.self, default: 640), Parameter("height", "height", Double.self, default: 400),
                    Parameter("theme", "theme", FakeTheme.self, default: .plainWhite),
                ],
                doc: "A graph."
            ) { arguments in
                .object(FakeGraph(
                    width: try Double.fromValue(arguments[0]), height: try Double.fromValue(arguments[1]),
                    theme: try FakeTheme.fromValue(arguments[2])))
            },
        ]
        members.methods = [
            .method("add", parameters: [Parameter(nil, "plot", FakePlot.self)], doc: "Adds a plot.") { (graph: FakeGraph, arguments) in
                graph.plots.append(try FakePlot.fromValue(arguments[0]))
                return .none
            },
            .method("plot", parameters: [Parameter("withIdentifier", "identifier", String.self)], returns: .optional(.model(FakePlot.descriptor)),
                    doc: "The plot with an identifier.") { (graph: FakeGraph, arguments) in
                let identifier = try String.fromValue(arguments[0])
                return graph.plots.first { $0.identifier == identifier }.map { .object($0) } ?? .none
            },
        ]
    }
}

/// Every fake type, as `ModelTypes.all` will list the real ones.
enum FakeModel {
    static let types: [TypeDescriptor] = [
        FakeGraph.descriptor, FakeAxis.descriptor, FakeAxisSet.descriptor, FakePlot.descriptor, FakeColor.descriptor,
        FakeLineStyle.descriptor, FakeLabelingPolicy.descriptor, FakeTheme.descriptor, FakePlotSymbol.descriptor,
    ]
}
