/// The design examples, verbatim as docs/language.md shows them under 'A first program': the first cell builds a
/// chart bound to a feed read from `data/test_runs.csv`, the second (a later cell) appends to the feed. The
/// language's tests, the parser's, the kernel's and the fuzzer's corpus all read them from here; change the page and
/// this file together.
public enum DesignExampleText {
    /// The first example: the graph, its ranges and axes, and a scatter plot bound to the feed.
    public static let first = """
    let runs = Feed(csv: "data/test_runs.csv")            // columns from the header: id,total,failed

    let graph = XYGraph(width: 640, height: 400, theme: .plainWhite)
    graph.title = "Test runs"
    graph.plotAreaFrame.paddingLeft = 50
    let space = graph.defaultPlotSpace
    space.xRange = PlotRange(location: 0, length: 50)     // a range literal works too: 0...50
    space.yRange = 0...runs.value(forKeyPath: "@max.total")

    let x = graph.axisSet.xAxis
    x.majorIntervalLength = 10
    x.minorTicksPerInterval = 1
    x.labelExclusionRanges = [PlotRange(location: -100, length: 300)]
    graph.axisSet.yAxis.labelingPolicy = .automatic

    let all = ScatterPlot(identifier: "AllTests")
    all.dataLineStyle.lineWidth = 3
    all.dataLineStyle.lineColor = .green
    all.areaFill = Fill(gradient: Gradient(from: Color(red: 0.3, green: 1, blue: 0.3, alpha: 0.3), to: .clear, angle: -90))
    all.areaBaseValue = 1.75
    all.bind(.xValues, to: runs, withKeyPath: "arrangedObjects.id")
    all.bind(.yValues, to: runs, withKeyPath: "arrangedObjects.total")
    graph.add(all)

    graph                      // the last expression is shown; this display stays live
    """

    /// The second example: a later cell appending eleven records.
    public static let second = """
    runs.append(["id": 51, "total": 1180, "failed": 3])   // a later cell: the chart above updates in place
    for i in 0..<10 { runs.append(["id": 52 + i, "total": 1100 + 5 * i, "failed": i % 3]) }
    """
}
