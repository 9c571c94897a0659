import PlotlineCore
import XCTest

final class TextDrawingTests: XCTestCase {
    func testBrailleCanvasSetsDots() {
        var canvas = BrailleCanvas(columns: 2, rows: 1)
        canvas.set(x: 0, y: 0)
        canvas.set(x: 3, y: 3)
        XCTAssertEqual(canvas.lines, ["\u{2801}\u{2880}"])
        canvas.drawLine(from: Point(x: -10, y: 1.5), to: Point(x: 10, y: 1.5))
        XCTAssertTrue(canvas.isSet(x: 2, y: 1))
        XCTAssertFalse(canvas.isSet(x: 9, y: 9))
    }

    func testGraphTextDrawingHasTitleRangesAndTheLine() throws {
        let graph = XYGraph(width: 640, height: 400)
        graph.title = "Rising"
        graph.defaultPlotSpace?.xRange = PlotRange(location: 0, length: 10)
        graph.defaultPlotSpace?.yRange = PlotRange(location: 0, length: 100)
        graph.xyAxisSet?.yAxis.labelFormatter = NumberLabelFormatter(numberStyle: .currency)
        graph.add(ScatterPlot(identifier: "line", x: [0, 10], y: [0, 100]))
        let text = graph.textDrawing(columns: 60)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertTrue(lines[0].contains("Rising"))
        XCTAssertTrue(lines.contains { $0.hasPrefix("$100 ┤") })
        XCTAssertTrue(lines.contains { $0.contains("$0 ┤") })
        XCTAssertTrue(text.contains("x: 0 … 10"))
        XCTAssertTrue(text.contains("plots: line (2 points)"))
        XCTAssertTrue(lines.allSatisfy { $0.count <= 60 }, "no line is wider than asked")
        let plotRows = lines.filter { $0.contains("┤") || $0.contains("│") }
        XCTAssertEqual(plotRows.count, Int((Double(60 - 6) * 400 / 640 / 2).rounded()))
        let firstRow = try XCTUnwrap(plotRows.first)
        let lastRow = try XCTUnwrap(plotRows.last)
        XCTAssertNotEqual(firstRow.last, "\u{2800}", "the diagonal reaches the top right")
        XCTAssertTrue(lastRow.contains { $0 != "\u{2800}" && $0.unicodeScalars.first.map { $0.value >= 0x2801 && $0.value <= 0x28FF } == true })
    }
}
