import Foundation
import PlotlineCore
import PlotlineValues

/// Charts that exercise the renderer beyond the quickstart, rendered into `.samples/` to look at.
enum GalleryCharts {
    /// Every gallery chart by file name.
    static func all() -> [(name: String, graph: Graph)] {
        [
            ("defaults", defaults()), ("symbols", symbols()), ("reversed", reversed()), ("dark", dark()),
            ("dense", dense()), ("small", small()), ("design-quickstart", QuickstartChart.makeDesignGraph()),
            ("boxed", boxed()), ("two-axes", twoAxes()),
        ]
    }

    /// A plot added to a graph with nothing else set, then scaled to fit.
    static func defaults() -> Graph {
        let graph = XYGraph()
        let xs = (0..<40).map { Double($0) * 0.25 }
        let plot = ScatterPlot(identifier: "sine", x: xs, y: xs.map { sin($0) * 3 + 1 })
        graph.add(plot)
        graph.defaultPlotSpace?.scaleToFit(graph.allPlots)
        return graph
    }

    /// Symbols, a curved and a stepped line, a dashed line, negative values and fractional ticks.
    static func symbols() -> Graph {
        let graph = XYGraph(width: 560, height: 360)
        graph.title = "Symbols and interpolations"
        let space = graph.defaultPlotSpace
        space?.xRange = PlotRange(location: -0.5, length: 6)
        space?.yRange = PlotRange(location: -1.25, length: 2.5)
        graph.xyAxisSet?.xAxis.majorIntervalLength = 1
        graph.xyAxisSet?.yAxis.majorIntervalLength = 0.5
        graph.xyAxisSet?.yAxis.minorTicksPerInterval = 4
        let xs = (0...10).map { Double($0) * 0.5 }
        let curved = ScatterPlot(identifier: "curved", x: xs, y: xs.map { sin($0) })
        curved.interpolation = .curved
        curved.dataLineStyle = LineStyle(lineWidth: 2, lineColor: .blue)
        curved.plotSymbol = PlotSymbol(
            symbolType: .ellipse, size: Size(width: 7, height: 7), fill: Fill(color: .white),
            lineStyle: LineStyle(lineWidth: 1.5, lineColor: .blue))
        let stepped = ScatterPlot(identifier: "stepped", x: xs, y: xs.map { cos($0) * 0.8 })
        stepped.interpolation = .stepped
        stepped.dataLineStyle = LineStyle(lineWidth: 1.5, lineColor: .orange, dashPattern: [5, 3])
        stepped.plotSymbol = PlotSymbol(
            symbolType: .diamond, size: Size(width: 8, height: 8), fill: Fill(color: .orange), lineStyle: nil)
        var symbolsPlot: [Plot] = []
        for (index, type) in [PlotSymbolType.triangle, .star, .cross, .plus, .pentagon, .hexagon, .rectangle, .snow]
            .enumerated()
        {
            let plot = ScatterPlot(identifier: type.rawValue, x: [Double(index) * 0.6 + 0.3], y: [-1])
            plot.dataLineStyle = nil
            plot.plotSymbol = PlotSymbol(
                symbolType: type, size: Size(width: 10, height: 10), fill: Fill(color: .purple.withAlphaComponent(0.4)),
                lineStyle: LineStyle(lineWidth: 1, lineColor: .purple))
            symbolsPlot.append(plot)
        }
        for plot in [curved, stepped] + symbolsPlot { graph.add(plot) }
        return graph
    }

    /// A reversed y range, an axis crossing in the middle, a histogram with an area fill and a gap.
    static func reversed() -> Graph {
        let graph = XYGraph(width: 480, height: 320)
        graph.title = "Depth profile"
        let space = graph.defaultPlotSpace
        space?.xRange = PlotRange(location: -20, length: 40)
        space?.yRange = PlotRange(location: 100, length: -100)
        let axes = graph.xyAxisSet
        axes?.xAxis.majorIntervalLength = 10
        axes?.yAxis.majorIntervalLength = 20
        axes?.yAxis.title = "Depth (m)"
        axes?.xAxis.title = "Temperature anomaly (°C)"
        let xs = stride(from: -18.0, through: 18, by: 3).map { $0 }
        let plot = ScatterPlot(identifier: "profile", x: xs, y: xs.map { $0 == 6 ? .nan : 50 + $0 * 2 })
        plot.interpolation = .histogram
        plot.dataLineStyle = LineStyle(lineWidth: 1.5, lineColor: .brown)
        plot.areaFill = Fill(color: Color.brown.withAlphaComponent(0.2))
        plot.areaBaseValue = 0
        graph.add(plot)
        return graph
    }

    /// The plain black theme with a minor grid and rotated labels.
    static func dark() -> Graph {
        let graph = XYGraph(width: 600, height: 360, theme: .plainBlack)
        graph.title = "Latency (ms)"
        let space = graph.defaultPlotSpace
        space?.xRange = PlotRange(location: 0, length: 24)
        space?.yRange = PlotRange(location: 0, length: 250)
        let axes = graph.xyAxisSet
        axes?.xAxis.majorIntervalLength = 2
        axes?.xAxis.labelRotation = Double.pi / 4
        axes?.yAxis.labelingPolicy = .automatic
        axes?.yAxis.minorGridLineStyle = LineStyle(lineWidth: 0.5, lineColor: Color(white: 0.12))
        axes?.xAxis.labelFormatter = ClosureLabelFormatter(NativeFunction(name: "hour", parameters: nil) { arguments in
            .string(String(format: "%02d:00", Int(arguments.first?.numericValue ?? 0)))
        })
        let xs = (0...96).map { Double($0) / 4 }
        let p50 = ScatterPlot(identifier: "p50", x: xs, y: xs.map { 60 + 25 * sin($0 / 3.8) })
        p50.dataLineStyle = LineStyle(lineWidth: 2, lineColor: .cyan)
        let p99 = ScatterPlot(identifier: "p99", x: xs, y: xs.map { 150 + 60 * sin($0 / 3.8 + 0.6) + 10 * sin($0 * 3) })
        p99.dataLineStyle = LineStyle(lineWidth: 2, lineColor: .orange)
        p99.areaFill = Fill(gradient: Gradient(from: Color.orange.withAlphaComponent(0.35), to: .clear, angle: -90))
        graph.add(p50)
        graph.add(p99)
        return graph
    }

    /// A default interval of 1 on a wide range (falls back to automatic ticks) and long labels.
    static func dense() -> Graph {
        let graph = XYGraph(width: 640, height: 300)
        graph.title = "Revenue"
        let space = graph.defaultPlotSpace
        space?.xRange = PlotRange(location: 1990, length: 35)
        space?.yRange = PlotRange(location: 0, length: 2_500_000)
        graph.xyAxisSet?.yAxis.labelingPolicy = .automatic
        let xs = (1990...2025).map(Double.init)
        let plot = ScatterPlot(identifier: "revenue", x: xs, y: xs.map { 20_000 * pow(1.14, $0 - 1990) })
        plot.dataLineStyle = LineStyle(lineWidth: 2, lineColor: .blue)
        graph.add(plot)
        return graph
    }

    /// A small chart, as in a dashboard cell.
    static func small() -> Graph {
        let graph = XYGraph(width: 320, height: 200)
        graph.title = "Queue depth"
        let space = graph.defaultPlotSpace
        space?.xRange = PlotRange(location: 0, length: 60)
        space?.yRange = PlotRange(location: 0, length: 40)
        graph.xyAxisSet?.xAxis.majorIntervalLength = 15
        graph.xyAxisSet?.yAxis.majorIntervalLength = 10
        let xs = (0...60).map(Double.init)
        let plot = ScatterPlot(identifier: "depth", x: xs, y: xs.map { 20 + 12 * sin($0 / 7) + 4 * cos($0 / 2) })
        plot.dataLineStyle = LineStyle(lineWidth: 1.5, lineColor: .purple)
        graph.add(plot)
        return graph
    }

    /// A boxed plot area with a minor grid, symbols only, and labels on the far sides.
    static func boxed() -> Graph {
        let graph = XYGraph(width: 420, height: 420)
        graph.title = "Boxed scatter"
        graph.plotAreaFrame.plotArea.borderLineStyle = LineStyle(lineWidth: 1, lineColor: Color(white: 0.35))
        let space = graph.defaultPlotSpace
        space?.xRange = PlotRange(location: 0, length: 10)
        space?.yRange = PlotRange(location: 0, length: 10)
        for axis in graph.xyAxisSet?.xyAxes ?? [] {
            axis.majorIntervalLength = 2
            axis.minorTicksPerInterval = 3
            axis.minorGridLineStyle = LineStyle(lineWidth: 1, lineColor: Color(white: 0.96))
        }
        graph.xyAxisSet?.yAxis.orthogonalPosition = 10
        graph.xyAxisSet?.yAxis.title = "Right-hand axis"
        var state: UInt64 = 7
        func random() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1
            return Double(state >> 11) / Double(1 << 53)
        }
        let xs = (0..<60).map { _ in random() * 10 }
        let plot = ScatterPlot(identifier: "points", x: xs, y: xs.map { min(9.8, max(0.2, $0 * 0.8 + random() * 2.5)) })
        plot.dataLineStyle = nil
        plot.plotSymbol = PlotSymbol(
            symbolType: .ellipse, size: Size(width: 7, height: 7), fill: Fill(color: Color.blue.withAlphaComponent(0.55)),
            lineStyle: LineStyle(lineWidth: 1, lineColor: .blue))
        graph.add(plot)
        return graph
    }

    /// Two plot spaces: a second y axis on the right for a second series.
    static func twoAxes() -> Graph {
        let graph = XYGraph(width: 640, height: 360)
        graph.title = "Climate, Lisbon"
        let months = (1...12).map(Double.init)
        let temperature = [11.6, 12.4, 14.5, 15.6, 18.0, 21.3, 23.2, 23.6, 22.2, 18.9, 14.9, 12.4]
        let rain = [99.9, 88.8, 62.4, 64.1, 47.8, 15.8, 5.3, 5.8, 31.8, 92.5, 125.5, 119.8]
        guard let space = graph.defaultPlotSpace, let axes = graph.xyAxisSet else { return graph }
        space.xRange = PlotRange(location: 0.5, length: 12)
        space.yRange = PlotRange(location: 0, length: 30)
        let rainSpace = XYPlotSpace()
        rainSpace.xRange = space.xRange
        rainSpace.yRange = PlotRange(location: 0, length: 150)
        graph.addPlotSpace(rainSpace)
        axes.xAxis.labelingPolicy = .locationsProvided
        axes.xAxis.majorTickLocations = months
        axes.xAxis.minorTicksPerInterval = 0
        let names = ["J", "F", "M", "A", "M", "J", "J", "A", "S", "O", "N", "D"]
        axes.xAxis.labelFormatter = ClosureLabelFormatter(NativeFunction(name: "month", parameters: nil) { arguments in
            let index = Int(arguments.first?.numericValue ?? 1) - 1
            return .string(names.indices.contains(index) ? names[index] : "")
        })
        axes.yAxis.majorIntervalLength = 5
        axes.yAxis.title = "Temperature (°C)"
        axes.yAxis.orthogonalPosition = 0.5
        let rainAxis = XYAxis(coordinate: .y)
        rainAxis.plotSpace = rainSpace
        rainAxis.orthogonalPosition = 12.5
        rainAxis.majorIntervalLength = 25
        rainAxis.title = "Rain (mm)"
        rainAxis.majorGridLineStyle = nil
        rainAxis.axisLineStyle = axes.yAxis.axisLineStyle
        rainAxis.majorTickLineStyle = axes.yAxis.majorTickLineStyle
        rainAxis.minorTickLineStyle = axes.yAxis.minorTickLineStyle
        rainAxis.labelTextStyle = axes.yAxis.labelTextStyle
        rainAxis.titleTextStyle = axes.yAxis.titleTextStyle
        axes.axes.append(rainAxis)

        let rainPlot = ScatterPlot(identifier: "rain", x: months, y: rain)
        rainPlot.interpolation = .histogram
        rainPlot.dataLineStyle = LineStyle(lineWidth: 1, lineColor: .blue)
        rainPlot.areaFill = Fill(color: Color.blue.withAlphaComponent(0.18))
        rainPlot.areaBaseValue = 0
        graph.add(rainPlot, to: rainSpace)
        let temperaturePlot = ScatterPlot(identifier: "temperature", x: months, y: temperature)
        temperaturePlot.interpolation = .curved
        temperaturePlot.dataLineStyle = LineStyle(lineWidth: 2.5, lineColor: .red)
        temperaturePlot.plotSymbol = PlotSymbol(
            symbolType: .ellipse, size: Size(width: 6, height: 6), fill: Fill(color: .white),
            lineStyle: LineStyle(lineWidth: 1.5, lineColor: .red))
        graph.add(temperaturePlot)
        return graph
    }
}
