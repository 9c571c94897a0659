import PlotlineTestSupport
import PlotlineCore
import XCTest
import PlotlineValues
import PlotlineFeeds

/// Plot bindings (checks at bind time, unbinding, categories, styles, labels, key paths other than a column),
/// property bindings (conversions, options, collection operators, model objects as sources) and following.
final class BindingTests: XCTestCase {
    private func latencyFeed(_ count: Int = 5) throws -> Feed {
        try Feed(records: (0..<count).map {
            ["t": .int($0), "latency": .double(Double(10 + $0 * 2)), "host": .string("h\($0 % 2)")]
        })
    }

    // MARK: - Plot bindings

    func testAMisspeltFieldFailsAtBindTimeWithASuggestion() throws {
        let plot = ScatterPlot(identifier: "s")
        let error = modelError { try plot.bind(.yValues, to: try self.latencyFeed(), withKeyPath: "arrangedObjects.latncy") }
        XCTAssertEqual(error?.kind, .propertyError)
        XCTAssertEqual(error?.message, "feed has no field 'latncy'")
        XCTAssertEqual(error?.hint, "did you mean 'latency'?")
        XCTAssertNil(plot.plotBindings, "a failed bind leaves the plot as it was")
    }

    func testABindingTheKindOfPlotDoesNotHaveIsRefused() throws {
        let error = modelError { try ScatterPlot().bind(.barTips, to: try self.latencyFeed(), withKeyPath: "arrangedObjects.t") }
        XCTAssertEqual(error?.message, "ScatterPlot has no binding 'barTips'")
        XCTAssertEqual(error?.hint, "its bindings are xValues, yValues, plotSymbols, dataLabels")
    }

    func testStringsCannotBeBarTipsButBecomeCategoriesAsLocations() throws {
        let feed = try latencyFeed(4)
        let bars = BarPlot(identifier: "b")
        let error = modelError { try bars.bind(.barTips, to: feed, withKeyPath: "arrangedObjects.host") }
        XCTAssertEqual(error?.kind, .typeError)
        let graph = XYGraph()
        graph.add(bars)
        try bars.bind(.barLocations, to: feed, withKeyPath: "arrangedObjects.host")
        try bars.bind(.barTips, to: feed, withKeyPath: "arrangedObjects.latency")
        XCTAssertEqual(graph.defaultPlotSpace?.categories(for: .x), ["h0", "h1"])
        XCTAssertEqual(bars.barLocations, [0, 1, 0, 1])
        try feed.append(["t": 9, "latency": 1, "host": "h9"])
        XCTAssertEqual(graph.defaultPlotSpace?.categories(for: .x), ["h0", "h1", "h9"], "a new string is a new category")
        XCTAssertEqual(bars.barLocations, [0, 1, 0, 1, 2])
    }

    func testUnbindingTheLastBindingShowsThePlotsArraysAgain() throws {
        let feed = try latencyFeed()
        let plot = ScatterPlot(identifier: "s", x: [1, 2], y: [3, 4])
        try plot.bind(.yValues, to: feed, withKeyPath: "arrangedObjects.latency")
        XCTAssertEqual(plot.dataCount, 5)
        XCTAssertNil(plot.cachedNumbers(forField: .xValues), "x is not bound: the record index")
        plot.unbind(.yValues)
        XCTAssertNil(plot.dataSource)
        XCTAssertEqual(plot.yValues, [3, 4])
        try feed.append(["t": 5, "latency": 1])
        XCTAssertEqual(plot.dataCount, 2, "an unbound plot does not follow the feed")
    }

    func testBindingsSurviveTheFeedBeingReloaded() throws {
        let feed = try latencyFeed()
        let plot = ScatterPlot(identifier: "s")
        try plot.bind(.xValues, to: feed, withKeyPath: "arrangedObjects.t")
        try plot.bind(.yValues, to: feed, withKeyPath: "arrangedObjects.latency")
        XCTAssertEqual(plot.dataCount, 5)
        try feed.load(records: [["t": 1, "latency": 99], ["t": 2, "latency": 98]])
        XCTAssertEqual(plot.yValues, [99, 98])
        try feed.append(["t": 3, "latency": 97])
        XCTAssertEqual(plot.yValues, [99, 98, 97])
    }

    func testKeyPathsOtherThanAColumnReadTheirWholeArrayAfterAChange() throws {
        let feed = try latencyFeed(3)
        let plot = ScatterPlot(identifier: "s")
        try plot.bind(.yValues, to: feed, withKeyPath: "records.latency")
        XCTAssertEqual(plot.yValues, [10, 12, 14])
        XCTAssertEqual(plot.plotBindings?.isIncremental, false)
        try feed.append(["t": 3, "latency": 1])
        XCTAssertEqual(plot.yValues, [10, 12, 14, 1])
        let error = modelError { try plot.bind(.xValues, to: feed, withKeyPath: "@max.t") }
        XCTAssertEqual(error?.message, "Feed.@max.t is a value of type 'Int', not one value per record")
    }

    func testAPlotBindingWithATransformerReadsTheWholeValueThroughIt() throws {
        let feed = try latencyFeed(3)
        let line = ScatterPlot(identifier: "average")
        let twice = NativeFunction(name: "twice", parameters: nil) { arguments in .array([arguments[0], arguments[0]]) }
        let ends = NativeFunction(name: "ends", parameters: nil) { arguments in
            .array([.double(0), .double(arguments[0].numericValue ?? 0)])
        }
        try line.bind(.xValues, to: feed, withKeyPath: "@max.t", options: BindingOptions(valueTransformer: ends))
        try line.bind(.yValues, to: feed, withKeyPath: "@avg.latency", options: BindingOptions(valueTransformer: twice))
        XCTAssertEqual(line.plotBindings?.isIncremental, false, "a transformer reads the whole value")
        XCTAssertEqual(line.xValues, [0, 2])
        XCTAssertEqual(line.yValues, [12, 12])
        try feed.append(["t": 3, "latency": 24])
        XCTAssertEqual(line.xValues, [0, 3])
        XCTAssertEqual(line.yValues, [15, 15], "the horizontal line follows the average")
        let column = ScatterPlot(identifier: "s")
        try column.bind(.yValues, to: feed, withKeyPath: "arrangedObjects.latency", options: BindingOptions(valueTransformer: twice))
        XCTAssertEqual(column.plotBindings?.isIncremental, false, "a column with options is read whole too")
        let error = modelError {
            try column.bind(.xValues, to: feed, withKeyPath: "@max.t", options: BindingOptions(nullPlaceholder: .int(0)))
        }
        XCTAssertEqual(error?.message, "Feed.@max.t is a value of type 'Int', not one value per record")
        let identity = NativeFunction(name: "identity", parameters: nil) { arguments in arguments[0] }
        let scalar = modelError {
            try column.bind(.xValues, to: feed, withKeyPath: "@max.t", options: BindingOptions(valueTransformer: identity))
        }
        XCTAssertEqual(scalar?.message, "Feed.@max.t after its valueTransformer is a value of type 'Int', not one value per record")
        XCTAssertEqual(scalar?.hint, "make the valueTransformer return an array, one value per record: { value in [value, value] }")
        let misspelt = modelError {
            try column.bind(.xValues, to: feed, withKeyPath: "arrangedObjects.tt", options: BindingOptions(valueTransformer: twice))
        }
        XCTAssertEqual(misspelt?.hint, "did you mean 't'?", "fields are checked with options too")
    }

    func testStyleBindingsConvertColoursSymbolsAndWidths() throws {
        let feed = try Feed(records: [
            ["v": 1, "color": "red", "shape": "star", "width": 0.25],
            ["v": 2, "color": "#00ff00", "shape": "blue", "width": nil],
        ])
        let bars = BarPlot(identifier: "b")
        try bars.bind(.barTips, to: feed, withKeyPath: "arrangedObjects.v")
        try bars.bind(.barFills, to: feed, withKeyPath: "arrangedObjects.color")
        try bars.bind(.barWidths, to: feed, withKeyPath: "arrangedObjects.width")
        try bars.reloadData()
        let segments = bars.segments()
        XCTAssertEqual(bars.barFill(for: segments[0]), Fill(color: .red))
        XCTAssertEqual(bars.barFill(for: segments[1]), Fill(color: Color(red: 0, green: 1, blue: 0, alpha: 1)))
        XCTAssertEqual(bars.barWidth(forRecord: 0, default: 0.5), 0.25)
        XCTAssertEqual(bars.barWidth(forRecord: 1, default: 0.5), 0.5, "nil keeps the plot's width")

        let scatter = ScatterPlot(identifier: "s")
        scatter.plotSymbol = PlotSymbol(symbolType: .ellipse, size: Size(width: 8, height: 8))
        try scatter.bind(.yValues, to: feed, withKeyPath: "arrangedObjects.v")
        try scatter.bind(.plotSymbols, to: feed, withKeyPath: "arrangedObjects.shape")
        try scatter.reloadData()
        XCTAssertEqual(scatter.plotSymbol(forRecord: 0)?.symbolType, .star)
        XCTAssertEqual(scatter.plotSymbol(forRecord: 0)?.size, Size(width: 8, height: 8), "the plot's symbol, reshaped")
        XCTAssertEqual(scatter.plotSymbol(forRecord: 1)?.fill, Fill(color: .blue), "a colour fills the plot's symbol")

        let error = modelError { try bars.bind(.barFills, to: feed, withKeyPath: "arrangedObjects.shape") }
        XCTAssertEqual(error?.message, "'star' is neither a colour for binding 'barFills'")
    }

    func testDataLabelsShowAnyValueAsText() throws {
        let feed = try latencyFeed(2)
        let plot = ScatterPlot(identifier: "s")
        try plot.bind(.yValues, to: feed, withKeyPath: "arrangedObjects.latency")
        try plot.bind(.dataLabels, to: feed, withKeyPath: "arrangedObjects.host")
        XCTAssertEqual(plot.dataCount, 2)
        XCTAssertEqual(plot.cache.labels, ["h0", "h1"])
        try plot.bind(.dataLabels, to: feed, withKeyPath: "arrangedObjects.latency")
        XCTAssertEqual(plot.dataCount, 2)
        XCTAssertEqual(plot.cache.labels, ["10", "12"])
    }

    func testEveryPlotTypeExposesCorePlotsBindingNames() {
        XCTAssertEqual(ScatterPlot.exposedBindings, [.xValues, .yValues, .plotSymbols, .dataLabels])
        XCTAssertEqual(
            BarPlot.exposedBindings,
            [.barLocations, .barTips, .barBases, .barFills, .barLineStyles, .barWidths, .dataLabels])
        XCTAssertEqual(PieChart.exposedBindings, [.sliceWidths, .sliceFills, .sliceRadialOffsets, .dataLabels])
        XCTAssertEqual(
            TradingRangePlot.exposedBindings,
            [.xValues, .openValues, .highValues, .lowValues, .closeValues, .increaseFills, .decreaseFills, .lineStyles,
             .increaseLineStyles, .decreaseLineStyles, .barWidths, .dataLabels])
        XCTAssertEqual(
            RangePlot.exposedBindings,
            [.xValues, .yValues, .highValues, .lowValues, .leftValues, .rightValues, .barLineStyles, .barWidths, .dataLabels])
    }

    // MARK: - Property bindings

    func testAPropertyFollowsACollectionOperator() throws {
        let feed = try latencyFeed()
        let graph = XYGraph()
        let space = try XCTUnwrap(graph.defaultPlotSpace)
        try space.bind("yRange", to: feed, withKeyPath: "@max.latency")
        XCTAssertEqual(space.yRange, PlotRange(location: 0, length: 18), "an automatic range starts at 0")
        try feed.append(["t": 5, "latency": 40])
        XCTAssertEqual(space.yRange, PlotRange(location: 0, length: 40))
        space.yRange = PlotRange(location: 5, length: 1)
        try feed.append(["t": 6, "latency": 45])
        XCTAssertEqual(space.yRange, PlotRange(location: 5, length: 40), "a set range keeps its location")
        try feed.removeAll()
        XCTAssertEqual(space.yRange, PlotRange(location: 5, length: 40), "nil leaves a range as it is")
        space.unbindProperty("yRange")
        try feed.append(["t": 7, "latency": 100])
        XCTAssertEqual(space.yRange, PlotRange(location: 5, length: 40), "an unbound property stays")
    }

    func testATransformerAndAPlaceholderShapeTheValue() throws {
        let feed = try latencyFeed(3)
        let graph = XYGraph()
        let count = NativeFunction(name: "label", parameters: nil) { arguments in
            .string("\(arguments[0].numericValue.map { Int($0) } ?? -1) samples")
        }
        try graph.bind("title", to: feed, withKeyPath: "@count", options: BindingOptions(valueTransformer: count))
        XCTAssertEqual(graph.title, "3 samples")
        try feed.append(["t": 3, "latency": 1])
        XCTAssertEqual(graph.title, "4 samples")
        let space = try XCTUnwrap(graph.defaultPlotSpace)
        let window = NativeFunction(name: "window", parameters: nil) { arguments in
            let end = arguments[0].numericValue ?? 0
            return PlotRange(location: end - 2, length: 2).scriptValue
        }
        try space.bind("xRange", to: feed, withKeyPath: "@max.t", options: BindingOptions(valueTransformer: window))
        XCTAssertEqual(space.xRange, PlotRange(location: 1, length: 2), "a range value sets the whole range")
        try graph.bind(
            "titleDisplacement.x", to: feed, withKeyPath: "@min.latency", options: BindingOptions(nullPlaceholder: .int(7)))
        XCTAssertEqual(graph.titleDisplacement.x, 1, "a key path of the target can be bound")
        try feed.removeAll()
        XCTAssertEqual(graph.titleDisplacement.x, 7, "the placeholder stands for nil")
        XCTAssertEqual(graph.title, "0 samples")
    }

    func testAStringPropertyShowsTheTextOfOtherValues() throws {
        let feed = try latencyFeed()
        let graph = XYGraph()
        try graph.bind("title", to: feed, withKeyPath: "@avg.latency")
        XCTAssertEqual(graph.title, "14")
        try graph.bind("title", to: feed.record(at: 0), withKeyPath: "host")
        XCTAssertEqual(graph.title, "h0", "a key path through a record")
        try feed.replace(at: 0, with: ["t": 0, "latency": 1, "host": "changed"])
        XCTAssertEqual(graph.title, "changed")
    }

    func testAModelObjectSourceUpdatesWhenAnythingInItChanges() throws {
        let graph = XYGraph()
        let plot = ScatterPlot(identifier: "first")
        graph.add(plot)
        let other = XYGraph()
        try other.bind("title", to: graph, withKeyPath: "allPlots.@count", options: BindingOptions())
        XCTAssertEqual(other.title, "1")
        graph.add(ScatterPlot(identifier: "second"))
        XCTAssertEqual(other.title, "2")
        try graph.bind("title", to: plot, withKeyPath: "identifier")
        plot.identifier = "renamed"
        XCTAssertEqual(graph.title, "renamed")
        XCTAssertEqual(other.title, "2", "a change of the bound property itself does not loop")
    }

    func testBindingAnUnknownOrReadOnlyPropertyFails() throws {
        let feed = try latencyFeed()
        let graph = XYGraph()
        var error = modelError { try graph.bind("titel", to: feed, withKeyPath: "@count") }
        XCTAssertEqual(error?.message, "XYGraph has no property 'titel'")
        XCTAssertEqual(error?.hint, "did you mean 'title'?")
        error = modelError { try graph.bind("revision", to: feed, withKeyPath: "@count") }
        XCTAssertEqual(error?.message, "cannot bind 'revision': it is read-only on XYGraph")
        error = modelError { try graph.bind("title", to: feed, withKeyPath: "@max.latncy") }
        XCTAssertEqual(error?.hint, "did you mean 'latency'?")
        XCTAssertTrue(graph.boundProperties.isEmpty)
    }

    func testAFailingUpdateIsReportedNotThrown() throws {
        let feed = try latencyFeed()
        let graph = XYGraph()
        let failing = NativeFunction(name: "fail", parameters: nil) { arguments in
            if arguments[0] == .int(6) { throw ModelError(.valueError, "six is too many") }
            return .string("ok")
        }
        try graph.bind("title", to: feed, withKeyPath: "@count", options: BindingOptions(valueTransformer: failing))
        try feed.append(["t": 5, "latency": 1])
        XCTAssertEqual(graph.title, "ok")
        XCTAssertEqual(graph.context.bindingIssues.take(), ["binding of XYGraph.title to Feed.@count failed: six is too many"])
    }

    // MARK: - Following

    func testAFollowingSpaceScrollsXAndScalesYToTheVisibleData() throws {
        let feed = try Feed(records: (0..<100).map { ["t": .int($0), "v": .double($0 < 90 ? 500 : 30)] })
        let graph = XYGraph()
        let plot = ScatterPlot(identifier: "s")
        graph.add(plot)
        let space = try XCTUnwrap(graph.defaultPlotSpace)
        try space.follow(feed, x: "t", window: 5)
        try plot.bind(.xValues, to: feed, withKeyPath: "arrangedObjects.t")
        try plot.bind(.yValues, to: feed, withKeyPath: "arrangedObjects.v")
        XCTAssertEqual(space.xRange, PlotRange(location: 94, length: 5))
        XCTAssertEqual(space.yRange, PlotRange(location: 0, length: 30), "only the visible values count, with 0")
        try feed.append(["t": 100, "v": 44])
        XCTAssertEqual(space.xRange, PlotRange(location: 95, length: 5))
        XCTAssertEqual(space.yRange, PlotRange(location: 0, length: 50), "rounded up to a 1-2-5 step")
        space.xRange = PlotRange(location: 0, length: 10)
        try feed.append(["t": 101, "v": 1])
        XCTAssertEqual(space.xRange, PlotRange(location: 0, length: 10), "a range set by hand stops following")
        let error = modelError { try space.follow(feed, x: "tt", window: 5) }
        XCTAssertEqual(error?.hint, "did you mean 't'?")
    }

    func testAFollowingMarginLeavesRoomAfterTheNewestValue() throws {
        let feed = try Feed(records: (0..<10).map { ["t": .int($0), "v": .double(1)] })
        let space = XYPlotSpace()
        try space.follow(feed, x: "t", window: 5, margin: 0.5)
        XCTAssertEqual(space.follower?.xRange, PlotRange(location: 4.5, length: 5))
        try feed.append(["t": 20, "v": 1])
        XCTAssertEqual(space.follower?.xRange, PlotRange(location: 15.5, length: 5))
        XCTAssertEqual(modelError { try space.follow(feed, x: "t", window: 5, margin: 5) }?.kind, .valueError)
        XCTAssertEqual(modelError { try space.follow(feed, x: "t", window: 5, margin: -1) }?.kind, .valueError)
    }
}
