import PlotlineCore
import PlotlineValues

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
