import PlotlineCore
import PlotlineValues

/// A color value with static members, accepting "#rrggbb" strings as the model's `Color` does.
struct FakeColor: ModelValue, StaticallyDescribed, ValueConvertible {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double = 1

    static let red = FakeColor(red: 1, green: 0, blue: 0)
    static let green = FakeColor(red: 0, green: 1, blue: 0)
    static let blue = FakeColor(red: 0, green: 0, blue: 1)
    static let black = FakeColor(red: 0, green: 0, blue: 0)
    static let clear = FakeColor(red: 0, green: 0, blue: 0, alpha: 0)

    var summary: String { "Color(red: \(red), green: \(green), blue: \(blue), alpha: \(alpha))" }

    static func fromValue(_ value: Value) throws -> FakeColor {
        if case .string(let text) = value, text.hasPrefix("#"), text.count == 7, let rgb = Int(text.dropFirst(), radix: 16) {
            return FakeColor(red: Double(rgb >> 16) / 255, green: Double((rgb >> 8) & 0xff) / 255, blue: Double(rgb & 0xff) / 255)
        }
        return try convertModel(value)
    }

    static let descriptor: TypeDescriptor = TypeDescriptor(name: "Color", doc: "A color.", kind: .value) { members in
        members.properties = [
            .property("red", \FakeColor.red, doc: "Red."),
            .property("green", \FakeColor.green, doc: "Green."),
            .property("blue", \FakeColor.blue, doc: "Blue."),
            .property("alpha", \FakeColor.alpha, doc: "Alpha."),
        ]
        members.staticProperties = [
            StaticPropertyDescriptor("red", doc: "Red.") { .model(FakeColor.red) },
            StaticPropertyDescriptor("green", doc: "Green.") { .model(FakeColor.green) },
            StaticPropertyDescriptor("blue", doc: "Blue.") { .model(FakeColor.blue) },
            StaticPropertyDescriptor("black", doc: "Black.") { .model(FakeColor.black) },
            StaticPropertyDescriptor("clear", doc: "Clear.") { .model(FakeColor.clear) },
        ]
        members.initializers = [
            FunctionDescriptor(
                "init",
                parameters: [
                    Parameter("red", "red", Double.self), Parameter("green", "green", Double.self), Parameter("blue", "blue", Double.self),
                    Parameter("alpha", "alpha", Double.self, default: 1),
                ],
                doc: "A color from components."
            ) { arguments in
                .model(FakeColor(
                    red: try Double.fromValue(arguments[0]), green: try Double.fromValue(arguments[1]),
                    blue: try Double.fromValue(arguments[2]), alpha: try Double.fromValue(arguments[3])))
            },
        ]
        members.methods = [
            .valueMethod("withAlpha", parameters: [Parameter(nil, "alpha", Double.self)], returns: .model(FakeColor.descriptor),
                         doc: "The color with another alpha.") { (color: inout FakeColor, arguments) in
                var copy = color
                copy.alpha = try Double.fromValue(arguments[0])
                return .model(copy)
            },
        ]
    }
}
