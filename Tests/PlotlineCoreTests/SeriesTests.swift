import PlotlineTestSupport
import PlotlineCore
import XCTest
import PlotlineValues
import PlotlineFeeds

/// `graph.addSeries(from:by:…)`: a plot per group, coloured from the theme's palette, in the legend, bound to its
/// group's feed, and a plot for each group that appears later.
final class SeriesTests: XCTestCase {
    private let day = 86_400.0

    /// Long-format prices: MSFT and AMZN on three days, IBM on one.
    private func stocks() throws -> Feed {
        try Feed(records: [
            ["symbol": "MSFT", "date": .date(0), "price": 39.8], ["symbol": "AMZN", "date": .date(0), "price": 64.6],
            ["symbol": "MSFT", "date": .date(day), "price": 36.4], ["symbol": "IBM", "date": .date(0), "price": 100.5],
            ["symbol": "AMZN", "date": .date(day), "price": 69.4], ["symbol": "MSFT", "date": .date(2 * day), "price": 43.2],
            ["symbol": "AMZN", "date": .date(2 * day), "price": 68.1],
        ])
    }

    private func lineColor(_ plot: Plot) -> Color? {
        (plot as? ScatterPlot)?.dataLineStyle?.lineColor
    }

    // MARK: - Plots

    func testAPlotPerGroupInFirstAppearanceOrderWithThePalettesColoursAndALegend() throws {
        let graph = XYGraph()
        XCTAssertNil(graph.legend)
        let plots = try graph.addSeries(from: try stocks(), by: "symbol", x: "date", y: "price")
        XCTAssertEqual(plots.map(\.identifier), ["MSFT", "AMZN", "IBM"])
        XCTAssertTrue(graph.allPlots.elementsEqual(plots, by: ===))
        XCTAssertTrue(plots.allSatisfy { $0 is ScatterPlot })
        XCTAssertEqual(plots.map(lineColor), Array(Theme.plainWhite.palette.prefix(3)))
        XCTAssertEqual(Theme.plainWhite.palette, ChartPalette.colors)
        XCTAssertEqual(plots.map { ($0 as? ScatterPlot)?.dataLineStyle?.lineWidth }, [2, 2, 2])
        XCTAssertTrue(graph.legend?.plots.elementsEqual(plots, by: ===) ?? false, "a legend appears for the series")
        XCTAssertEqual(graph.defaultPlotSpace?.xScaleType, .dateTime, "a date field makes x a date axis")
        XCTAssertEqual(graph.defaultPlotSpace?.yScaleType, .linear)
    }

    func testEachPlotIsBoundToItsGroupsFeedByKeyPath() throws {
        let graph = XYGraph()
        let plots = try graph.addSeries(from: try stocks(), by: "symbol", x: "date", y: "price")
        let amzn = plots[1]
        XCTAssertEqual(amzn.dataCount, 3)
        XCTAssertEqual(amzn.cachedNumbers(forField: .yValues), [64.6, 69.4, 68.1])
        XCTAssertEqual(amzn.cachedNumbers(forField: .xValues), [0, day, 2 * day])
        let source = amzn.plotBindings?.source(for: .yValues)
        XCTAssertEqual(source?.keyPath, "arrangedObjects.price")
        XCTAssertEqual((source?.object as? Feed)?.groupKey, .string("AMZN"))
        XCTAssertTrue(amzn.plotBindings?.isIncremental ?? false)
    }

    func testAnAppendFetchesOnlyTheNewRecordOfItsOwnPlot() throws {
        let feed = try stocks()
        let graph = XYGraph()
        let plots = try graph.addSeries(from: feed, by: "symbol", x: "date", y: "price")
        let msft = try FetchRecorder(installedOn: plots[0])
        let amzn = try FetchRecorder(installedOn: plots[1])
        try plots[0].reloadData()
        try plots[1].reloadData()
        msft.reset()
        amzn.reset()
        try feed.append(["symbol": "AMZN", "date": .date(3 * day), "price": 70])
        _ = plots[0].dataCount
        _ = plots[1].dataCount
        XCTAssertEqual(amzn.ranges(for: .yValues), [3..<4])
        XCTAssertEqual(amzn.ranges(for: .xValues), [3..<4])
        XCTAssertTrue(msft.fetchedRanges.isEmpty, "another group's plot fetches nothing")
        XCTAssertEqual(plots[1].cachedNumbers(forField: .yValues), [64.6, 69.4, 68.1, 70])
    }

    func testARecordWithANewValueAddsAPlotWithTheNextColourAndALegendEntry() throws {
        let feed = try stocks()
        let graph = XYGraph()
        let plots = try graph.addSeries(from: feed, by: "symbol", x: "date", y: "price")
        let mean = ScatterPlot(identifier: "Mean", x: [0, 2 * day], y: [60, 60])
        graph.add(mean)
        let revision = graph.revision
        try feed.append(contentsOf: [
            ["symbol": "GOOG", "date": .date(2 * day), "price": 102], ["symbol": "GOOG", "date": .date(3 * day), "price": 110],
        ])
        XCTAssertGreaterThan(graph.revision, revision, "the shown chart redraws")
        XCTAssertEqual(graph.allPlots.map(\.identifier), ["MSFT", "AMZN", "IBM", "GOOG", "Mean"], "after the series")
        let goog = try XCTUnwrap(graph.plot(withIdentifier: "GOOG"))
        XCTAssertEqual(lineColor(goog), Theme.plainWhite.palette[3])
        XCTAssertEqual(goog.dataCount, 2)
        XCTAssertEqual(goog.cachedNumbers(forField: .yValues), [102, 110])
        XCTAssertTrue(graph.legend?.plots.contains { $0 === goog } ?? false)
        try feed.append(["symbol": "GOOG", "date": .date(4 * day), "price": 111])
        XCTAssertEqual(goog.dataCount, 3, "the new plot follows its group")
        XCTAssertEqual(graph.allPlots.count, 5)
        XCTAssertEqual(plots.count, 3, "the returned array is the plots made then")
    }

    func testAFeedWithNoRecordsYetGetsItsPlotsAsGroupsArrive() throws {
        let feed = Feed()
        let graph = XYGraph()
        let plots = try graph.addSeries(from: feed, by: "host", x: "t", y: "latency")
        XCTAssertTrue(plots.isEmpty)
        feed.inbox.push([["t": 0, "latency": 12, "host": "a"], ["t": 0, "latency": 15, "host": "b"]])
        feed.drainInbox()
        XCTAssertEqual(graph.allPlots.map(\.identifier), ["a", "b"])
        XCTAssertEqual(graph.allPlots.map(lineColor), Array(ChartPalette.colors.prefix(2)))
        XCTAssertEqual(graph.legend?.plots.count, 2)
    }

    func testAPlotThatCannotBeMadeForANewGroupIsReportedAfterTheCell() throws {
        let feed = Feed()
        let graph = XYGraph()
        _ = try graph.addSeries(from: feed, by: "host", x: "t", y: "latency", plotType: BarPlot.self)
        feed.inbox.push([["t": 0, "latency": "slow", "host": "a"]])
        feed.drainInbox()
        XCTAssertTrue(graph.allPlots.isEmpty)
        let issues = graph.context.bindingIssues.take()
        XCTAssertEqual(issues.count, 1)
        XCTAssertTrue(issues.first?.hasPrefix("addSeries could not add a plot for the group 'a' of 'host': ") ?? false, "\(issues)")
        feed.inbox.push([["t": 1, "latency": "slower", "host": "a"]])
        feed.drainInbox()
        XCTAssertEqual(graph.context.bindingIssues.take(), [], "a group is tried once")
    }

    func testThePaletteIsTheAppliedThemes() throws {
        var theme = Theme(name: "Two colours", basedOn: .plainWhite)
        theme.palette = [.red, .green]
        let graph = XYGraph(theme: theme)
        let plots = try graph.addSeries(from: try stocks(), by: "symbol", x: "date", y: "price")
        XCTAssertEqual(plots.map(lineColor), [.red, .green, .red], "the palette cycles")
        let dark = try XYGraph(theme: .stocks).addSeries(from: try stocks(), by: "symbol", y: "price")
        XCTAssertEqual(dark.map(lineColor), Array(ChartPalette.mediumColors.prefix(3)))
    }

    // MARK: - Plot types

    func testBarSeriesStandSideBySideFilledFromThePalette() throws {
        let feed = try stocks()
        let graph = XYGraph()
        let plots = try graph.addSeries(from: feed, by: "symbol", x: "date", y: "price", plotType: BarPlot.self)
        let bars = plots.compactMap { $0 as? BarPlot }
        XCTAssertEqual(bars.count, 3)
        XCTAssertEqual(bars.map(\.fill), ChartPalette.colors.prefix(3).map { Fill(color: $0) as Fill? })
        XCTAssertEqual(bars[0].barTips, [39.8, 36.4, 43.2])
        XCTAssertEqual(bars[0].barLocations, [0, day, 2 * day])
        let group = try XCTUnwrap(bars[0].group)
        XCTAssertTrue(group.plots.elementsEqual(bars, by: ===))
        try feed.append(["symbol": "GOOG", "date": .date(0), "price": 100])
        let goog = try XCTUnwrap(graph.plot(withIdentifier: "GOOG") as? BarPlot)
        XCTAssertTrue(goog.group === group, "a late group's bars join the others")
        XCTAssertEqual(goog.fill, Fill(color: ChartPalette.colors[3]))
    }

    func testCategoriesAlongXPinTheValueAxisToTheLeftEdge() throws {
        let sales = try Feed(records: [
            ["region": "North", "quarter": "Q1", "revenue": 120], ["region": "South", "quarter": "Q1", "revenue": 95],
            ["region": "North", "quarter": "Q2", "revenue": 135],
        ])
        let graph = XYGraph()
        let bars = try graph.addSeries(from: sales, by: "region", x: "quarter", y: "revenue", plotType: BarPlot.self)
        XCTAssertEqual(graph.defaultPlotSpace?.categories(for: .x), ["Q1", "Q2"])
        XCTAssertEqual((bars[0] as? BarPlot)?.barLocations, [0, 1])
        XCTAssertEqual((graph.axisSet as? XYAxisSet)?.yAxis.axisConstraints, Constraints(lowerOffset: 0))
        let placed = XYGraph()
        (placed.axisSet as? XYAxisSet)?.yAxis.axisConstraints = Constraints(upperOffset: 0)
        _ = try placed.addSeries(from: sales, by: "region", x: "quarter", y: "revenue", plotType: BarPlot.self)
        XCTAssertEqual((placed.axisSet as? XYAxisSet)?.yAxis.axisConstraints, Constraints(upperOffset: 0), "a placed axis stays")
        let numbers = XYGraph()
        _ = try numbers.addSeries(from: try stocks(), by: "symbol", y: "price")
        XCTAssertNil((numbers.axisSet as? XYAxisSet)?.yAxis.axisConstraints, "numbers along x leave the axes alone")
    }

    func testWithoutXEachGroupsRecordsStandAtTheirIndexes() throws {
        let graph = XYGraph()
        let plots = try graph.addSeries(from: try stocks(), by: "symbol", y: "price")
        XCTAssertEqual(plots[0].dataCount, 3)
        XCTAssertNil(plots[0].plotBindings?.source(for: .xValues))
        XCTAssertEqual((plots[0] as? ScatterPlot)?.plotRange(for: .x), PlotRange(location: 0, length: 2))
    }

    func testRangeAndTradingRangeSeriesBindTheirOwnFields() throws {
        let feed = try Feed(records: [
            ["s": "a", "t": 0, "o": 1, "h": 3, "l": 0.5, "c": 2], ["s": "b", "t": 0, "o": 5, "h": 6, "l": 4, "c": 4.5],
        ])
        let graph = XYGraph()
        let ranges = try graph.addSeries(
            from: feed, by: "s", x: "t", y: "c", plotType: RangePlot.self,
            bindings: [(.highValues, "h"), (.lowValues, "l")])
        XCTAssertEqual(ranges[0].dataCount, 1)
        XCTAssertEqual(ranges[0].cachedNumbers(forField: .highValues), [3])
        XCTAssertEqual((ranges[1] as? RangePlot)?.barLineStyle?.lineColor, ChartPalette.colors[1])
        let trading = try XYGraph().addSeries(
            from: feed, by: "s", x: "t", plotType: TradingRangePlot.self,
            bindings: [(.openValues, "o"), (.highValues, "h"), (.lowValues, "l"), (.closeValues, "c")])
        XCTAssertEqual(trading[1].dataCount, 1)
        XCTAssertEqual(trading[1].cachedNumbers(forField: .closeValues), [4.5])
        XCTAssertEqual((trading[1] as? TradingRangePlot)?.lineStyle.lineColor, ChartPalette.colors[1])
        let y = modelError { _ = try XYGraph().addSeries(from: feed, by: "s", x: "t", y: "c", plotType: TradingRangePlot.self) }
        XCTAssertEqual(y?.message, "a TradingRangePlot has no single y to bind 'c' to")
        let missing = modelError {
            _ = try XYGraph().addSeries(from: feed, by: "s", x: "t", plotType: TradingRangePlot.self, bindings: [(.openValues, "o")])
        }
        XCTAssertEqual(missing?.message, "a TradingRangePlot per group needs highValues, lowValues, closeValues bound to a field")
    }

    func testPieChartsAndBindingsATypeDoesNotHaveAreRefused() throws {
        let feed = try stocks()
        let graph = XYGraph()
        let pie = modelError { _ = try graph.addSeries(from: feed, by: "symbol", y: "price", plotType: PieChart.self) }
        XCTAssertEqual(pie?.kind, .typeError)
        XCTAssertEqual(pie?.message, "addSeries cannot draw groups as PieCharts: a pie per group would cover the others")
        XCTAssertTrue(pie?.hint?.contains("groups.feeds.map") ?? false)
        let binding = modelError {
            _ = try graph.addSeries(from: feed, by: "symbol", y: "price", bindings: [(.barTips, "price")])
        }
        XCTAssertEqual(binding?.message, "ScatterPlot has no binding 'barTips'")
        let noY = modelError { _ = try graph.addSeries(from: feed, by: "symbol", x: "date") }
        XCTAssertEqual(noY?.message, "a ScatterPlot per group needs yValues bound to a field")
        XCTAssertEqual(noY?.hint, "give y: the field to draw, such as y: \"price\"")
        XCTAssertTrue(graph.allPlots.isEmpty)
        XCTAssertNil(graph.legend)
    }

    func testUnknownFieldsAreErrorsWithSuggestionsAndLeaveTheGraphAsItWas() throws {
        let feed = try stocks()
        let graph = XYGraph()
        for (by, x, y, wrong, suggestion) in [
            ("simbol", "date", "price", "simbol", "symbol"), ("symbol", "dat", "price", "dat", "date"),
            ("symbol", "date", "prise", "prise", "price"),
        ] {
            let error = modelError { _ = try graph.addSeries(from: feed, by: by, x: x, y: y) }
            XCTAssertEqual(error?.kind, .propertyError)
            XCTAssertEqual(error?.message, "feed has no field '\(wrong)'")
            XCTAssertEqual(error?.hint, "did you mean '\(suggestion)'?")
        }
        let text = modelError {
            _ = try graph.addSeries(from: feed, by: "symbol", x: "date", y: "symbol", plotType: BarPlot.self)
        }
        XCTAssertEqual(text?.kind, .typeError, "strings cannot be bar tips")
        XCTAssertTrue(graph.allPlots.isEmpty)
        XCTAssertNil(graph.legend)
        XCTAssertEqual(graph.defaultPlotSpace?.xScaleType, .linear)
        try feed.append(["symbol": "GOOG", "date": .date(0), "price": 1])
        XCTAssertTrue(graph.allPlots.isEmpty, "a failed addSeries follows nothing")
    }

    // MARK: - Legend, plot spaces, ownership

    func testALegendListingItsOwnPlotsGetsTheSeriesToo() throws {
        let feed = try stocks()
        let graph = XYGraph()
        let other = ScatterPlot(identifier: "Other", x: [0], y: [1])
        graph.add(other)
        graph.legend = Legend(plots: [other])
        let plots = try graph.addSeries(from: feed, by: "symbol", x: "date", y: "price")
        XCTAssertEqual(graph.legend?.plots.map(\.identifier), ["Other", "MSFT", "AMZN", "IBM"])
        try feed.append(["symbol": "GOOG", "date": .date(0), "price": 1])
        XCTAssertEqual(graph.legend?.plots.map(\.identifier), ["Other", "MSFT", "AMZN", "IBM", "GOOG"])
        XCTAssertEqual(plots.count, 3)
    }

    func testSeriesDrawnInAnotherPlotSpace() throws {
        let feed = try stocks()
        let graph = XYGraph()
        let right = XYPlotSpace()
        graph.addPlotSpace(right)
        let plots = try graph.addSeries(from: feed, by: "symbol", x: "date", y: "price", to: right)
        XCTAssertTrue(plots.allSatisfy { $0.plotSpace === right })
        XCTAssertEqual(right.xScaleType, .dateTime)
        XCTAssertEqual(graph.defaultPlotSpace?.xScaleType, .linear)
        try feed.append(["symbol": "GOOG", "date": .date(0), "price": 1])
        XCTAssertTrue(graph.plot(withIdentifier: "GOOG")?.plotSpace === right)
    }

    func testTheGraphKeepsItsSeriesCurrentAndNothingLeaksOnceItIsDropped() throws {
        weak var weakFeed: Feed?
        weak var weakGraph: XYGraph?
        weak var weakPlot: Plot?
        var feed: Feed? = try stocks()
        var graph: XYGraph? = XYGraph()
        weakFeed = feed
        weakGraph = graph
        do {
            let plots = try graph?.addSeries(from: try XCTUnwrap(feed), by: "symbol", x: "date", y: "price")
            weakPlot = plots?.first
        }
        feed = nil
        XCTAssertNotNil(weakFeed, "the graph's series hold the feed")
        try weakFeed?.append(["symbol": "GOOG", "date": .date(0), "price": 1])
        XCTAssertEqual(weakGraph?.allPlots.count, 4)
        graph = nil
        XCTAssertNil(weakGraph)
        XCTAssertNil(weakPlot)
        XCTAssertNil(weakFeed)
    }
}
