import PlotlineValues
import PlotlineFeeds

extension XYPlotSpace {
    /// The members of x-y plot spaces.
    static let xyPlotSpaceTable: TypeDescriptor = TypeDescriptor(
        name: "XYPlotSpace", doc: "A plot space with independent x and y ranges.", kind: .object,
        superType: PlotSpace.plotSpaceTable
    ) { members in
        members.properties = [
            .property("xRange", \XYPlotSpace.xRange, doc: "The visible x values (a range literal 0...50 works); until set, they follow the data.", default: "the data, rounded"),
            .property("yRange", \XYPlotSpace.yRange, doc: "The visible y values (a range literal 0...50 works); until set, they follow the data.", default: "the data, rounded"),
            .property("xRangeIsAutomatic", \XYPlotSpace.xRangeIsAutomatic, doc: "True while xRange follows the data of the plots; set true to follow again.", default: "true"),
            .property("yRangeIsAutomatic", \XYPlotSpace.yRangeIsAutomatic, doc: "True while yRange follows the data of the plots; set true to follow again.", default: "true"),
            .property("globalXRange", \XYPlotSpace.globalXRange, doc: "The limit xRange is kept within, or nil.", default: "nil"),
            .property("globalYRange", \XYPlotSpace.globalYRange, doc: "The limit yRange is kept within, or nil.", default: "nil"),
            scaleTypeProperty("xScaleType", coordinate: .x),
            scaleTypeProperty("yScaleType", coordinate: .y),
        ]
        members.initializers = [
            FunctionDescriptor(
                "init", parameters: [], returns: .model(xyPlotSpaceTable), doc: "Makes a plot space whose ranges follow its plots' data until set."
            ) { _ in
                XYPlotSpace().scriptValue
            }
        ]
        members.methods = [
            .method(
                "follow",
                parameters: [
                    Parameter(nil, "feed", Feed.self), Parameter("x", "field", String.self),
                    Parameter("window", Double.self), Parameter("margin", Double.self, default: 0),
                    Parameter("includesZero", Bool.self, default: true),
                ],
                doc: "Scrolls x to the last `window` units of a feed's field (`margin` past the newest) and scales y to the visible data, live."
            ) { (space: XYPlotSpace, arguments) in
                try space.follow(
                    try arguments.argument(0, named: "feed"), x: try arguments.argument(1, named: "field"),
                    window: try arguments.argument(2, named: "window"), margin: try arguments.argument(3, named: "margin"),
                    includesZero: try arguments.argument(4, named: "includesZero"))
                return .none
            },
            .method("stopFollowing", doc: "Stops following a feed; automatic ranges enclose all the data again.") {
                (space: XYPlotSpace, _) in
                space.stopFollowing()
                return .none
            },
            .method(
                "scaleToFit", parameters: [Parameter(nil, "plots", [Plot].self)],
                doc: "Sets both ranges to enclose the data of the plots."
            ) { (space: XYPlotSpace, arguments) in
                space.scaleToFit(try arguments.argument(0, named: "plots"))
                return .none
            },
            .method(
                "scaleToFit", parameters: [Parameter(nil, "plots", [Plot].self), Parameter("for", "coordinate", Coordinate.self)],
                doc: "Sets one coordinate's range to enclose the data of the plots."
            ) { (space: XYPlotSpace, arguments) in
                space.scaleToFit(try arguments.argument(0, named: "plots"), for: try arguments.argument(1, named: "coordinate"))
                return .none
            },
            .method(
                "categories", parameters: [Parameter("for", "coordinate", Coordinate.self)], returns: .array(.string),
                doc: "The category names of a coordinate, in index order."
            ) { (space: XYPlotSpace, arguments) in
                space.categories(for: try arguments.argument(0, named: "coordinate")).scriptValue
            },
            .method(
                "setCategories", parameters: [Parameter(nil, "names", [String].self), Parameter("for", "coordinate", Coordinate.self)],
                doc: "Replaces the categories of a coordinate (category i is at value i)."
            ) { (space: XYPlotSpace, arguments) in
                space.setCategories(try arguments.argument(0, named: "names"), for: try arguments.argument(1, named: "coordinate"))
                return .none
            },
            .method(
                "addCategory", parameters: [Parameter(nil, "name", String.self), Parameter("for", "coordinate", Coordinate.self)],
                doc: "Adds a category at the end."
            ) { (space: XYPlotSpace, arguments) in
                space.addCategory(try arguments.argument(0, named: "name"), for: try arguments.argument(1, named: "coordinate"))
                return .none
            },
            .method(
                "insertCategory",
                parameters: [
                    Parameter(nil, "name", String.self), Parameter("for", "coordinate", Coordinate.self),
                    Parameter("at", "index", Int.self),
                ],
                doc: "Inserts a category at an index."
            ) { (space: XYPlotSpace, arguments) in
                space.insertCategory(
                    try arguments.argument(0, named: "name"), for: try arguments.argument(1, named: "coordinate"),
                    at: try arguments.argument(2, named: "index"))
                return .none
            },
            .method(
                "removeCategory", parameters: [Parameter(nil, "name", String.self), Parameter("for", "coordinate", Coordinate.self)],
                doc: "Removes a category."
            ) { (space: XYPlotSpace, arguments) in
                space.removeCategory(try arguments.argument(0, named: "name"), for: try arguments.argument(1, named: "coordinate"))
                return .none
            },
            .method("removeAllCategories", doc: "Removes every category of every coordinate.") { (space: XYPlotSpace, _) in
                space.removeAllCategories()
                return .none
            },
            .method(
                "indexOfCategory", parameters: [Parameter(nil, "name", String.self), Parameter("for", "coordinate", Coordinate.self)],
                returns: .optional(.int), doc: "The index of a category, or nil."
            ) { (space: XYPlotSpace, arguments) in
                space.indexOfCategory(try arguments.argument(0, named: "name"), for: try arguments.argument(1, named: "coordinate"))
                    .scriptValue
            },
            .method(
                "setScaleType", parameters: [Parameter(nil, "scaleType", ScaleType.self), Parameter("for", "coordinate", Coordinate.self)],
                doc: "Sets how values of a coordinate map to positions."
            ) { (space: XYPlotSpace, arguments) in
                let scale: ScaleType = try arguments.argument(0, named: "scaleType")
                let coordinate: Coordinate = try arguments.argument(1, named: "coordinate")
                try space.checkScale(scale, for: coordinate)
                space.setScaleType(scale, for: coordinate)
                return .none
            },
            .method(
                "plotRange", parameters: [Parameter("for", "coordinate", Coordinate.self)],
                returns: PlotRange.valueType, doc: "The visible range of a coordinate."
            ) { (space: XYPlotSpace, arguments) in
                space.plotRange(for: try arguments.argument(0, named: "coordinate")).scriptValue
            },
            .method(
                "setPlotRange",
                parameters: [Parameter(nil, "range", PlotRange.self), Parameter("for", "coordinate", Coordinate.self)],
                doc: "Sets the visible range of a coordinate."
            ) { (space: XYPlotSpace, arguments) in
                space.setPlotRange(try arguments.argument(0, named: "range"), for: try arguments.argument(1, named: "coordinate"))
                return .none
            },
            .method(
                "plotAreaViewPoint", parameters: [Parameter("forPlotPoint", "plotPoint", [Double].self)],
                returns: Point.valueType,
                doc: "The plot-area point (points from the bottom-left corner, y up) of a data point [x, y]."
            ) { (space: XYPlotSpace, arguments) in
                let values: [Double] = try arguments.argument(0, named: "plotPoint")
                guard values.count == 2 else {
                    throw ModelError(.valueError, "a plot point has 2 values [x, y], not \(values.count)")
                }
                let area = space.laidOutPlotArea
                let view = space.mapping(in: area).viewPoint(forPlotPoint: Point(x: values[0], y: values[1]))
                return Point(x: view.x - area.minX, y: area.maxY - view.y).scriptValue
            },
            .method(
                "plotPoint", parameters: [Parameter("forPlotAreaViewPoint", "viewPoint", Point.self)],
                returns: .array(.double),
                doc: "The data point [x, y] at a plot-area point (points from the bottom-left corner, y up)."
            ) { (space: XYPlotSpace, arguments) in
                let view: Point = try arguments.argument(0, named: "viewPoint")
                let area = space.laidOutPlotArea
                let device = Point(x: area.minX + view.x, y: area.maxY - view.y)
                let plot = space.mapping(in: area).plotPoint(forViewPoint: device)
                return [plot.x, plot.y].scriptValue
            },
        ]
    }

    /// The plot area of the graph as last laid out (laying it out when needed), or a unit square with no graph.
    var laidOutPlotArea: Rect {
        guard let graph else { return Rect(x: 0, y: 0, width: 1, height: 1) }
        graph.layoutIfNeeded()
        return graph.plotAreaFrame.plotArea.frame
    }

    /// A scale type property whose setter keeps a `.dateTime` scale from placing what is not a date.
    private static func scaleTypeProperty(_ name: String, coordinate: Coordinate) -> PropertyDescriptor {
        .computed(
            name, type: ScaleType.valueType, doc: "How \(coordinate.rawValue) values map to positions.", default: ".linear",
            get: { (space: XYPlotSpace) in space.scaleType(for: coordinate).scriptValue },
            set: { (space: inout XYPlotSpace, value) in
                let scale = try ScaleType.fromValue(value)
                try space.checkScale(scale, for: coordinate)
                space.setScaleType(scale, for: coordinate)
            })
    }

    /// Checks that the space's plots give a coordinate what a scale can place (see `DataPlacementCheck`).
    func checkScale(_ scale: ScaleType, for coordinate: Coordinate) throws {
        try DataPlacementCheck.checkScale(scale, for: coordinate, of: self, plots: graph?.allPlots ?? [])
    }
}
