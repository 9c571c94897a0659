import PlotlineCore
import XCTest

final class AxisDecorationTests: XCTestCase {
    private func graph() -> XYGraph {
        let graph = XYGraph(width: 400, height: 300)
        graph.defaultPlotSpace?.xRange = PlotRange(location: 0, length: 10)
        graph.defaultPlotSpace?.yRange = PlotRange(location: 0, length: 100)
        return graph
    }

    private func fills(_ context: RecordingContext) -> [(Path, Fill)] {
        context.commands.compactMap { if case .fill(let path, let fill) = $0 { return (path, fill) }; return nil }
    }

    func testConstraintsPinAxesToTheEdges() throws {
        let graph = graph()
        let axes = try XCTUnwrap(graph.xyAxisSet)
        let right = XYAxis(coordinate: .y)
        axes.addAxis(right)
        right.axisConstraints = Constraints(upperOffset: 0)
        axes.xAxis.axisConstraints = Constraints(relativeOffset: 0.5)
        let layout = try graph.layout(measurer: EstimatingTextMeasurer())
        let rightLayout = try XCTUnwrap(layout.axes.first { $0.axis === right }?.layout)
        XCTAssertEqual(rightLayout.position, layout.plotAreaRect.maxX, accuracy: 0.01)
        XCTAssertEqual(rightLayout.labelSide, .positive, "labels of a right-hand axis go outside")
        XCTAssertTrue(rightLayout.labels.allSatisfy { $0.bounds.minX > layout.plotAreaRect.maxX })
        let xLayout = try XCTUnwrap(layout.axes.first { $0.axis === axes.xAxis }?.layout)
        XCTAssertEqual(xLayout.position, layout.plotAreaRect.midY, accuracy: 0.5)
    }

    func testExplicitTickDirectionsAreKeptOnEdges() throws {
        let graph = graph()
        let y = try XCTUnwrap(graph.xyAxisSet?.yAxis)
        var layout = try graph.layout(measurer: EstimatingTextMeasurer())
        XCTAssertEqual(layout.axes.first { $0.axis === y }?.layout.tickSide, .negative)
        y.tickDirection = .positive
        layout = try graph.layout(measurer: EstimatingTextMeasurer())
        let yLayout = try XCTUnwrap(layout.axes.first { $0.axis === y }?.layout)
        XCTAssertEqual(yLayout.tickSide, .positive, "ticks point into the plot area as asked")
        XCTAssertEqual(yLayout.labelSide, .negative, "labels stay outside")
    }

    func testNewAxesTakeTheThemeButKeepWhatTheUserSet() throws {
        let graph = XYGraph(theme: .plainBlack)
        let axis = XYAxis(coordinate: .y)
        axis.majorGridLineStyle = nil
        graph.xyAxisSet?.addAxis(axis)
        XCTAssertEqual(axis.axisLineStyle, Theme.plainBlack.axisLineStyle)
        XCTAssertEqual(axis.labelTextStyle, Theme.plainBlack.labelTextStyle)
        XCTAssertNil(axis.majorGridLineStyle)
    }

    func testBandsAndLimitBandsFillAcrossThePlotArea() throws {
        let graph = graph()
        let y = try XCTUnwrap(graph.xyAxisSet?.yAxis)
        y.majorIntervalLength = 25
        let stripe = Fill(color: .gray)
        y.alternatingBandFills = [stripe, nil]
        let zone = Fill(color: .green)
        y.addBackgroundLimitBand(LimitBand(range: PlotRange(location: 40, length: 20), fill: zone))
        let context = RecordingContext()
        try graph.render(in: context)
        let layout = try graph.layout(measurer: EstimatingTextMeasurer())
        let stripes = fills(context).filter { $0.1 == stripe }
        XCTAssertEqual(stripes.count, 2, "bands 0–25 and 50–75")
        let zones = fills(context).filter { $0.1 == zone }
        let box = try XCTUnwrap(zones.first?.0.boundingBox)
        XCTAssertEqual(box.width, layout.plotAreaRect.width, accuracy: 0.01)
        XCTAssertEqual(box.height, layout.plotAreaRect.height * 0.2, accuracy: 0.01)
    }

    func testLimitLinesCrossThePlotAreaWithTheirLabels() throws {
        let graph = graph()
        let y = try XCTUnwrap(graph.xyAxisSet?.yAxis)
        y.addLimitLine(LimitLine(value: 50, label: "Target"))
        y.addLimitLine(LimitLine(value: 500, label: "Off the chart"))
        let layout = try graph.layout(measurer: EstimatingTextMeasurer())
        let lines = try XCTUnwrap(layout.axes.first { $0.axis === y }?.layout.limitLines)
        XCTAssertEqual(lines.count, 1)
        let line = try XCTUnwrap(lines.first)
        XCTAssertEqual(line.start.y, layout.plotAreaRect.midY, accuracy: 0.01)
        XCTAssertEqual(line.end.x - line.start.x, layout.plotAreaRect.width, accuracy: 0.01)
        let label = try XCTUnwrap(line.label)
        XCTAssertLessThan(label.bounds.maxY, line.start.y, "rightTop puts the label above the line")
        XCTAssertGreaterThan(label.bounds.midX, layout.plotAreaRect.midX)
        let context = RecordingContext()
        try graph.render(in: context)
        XCTAssertTrue(context.texts.contains("Target"))
        XCTAssertFalse(context.texts.contains("Off the chart"))
        XCTAssertFalse(context.strokes(with: LimitLine.defaultLineStyle).isEmpty)
    }

    func testCustomLabelsReplaceGeneratedOnes() throws {
        let graph = graph()
        let x = try XCTUnwrap(graph.xyAxisSet?.xAxis)
        x.labelingPolicy = .none
        x.axisLabels = [AxisLabel(text: "start", tickLocation: 0), AxisLabel(text: "mid", tickLocation: 5), AxisLabel(text: "away", tickLocation: 50)]
        let context = RecordingContext()
        try graph.render(in: context)
        XCTAssertTrue(context.texts.contains("start"))
        XCTAssertTrue(context.texts.contains("mid"))
        XCTAssertFalse(context.texts.contains("away"))
        let layout = try graph.layout(measurer: EstimatingTextMeasurer())
        XCTAssertEqual(layout.axes.first { $0.axis === x }?.layout.ticks.major, [0, 5])
    }

    func testLabelAlignmentSlidesLabelsAlongTheAxis() throws {
        let graph = graph()
        let x = try XCTUnwrap(graph.xyAxisSet?.xAxis)
        x.majorIntervalLength = 5
        x.labelAlignment = .left
        let layout = try graph.layout(measurer: EstimatingTextMeasurer())
        let labels = try XCTUnwrap(layout.axes.first { $0.axis === x }?.layout.labels)
        let five = try XCTUnwrap(labels.first { $0.text == "5" })
        XCTAssertEqual(five.bounds.minX, five.point.x, accuracy: 0.01)
    }

    func testRotatedLabelsOverlapOnlyWhenTheirBoxesDo() {
        let style = TextStyle()
        let size = Size(width: 100, height: 12)
        let turn = Double.pi / 4
        let first = PlacedText(text: "a", style: style, size: size, point: Point(x: 0, y: 0), anchor: Point(x: 1, y: 0.5), rotation: turn)
        let near = PlacedText(text: "b", style: style, size: size, point: Point(x: 30, y: 0), anchor: Point(x: 1, y: 0.5), rotation: turn)
        let close = PlacedText(text: "c", style: style, size: size, point: Point(x: 10, y: 0), anchor: Point(x: 1, y: 0.5), rotation: turn)
        XCTAssertTrue(first.bounds.intersects(near.bounds), "their bounding boxes overlap")
        XCTAssertFalse(first.overlaps(near, gap: 4), "but the slanted strips do not")
        XCTAssertTrue(first.overlaps(close, gap: 4))
    }
}
