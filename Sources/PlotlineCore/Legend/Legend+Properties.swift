import PlotlineValues

extension Legend {
    /// The members of legends.
    static let legendTable: TypeDescriptor = TypeDescriptor(
        name: "Legend", doc: "A box listing plots, each with a swatch and a title.", kind: .object,
        superType: BorderedLayer.borderedLayerTable
    ) { members in
        members.properties = styleProperties + gridProperties + [
            .computed(
                "plots", type: .array(Plot.valueType), doc: "The plots listed, in order.",
                get: { (legend: Legend) in legend.plots.scriptValue })
        ]
        members.methods = plotMethods
        members.initializers = [
            FunctionDescriptor(
                "init", parameters: [Parameter("graph", Graph?.self, default: .some(nil))], returns: .model(legendTable),
                doc: "Makes a legend listing the plots of its graph (attach it with graph.legend = legend)."
            ) { arguments in
                Legend(graph: try arguments.argument(0, named: "graph")).scriptValue
            },
            FunctionDescriptor(
                "init", parameters: [Parameter("plots", [Plot].self)], returns: .model(legendTable),
                doc: "Makes a legend listing exactly these plots."
            ) { arguments in
                Legend(plots: try arguments.argument(0, named: "plots")).scriptValue
            },
        ]
    }

    private static var styleProperties: [PropertyDescriptor] {
        [
            .computed(
                "textStyle", type: TextStyle.valueType, doc: "How entry titles are drawn; the theme's label style unless set.",
                get: { (legend: Legend) in legend.textStyle.scriptValue },
                set: { legend, value in legend.textStyle = try TextStyle.fromValue(value) }),
            .property("swatchSize", \Legend.swatchSize, doc: "The size of each swatch, or nil for about 2 × 1 em.", default: "nil"),
            .property("swatchBorderLineStyle", \Legend.swatchBorderLineStyle, doc: "A border around each swatch, or nil.", default: "nil"),
            .property("swatchCornerRadius", \Legend.swatchCornerRadius, doc: "The corner radius of each swatch.", default: "0"),
            .property("swatchFill", \Legend.swatchFill, doc: "A background behind each swatch, or nil.", default: "nil"),
            .property("entryFill", \Legend.entryFill, doc: "A background behind each entry, or nil.", default: "nil"),
            .property("entryBorderLineStyle", \Legend.entryBorderLineStyle, doc: "A border around each entry, or nil.", default: "nil"),
            .property("entryCornerRadius", \Legend.entryCornerRadius, doc: "The corner radius of each entry.", default: "0"),
            entryPadding("entryPaddingLeft", \.left), entryPadding("entryPaddingTop", \.top),
            entryPadding("entryPaddingRight", \.right), entryPadding("entryPaddingBottom", \.bottom),
            .property("swatchLayout", \Legend.swatchLayout, doc: "Where each swatch sits relative to its text.", default: ".left"),
            .property("titleOffset", \Legend.titleOffset, doc: "The space between a swatch and its text, in points.", default: "5"),
        ]
    }

    private static var gridProperties: [PropertyDescriptor] {
        [
            .property("numberOfRows", \Legend.numberOfRows, doc: "The number of rows, or 0 to follow from the columns.", default: "0"),
            .property(
                "numberOfColumns", \Legend.numberOfColumns, doc: "The number of columns, or 0 to follow from the rows.",
                default: "0"),
            .property("equalRows", \Legend.equalRows, doc: "True to make every row as high as the highest.", default: "true"),
            .property("equalColumns", \Legend.equalColumns, doc: "True to make every column as wide as the widest.", default: "false"),
            .property("columnMargin", \Legend.columnMargin, doc: "The space between columns, in points.", default: "10"),
            .property("rowMargin", \Legend.rowMargin, doc: "The space between rows, in points.", default: "5"),
        ]
    }

    private static func entryPadding(_ name: String, _ side: WritableKeyPath<EdgeInsets, Double> & Sendable) -> PropertyDescriptor {
        .computed(
            name, type: .double, doc: "Space inside each entry on one side, in points.", default: "0",
            get: { (legend: Legend) in .double(legend.entryPadding[keyPath: side]) },
            set: { legend, value in legend.entryPadding[keyPath: side] = try Double.fromValue(value) })
    }

    private static var plotMethods: [MethodDescriptor] {
        [
            .method("addPlot", parameters: [Parameter(nil, "plot", Plot.self)], doc: "Adds a plot at the end.") {
                (legend: Legend, arguments) in
                legend.addPlot(try arguments.argument(0, named: "plot"))
                return .none
            },
            .method(
                "insertPlot", parameters: [Parameter(nil, "plot", Plot.self), Parameter("at", "index", Int.self)],
                doc: "Inserts a plot at a position."
            ) { (legend: Legend, arguments) in
                legend.insertPlot(try arguments.argument(0, named: "plot"), at: try arguments.argument(1, named: "index"))
                return .none
            },
            .method("removePlot", parameters: [Parameter(nil, "plot", Plot.self)], doc: "Removes a plot.") {
                (legend: Legend, arguments) in
                legend.removePlot(try arguments.argument(0, named: "plot"))
                return .none
            },
            .method(
                "removePlot", parameters: [Parameter("withIdentifier", "identifier", String.self)], returns: .bool,
                doc: "Removes the first plot with an identifier; false when none is listed."
            ) { (legend: Legend, arguments) in
                .bool(legend.removePlot(withIdentifier: try arguments.argument(0, named: "identifier")))
            },
        ]
    }
}
