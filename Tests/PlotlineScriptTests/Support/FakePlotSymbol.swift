import PlotlineCore
import PlotlineValues

/// A plot symbol made by a static factory method (`PlotSymbol.ellipse()`, `.ellipse()`).
struct FakePlotSymbol: ModelValue, StaticallyDescribed, ValueConvertible {
    var shape: String
    var size: Double = 5

    var summary: String { "PlotSymbol.\(shape)()" }

    static let descriptor: TypeDescriptor = TypeDescriptor(name: "PlotSymbol", doc: "A plot symbol.", kind: .value) { members in
        members.properties = [
            .readOnly("shape", \FakePlotSymbol.shape, doc: "The shape."),
            .property("size", \FakePlotSymbol.size, doc: "The size."),
        ]
        members.staticMethods = [
            FunctionDescriptor("ellipse", parameters: [], returns: .model(FakePlotSymbol.descriptor), doc: "An ellipse.") { _ in
                .model(FakePlotSymbol(shape: "ellipse"))
            },
            FunctionDescriptor("star", parameters: [Parameter("points", "points", Int.self, default: 5)], returns: .model(FakePlotSymbol.descriptor), doc: "A star.") { arguments in
                .model(FakePlotSymbol(shape: "star\(try Int.fromValue(arguments[0]))"))
            },
        ]
    }
}
