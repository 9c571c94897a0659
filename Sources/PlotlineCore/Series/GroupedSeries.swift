import PlotlineFeeds
import PlotlineValues

/// The plots a graph draws for the groups of a feed (`graph.addSeries`): one per group, in the order the groups
/// first appear, each bound by key path to its group's feed, coloured from the theme's palette and listed in the
/// legend. A group that appears later (a record appended in a cell, by a followed file or a database refresh)
/// gets its plot then, so the shown chart gains the series (docs/feeds.md, "Series by field").
///
/// Ownership: the graph holds its series; a series holds its groups (which hold the grouped feed) and is their
/// observer, held weakly, so nothing holds the graph but its user.
final class GroupedSeries {
    /// The graph the plots are drawn in.
    private weak var graph: Graph?
    /// The groups drawn.
    let groups: FeedGroups
    /// The kind of plot each group is drawn as.
    let plotType: SeriesPlotType
    /// Each binding of a group's plot and the field it reads, in order.
    let bindings: [(binding: PlotBinding, field: String)]
    /// The plot space the plots are drawn in, or nil for the default one.
    private weak var plotSpace: XYPlotSpace?
    /// The group side-by-side bar plots share, for bar series.
    private let barGroup: BarPlotGroup?
    /// The plots made so far, in the order they were made.
    private var plots: [WeakPlot] = []
    /// The groups before this index have had their plot made (or their failure reported).
    private(set) var nextGroup = 0

    /// A series of a graph, with no plots yet (`addPlots` makes them).
    init(
        graph: Graph, groups: FeedGroups, plotType: SeriesPlotType,
        bindings: [(binding: PlotBinding, field: String)], plotSpace: XYPlotSpace?
    ) {
        self.graph = graph
        self.groups = groups
        self.plotType = plotType
        self.bindings = bindings
        self.plotSpace = plotSpace
        barGroup = plotType == .bar ? BarPlotGroup(plots: []) : nil
    }

    /// Makes, binds and colours the plots of the groups at `indexes`, then adds them to the graph (after the
    /// series' other plots) and its legend. Nothing is added when a plot cannot be bound.
    ///
    /// - Throws: the binding's error (a field of the wrong type); a `MemoryError` copying the groups' records.
    func addPlots(forGroupsAt indexes: Range<Int>) throws -> [Plot] {
        guard let graph, !indexes.isEmpty else { return [] }
        let names = groups.names
        let made = try graph.context.withCurrent {
            try indexes.map { index in
                try makePlot(named: names[index], feed: groups.feed(at: index), color: color(forGroupAt: index, in: graph))
            }
        }
        for plot in made { place(plot, in: graph) }
        skipGroups(before: indexes.upperBound)
        return made
    }

    /// Marks the groups before an index as handled, so that later announcements make plots only for newer ones.
    func skipGroups(before index: Int) {
        nextGroup = max(nextGroup, index)
    }

    /// Reports plots that could not be made for new groups where binding failures are shown (after the cell).
    func reportFailure(_ error: any Error, forGroupsAt indexes: Range<Int>) {
        guard let graph else { return }
        let names = indexes.map { "'\(groups.names[$0])'" }.joined(separator: ", ")
        let message = ModelError.message(of: error)
        graph.context.bindingIssues.report("addSeries could not add a plot for the group \(names) of '\(groups.field)': \(message)")
    }

    /// A group's plot, bound to its feed.
    private func makePlot(named name: String, feed: Feed, color: Color) throws -> Plot {
        let plot = plotType.makePlot(identifier: name)
        for (binding, field) in bindings {
            try plot.bind(binding, to: feed, withKeyPath: "arrangedObjects.\(field)")
        }
        plotType.paint(plot, with: color)
        return plot
    }

    /// The palette colour of a group: the applied theme's palette, by the group's order of appearance.
    private func color(forGroupAt index: Int, in graph: Graph) -> Color {
        let palette = graph.appliedTheme?.palette ?? []
        return palette.isEmpty ? ChartPalette.color(at: index) : palette[index % palette.count]
    }

    /// Adds a plot after the series' plots still in the graph (at the end when none is), to the bar group, and
    /// to a legend that lists its own plots (one that lists the graph's has it already).
    private func place(_ plot: Plot, in graph: Graph) {
        let drawn = graph.allPlots
        let after = drawn.lastIndex { shown in plots.contains { $0.plot === shown } }.map { $0 + 1 } ?? drawn.count
        let space = plotSpace.flatMap { space in graph.allPlotSpaces.contains { $0 === space } ? space : nil }
        graph.insert(plot, at: after, into: space)
        if let bars = plot as? BarPlot { barGroup?.add(bars) }
        if let legend = graph.legend, !legend.plots.contains(where: { $0 === plot }) { legend.addPlot(plot) }
        plots.append(WeakPlot(plot: plot))
    }
}
