import PlotlineValues

extension Theme: ModelValue, StaticallyDescribed, ValueConvertible {
    /// The scripting description of `Theme`.
    public static let descriptor: TypeDescriptor = TypeDescriptor(
        name: "Theme", doc: "A named set of fills, borders, line and text styles and tick settings for a graph.",
        kind: .value
    ) { members in
        members.properties = styleProperties
        members.initializers = [
            FunctionDescriptor(
                "init", parameters: [Parameter("named", "name", String.self)], returns: .model(descriptor),
                doc: "The built-in or registered theme with a name (\"Plain White\", \"plainWhite\", or a registered name)."
            ) { arguments in
                let name: String = try arguments.argument(0, named: "name")
                guard let theme = Theme(named: name) else {
                    let names = Theme.all.map(\.name)
                    throw ModelError(
                        .valueError, "there is no theme named '\(name)'",
                        hint: Suggestion.closest(to: name, among: names).map { "did you mean '\($0)'?" }
                            ?? "the themes are " + names.map { "'\($0)'" }.joined(separator: ", "))
                }
                return theme.scriptValue
            },
            FunctionDescriptor(
                "init", parameters: [Parameter("name", String.self), Parameter("basedOn", "base", Theme.self, default: .plainWhite)],
                returns: .model(descriptor), doc: "A copy of a theme (Plain White by default) under a new name, to change and register."
            ) { arguments in
                Theme(name: try arguments.argument(0, named: "name"), basedOn: try arguments.argument(1, named: "base")).scriptValue
            },
        ]
        members.staticProperties = Theme.builtIn.map { entry in
            StaticPropertyDescriptor(entry.name, doc: "The \"\(entry.theme.name)\" theme.") { entry.theme.scriptValue }
        }
        members.staticMethods = [
            FunctionDescriptor(
                "register", parameters: [Parameter("name", String.self), Parameter("theme", Theme.self)],
                doc: "Registers a theme under a name, so that Theme(named:) and session.theme find it."
            ) { arguments in
                try Theme.register(try arguments.argument(1, named: "theme"), name: try arguments.argument(0, named: "name"))
                return .none
            },
            FunctionDescriptor(
                "register", parameters: [Parameter(nil, "theme", Theme.self)],
                doc: "Registers a theme under its own name."
            ) { arguments in
                let theme: Theme = try arguments.argument(0, named: "theme")
                try Theme.register(theme, name: theme.name)
                return .none
            },
        ]
    }

    private static var styleProperties: [PropertyDescriptor] {
        [
            .property("name", \Theme.name, doc: "The theme's name."),
            .property("graphFill", \Theme.graphFill, doc: "The graph's background."),
            .property("graphBorderLineStyle", \Theme.graphBorderLineStyle, doc: "The graph's border."),
            .property("graphCornerRadius", \Theme.graphCornerRadius, doc: "The graph's corner radius."),
            .property("plotAreaFrameFill", \Theme.plotAreaFrameFill, doc: "The plot area frame's background."),
            .property("plotAreaFrameBorderLineStyle", \Theme.plotAreaFrameBorderLineStyle, doc: "The plot area frame's border."),
            .property("plotAreaFrameCornerRadius", \Theme.plotAreaFrameCornerRadius, doc: "The plot area frame's corner radius."),
            .property("plotAreaFill", \Theme.plotAreaFill, doc: "The plot area's background (behind the data only)."),
            .property("plotAreaBorderLineStyle", \Theme.plotAreaBorderLineStyle, doc: "The plot area's border."),
            .property("axisLineStyle", \Theme.axisLineStyle, doc: "Every axis line."),
            .property("majorTickLineStyle", \Theme.majorTickLineStyle, doc: "Major tick marks."),
            .property("minorTickLineStyle", \Theme.minorTickLineStyle, doc: "Minor tick marks."),
            .property("majorGridLineStyle", \Theme.majorGridLineStyle, doc: "Major grid lines."),
            .property("minorGridLineStyle", \Theme.minorGridLineStyle, doc: "Minor grid lines."),
            .property("labelTextStyle", \Theme.labelTextStyle, doc: "Tick labels."),
            .property("axisTitleTextStyle", \Theme.axisTitleTextStyle, doc: "Axis titles."),
            .property("titleTextStyle", \Theme.titleTextStyle, doc: "The graph's title."),
            .property("legendTextStyle", \Theme.legendTextStyle, doc: "Legend entries."),
            .property("tickDirection", \Theme.tickDirection, doc: "The side ticks point to."),
            .property("majorTickLength", \Theme.majorTickLength, doc: "The length of major ticks in points."),
            .property("minorTickLength", \Theme.minorTickLength, doc: "The length of minor ticks in points."),
            .property("labelOffset", \Theme.labelOffset, doc: "The gap between ticks and labels in points."),
            .property(
                "palette", \Theme.palette,
                doc: "The colours plots take in order where none is set: one per group of graph.addSeries (Tableau 10 by default)."),
        ]
    }

    /// `.plainWhite` for a built-in theme, else `Theme(named: "…")`.
    public var summary: String {
        Theme.builtIn.first { $0.theme == self }.map { ".\($0.name)" } ?? "Theme(named: \"\(name)\")"
    }
}
