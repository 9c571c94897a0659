import PlotlineCore

/// Plotline's logo, drawn by Plotline: a rising line over a soft area on a rounded tile, as a chart.
public enum KernelLogo {
    /// The logo files of a kernelspec, rendered by `renderer`: logo-32x32.png, logo-64x64.png and logo-svg.svg.
    public static func files(renderer: any GraphRenderer) throws -> [String: [UInt8]] {
        [
            "logo-32x32.png": try renderer.render(graph(side: 32), as: .png, scale: 1).data,
            "logo-64x64.png": try renderer.render(graph(side: 64), as: .png, scale: 1).data,
            "logo-svg.svg": try renderer.render(graph(side: 64), as: .svg, scale: 1).data,
        ]
    }

    /// The logo as a square graph `side` points wide.
    public static func graph(side: Double) -> XYGraph {
        let graph = XYGraph(width: side, height: side)
        graph.paddingLeft = 0
        graph.paddingTop = 0
        graph.paddingRight = 0
        graph.paddingBottom = 0
        graph.cornerRadius = side * 0.22
        graph.fill = Fill(gradient: Gradient(from: tileTop, to: tileBottom, angle: -90))
        graph.borderLineStyle = nil
        graph.axisSet = nil
        let frame = graph.plotAreaFrame
        frame.fill = nil
        frame.borderLineStyle = nil
        frame.paddingLeft = side * 0.16
        frame.paddingRight = side * 0.16
        frame.paddingTop = side * 0.2
        frame.paddingBottom = side * 0.16
        frame.plotArea.fill = nil
        frame.plotArea.borderLineStyle = nil
        graph.add(risingLine(side: side))
        if let space = graph.defaultPlotSpace {
            space.xRange = PlotRange(location: 0, length: 4)
            space.yRange = PlotRange(location: 0, length: 4)
        }
        return graph
    }

    private static let tileTop = Color(red: 0.16, green: 0.45, blue: 0.78, alpha: 1)
    private static let tileBottom = Color(red: 0.07, green: 0.22, blue: 0.45, alpha: 1)

    private static func risingLine(side: Double) -> ScatterPlot {
        let plot = ScatterPlot(identifier: "logo", x: [0, 1, 2, 3, 4], y: [0.6, 1.7, 1.2, 2.9, 3.8])
        var line = LineStyle(lineWidth: max(1.5, side * 0.075), lineColor: .white)
        line.lineJoin = .round
        line.lineCap = .round
        plot.dataLineStyle = line
        plot.areaFill = Fill(gradient: Gradient(
            from: Color(red: 1, green: 1, blue: 1, alpha: 0.45), to: Color(red: 1, green: 1, blue: 1, alpha: 0.05),
            angle: -90))
        plot.areaBaseValue = 0
        return plot
    }
}
