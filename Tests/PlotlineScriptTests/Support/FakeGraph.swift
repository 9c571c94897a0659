import PlotlineCore
import PlotlineValues

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
