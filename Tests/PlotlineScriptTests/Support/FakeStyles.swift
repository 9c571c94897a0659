import PlotlineCore

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

/// An enumeration of labeling policies, used as implicit members (`.automatic`, `.none`).
enum FakeLabelingPolicy: String, CaseIterable, ModelValue, StaticallyDescribed, ValueConvertible {
    case none, automatic, fixedInterval

    var summary: String { ".\(rawValue)" }

    static let descriptor: TypeDescriptor = TypeDescriptor(name: "AxisLabelingPolicy", doc: "Labeling policies.", kind: .enumeration) { members in
        members.staticProperties = allCases.map { policy in StaticPropertyDescriptor(policy.rawValue, doc: policy.rawValue) { .model(policy) } }
    }
}

/// Graph themes.
enum FakeTheme: String, CaseIterable, ModelValue, StaticallyDescribed, ValueConvertible {
    case plainWhite, darkGradient

    var summary: String { ".\(rawValue)" }

    static let descriptor: TypeDescriptor = TypeDescriptor(name: "Theme", doc: "Themes.", kind: .enumeration) { members in
        members.staticProperties = allCases.map { theme in StaticPropertyDescriptor(theme.rawValue, doc: theme.rawValue) { .model(theme) } }
    }
}

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
