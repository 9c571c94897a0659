import PlotlineCore

/// The quickstart chart of seed 001 and of the design examples (docs/language.md, 'A first program'): 50 CI test
/// runs, total and failed tests.
enum QuickstartChart {
    /// Deterministic data: totals growing from about 1000 to 1200, failures between 0 and 30.
    static func testRuns() -> (ids: [Double], totals: [Double], failed: [Double]) {
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func random() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        var ids: [Double] = []
        var totals: [Double] = []
        var failed: [Double] = []
        var total = 1000.0
        for id in 1...50 {
            total += 4 * random() - 0.4 + (id % 9 == 0 ? 15 : 0)
            ids.append(Double(id))
            totals.append(total.rounded())
            let spike = id % 13 == 5 ? 18.0 : 0
            failed.append((random() * 9 + spike).rounded())
        }
        return (ids, totals, failed)
    }

    /// The chart, built the way the notebook's cells build it.
    static func makeGraph() -> XYGraph {
        let runs = testRuns()
        let graph = XYGraph(width: 640, height: 400, theme: .plainWhite)
        graph.title = "Test runs"
        guard let space = graph.defaultPlotSpace, let axes = graph.xyAxisSet else { return graph }
        space.xRange = PlotRange(location: 0, length: 50)
        space.yRange = PlotRange(location: 0, length: 1200)
        axes.xAxis.majorIntervalLength = 10
        axes.xAxis.minorTicksPerInterval = 1
        axes.yAxis.labelingPolicy = .automatic
        axes.xAxis.title = "Test run"
        axes.yAxis.title = "Tests"

        let all = ScatterPlot(identifier: "AllTests", x: runs.ids, y: runs.totals)
        all.dataLineStyle?.lineWidth = 3
        all.dataLineStyle?.lineColor = .green
        all.areaFill = Fill(
            gradient: Gradient(from: Color(red: 0.3, green: 1, blue: 0.3, alpha: 0.3), to: .clear, angle: -90))
        all.areaBaseValue = 1.75
        graph.add(all)

        let failed = ScatterPlot(identifier: "FailedTests", x: runs.ids, y: runs.failed)
        failed.dataLineStyle?.lineColor = .red
        graph.add(failed)
        return graph
    }

    /// The chart exactly as the first design example writes it (docs/language.md, 'A first program'): padding 50 on
    /// the left, x labels excluded, y up to the largest total; the data is generated, not read from the CSV file.
    static func makeDesignGraph() -> XYGraph {
        let runs = testRuns()
        let graph = XYGraph(width: 640, height: 400, theme: .plainWhite)
        graph.title = "Test runs"
        graph.plotAreaFrame.paddingLeft = 50
        guard let space = graph.defaultPlotSpace, let axes = graph.xyAxisSet else { return graph }
        space.xRange = PlotRange(location: 0, length: 50)
        space.yRange = PlotRange(location: 0, length: runs.totals.max() ?? 1)
        axes.xAxis.majorIntervalLength = 10
        axes.xAxis.minorTicksPerInterval = 1
        axes.xAxis.labelExclusionRanges = [PlotRange(location: -100, length: 300)]
        axes.yAxis.labelingPolicy = .automatic
        let all = ScatterPlot(identifier: "AllTests", x: runs.ids, y: runs.totals)
        all.dataLineStyle?.lineWidth = 3
        all.dataLineStyle?.lineColor = .green
        all.areaFill = Fill(
            gradient: Gradient(from: Color(red: 0.3, green: 1, blue: 0.3, alpha: 0.3), to: .clear, angle: -90))
        all.areaBaseValue = 1.75
        graph.add(all)
        return graph
    }
}
