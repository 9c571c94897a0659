import PlotlineCore
import PlotlineValues

/// Graph themes.
enum FakeTheme: String, CaseIterable, ModelValue, StaticallyDescribed, ValueConvertible {
    case plainWhite, darkGradient

    var summary: String { ".\(rawValue)" }

    static let descriptor: TypeDescriptor = TypeDescriptor(name: "Theme", doc: "Themes.", kind: .enumeration) { members in
        members.staticProperties = allCases.map { theme in StaticPropertyDescriptor(theme.rawValue, doc: theme.rawValue) { .model(theme) } }
    }
}
