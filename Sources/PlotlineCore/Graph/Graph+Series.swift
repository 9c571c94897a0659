import PlotlineFeeds
import PlotlineValues

/// Series by field: one plot per group of a feed's records (Swift Charts' `foregroundStyle(by:)`, Vega-Lite's
/// colour by field), kept current as the feed brings new groups (see `GroupedSeries` and docs/feeds.md,
/// "Series by field").
extension Graph {
    /// Adds one plot per value of a field of a feed's records, in the order the values first appear: each
    /// drawn as `plotType`, its identifier the value as text, bound by key path to the feed of its group (`x` and
    /// `y` fill the type's x and y bindings, `bindings` any others), coloured from the theme's palette, with a
    /// legend entry (a legend listing the graph's plots is made when the graph has none); a date field along a
    /// linear coordinate makes it `.dateTime`, and with a text field along x (categories) the y axis is pinned to
    /// the plot area's left edge. A value that appears later adds its plot then. Returns the plots, to style
    /// further.
    ///
    /// - Throws: a `PropertyError` for a field the feed does not have or a binding the plot type does not have
    ///   (with a suggestion); a `TypeError` for a plot type groups cannot be drawn as (a pie chart) or a field of
    ///   the wrong type; a `ValueError` when the plot would have no data. The graph is unchanged then.
    @discardableResult
    public func addSeries(
        from feed: Feed, by field: String, x: String? = nil, y: String? = nil, plotType: Plot.Type = ScatterPlot.self,
        bindings extra: [(binding: PlotBinding, field: String)] = [], to space: XYPlotSpace? = nil
    ) throws -> [Plot] {
        let type = try SeriesPlotType(plotType)
        let bindings = try Graph.seriesBindings(of: type, plotClass: plotType, x: x, y: y, extra: extra)
        try feed.checkField(field)
        for (_, bound) in bindings { try feed.checkField(bound) }
        let groups = try feed.grouped(by: field)
        let series = GroupedSeries(graph: self, groups: groups, plotType: type, bindings: bindings, plotSpace: space)
        _ = try groups.allFeeds()
        let plots = try series.addPlots(forGroupsAt: 0..<groups.count)
        if legend == nil { legend = Legend(graph: self) }
        let target = space ?? defaultPlotSpace
        scaleDatesOnDateTimeAxes(of: type, bindings: bindings, feed: feed, space: target)
        pinValueAxisBesideCategories(of: type, bindings: bindings, feed: feed, space: target)
        groupedSeries.append(series)
        groups.addObserver(series)
        return plots
    }

    /// Gives a linear coordinate of the plot space a date field is drawn along the `.dateTime` scale, so that
    /// its axis shows dates (Swift Charts' date axes) rather than seconds since 1970.
    private func scaleDatesOnDateTimeAxes(
        of type: SeriesPlotType, bindings: [(binding: PlotBinding, field: String)], feed: Feed, space: XYPlotSpace?
    ) {
        guard let space else { return }
        for (binding, field) in bindings where feed.kind(ofField: field) == .date {
            switch type.coordinate(of: binding) {
            case .x? where space.xScaleType == .linear: space.xScaleType = .dateTime
            case .y? where space.yScaleType == .linear: space.yScaleType = .dateTime
            default: break
            }
        }
    }

    /// With categories along x (a text field), the y axis of the plot space would cross x at the first
    /// category, through its bars; unless it is placed already, it is pinned to the plot area's left edge.
    private func pinValueAxisBesideCategories(
        of type: SeriesPlotType, bindings: [(binding: PlotBinding, field: String)], feed: Feed, space: XYPlotSpace?
    ) {
        let categories = bindings.contains { type.coordinate(of: $0.binding) == .x && feed.kind(ofField: $0.field) == .string }
        guard categories, let axes = axisSet as? XYAxisSet else { return }
        let valueAxis = axes.yAxis
        guard valueAxis.effectivePlotSpace === space, valueAxis.axisConstraints == nil else { return }
        valueAxis.axisConstraints = Constraints(lowerOffset: 0)
    }

    /// The bindings of a series' plots: `x` and `y` on the plot type's own, then the others, each checked.
    ///
    /// - Throws: a `PropertyError` for a binding the type does not have; a `ValueError` when `y` has no binding
    ///   to fill or a binding the type needs is missing.
    static func seriesBindings(
        of type: SeriesPlotType, plotClass: Plot.Type, x: String?, y: String?,
        extra: [(binding: PlotBinding, field: String)]
    ) throws -> [(binding: PlotBinding, field: String)] {
        var bindings: [(binding: PlotBinding, field: String)] = []
        if let x { bindings.append((type.xBinding, x)) }
        if let y {
            guard let yBinding = type.yBinding else {
                throw ModelError(
                    .valueError, "a \(plotClass.descriptor.name) has no single y to bind '\(y)' to",
                    hint: "give its values by name: bindings: [\"openValues\": \"open\", \"highValues\": \"high\", "
                        + "\"lowValues\": \"low\", \"closeValues\": \"close\"]")
            }
            bindings.append((yBinding, y))
        }
        for (binding, field) in extra {
            guard plotClass.exposedBindings.contains(binding) else {
                throw Plot.unknownBinding(binding.rawValue, of: plotClass)
            }
            bindings.removeAll { $0.binding == binding }
            bindings.append((binding, field))
        }
        let missing = type.requiredBindings.filter { needed in !bindings.contains { $0.binding == needed } }
        guard missing.isEmpty else {
            let names = missing.map(\.rawValue)
            let hint = type.yBinding.map { _ in "give y: the field to draw, such as y: \"price\"" }
                ?? "give them by name: bindings: [" + names.map { "\"\($0)\": \"…\"" }.joined(separator: ", ") + "]"
            throw ModelError(
                .valueError,
                "a \(plotClass.descriptor.name) per group needs \(names.joined(separator: ", ")) bound to a field",
                hint: hint)
        }
        return bindings
    }

    /// The methods of series by field the language sees (listed in `Graph`'s descriptor).
    static var seriesMethods: [MethodDescriptor] {
        [
            .method(
                "addSeries",
                parameters: [
                    Parameter("from", "feed", Feed.self), Parameter("by", "field", String.self),
                    Parameter("x", String?.self, default: .some(nil)), Parameter("y", String?.self, default: .some(nil)),
                    Parameter("plotType", type: .any, default: .type(ScatterPlot.descriptor)),
                    Parameter("bindings", type: .dictionary(key: .string, value: .string), default: .dictionary([:])),
                    Parameter("to", "space", XYPlotSpace?.self, default: .some(nil)),
                ],
                returns: .array(Plot.valueType),
                doc: "Adds a plot per value of a field (colours from the theme's palette, a legend entry each), bound to each group's feed; later values add plots."
            ) { (graph: Graph, arguments) in
                let plots = try graph.addSeries(
                    from: try arguments.argument(0, named: "feed"), by: try arguments.argument(1, named: "field"),
                    x: try arguments.argument(2, named: "x"), y: try arguments.argument(3, named: "y"),
                    plotType: try seriesPlotClass(from: arguments[4]),
                    bindings: try seriesExtraBindings(from: arguments[5]),
                    to: try arguments.argument(6, named: "space"))
                return .array(plots.map { .object($0) })
            },
        ]
    }

    /// The plot class a `plotType:` argument names (`BarPlot.self`, or `BarPlot`).
    private static func seriesPlotClass(from value: Value) throws -> Plot.Type {
        guard case .type(let descriptor) = value else {
            throw ModelError(
                .typeError, "plotType must be a plot type such as BarPlot.self, not a value of type '\(value.typeName)'",
                hint: "use ScatterPlot.self, BarPlot.self, RangePlot.self or TradingRangePlot.self")
        }
        return try SeriesPlotType.plotClass(named: descriptor)
    }

    /// The `bindings:` argument: binding names (`"highValues"` or `PlotBinding.highValues`) to field names.
    private static func seriesExtraBindings(from value: Value) throws -> [(binding: PlotBinding, field: String)] {
        guard case .dictionary(let entries) = value else {
            throw ModelError.typeMismatch(expected: .dictionary(key: .string, value: .string), actual: value)
        }
        return try entries.map { key, field in
            guard case .string(let fieldName) = field else {
                throw ModelError.typeMismatch(expected: .string, actual: field, context: "for a field name in bindings")
            }
            switch key {
            case .string(let name):
                guard let binding = PlotBinding(rawValue: name) else {
                    let names = PlotBinding.allCases.map(\.rawValue)
                    throw ModelError(
                        .propertyError, "there is no binding named '\(name)'",
                        hint: Suggestion.closest(to: name, among: names).map { "did you mean '\($0)'?" })
                }
                return (binding, fieldName)
            default:
                return (try PlotBinding.fromValue(key), fieldName)
            }
        }
    }
}
