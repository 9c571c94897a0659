import PlotlineCore
import PlotlineValues

/// A line style value: width and color, with a mutating method.
struct FakeLineStyle: ModelValue, StaticallyDescribed, ValueConvertible {
    var lineWidth: Double = 1
    var lineColor: FakeColor = .black

    var summary: String { "LineStyle(lineWidth: \(lineWidth))" }

    static let descriptor: TypeDescriptor = TypeDescriptor(name: "LineStyle", doc: "A line style.", kind: .value) { members in
        members.properties = [
            .property("lineWidth", \FakeLineStyle.lineWidth, doc: "The width."),
            .property("lineColor", \FakeLineStyle.lineColor, doc: "The color."),
        ]
        members.initializers = [
            FunctionDescriptor(
                "init", parameters: [Parameter("lineWidth", "lineWidth", Double.self, default: 1), Parameter("lineColor", "lineColor", FakeColor.self, default: .black)],
                doc: "A line style."
            ) { arguments in
                .model(FakeLineStyle(lineWidth: try Double.fromValue(arguments[0]), lineColor: try FakeColor.fromValue(arguments[1])))
            },
        ]
        members.methods = [
            .valueMethod("widen", parameters: [Parameter("by", "amount", Double.self)], mutating: true,
                         doc: "Makes the line wider.") { (style: inout FakeLineStyle, arguments) in
                style.lineWidth += try Double.fromValue(arguments[0])
                return .none
            },
        ]
    }
}
