import InterchangeFormats
import JupyterKernel
import PlotlineValues
import XCTest

@testable import PlotlineKernel

/// Frames a widget draws for a gesture: the axes are labelled for the range shown as a fresh chart of that range
/// is, the plot area stays where the gesture found it until a reset, and the frame names its labels and legend.
final class ChartWidgetGestureTests: XCTestCase {
    private var session: WidgetSession!

    override func setUp() {
        session = WidgetSession()
        session.connectWidgetManager()
    }

    /// The signal of notebooks/interactive.ipynb, with fewer samples.
    private let chart = """
        let t = (0..<4000).map { Double($0) / 2 }
        let graph = XYGraph(width: 720, height: 360)
        graph.title = "Signal"
        let wave = ScatterPlot(identifier: "Signal", x: t, y: t.map { sin($0 / 3) + 0.3 * sin($0 * 7.1) })
        graph.add(wave)
        graph.legend = Legend(graph: graph)
        graph
        """

    /// Shows the chart; returns its comm id and its first frame's info.
    private func showChart() throws -> (commID: String, info: JSONObject) {
        let output = session.run(chart)
        let opened = try XCTUnwrap(output.recordedComms.opened.first)
        session.sendCustom(opened.message.commID, ["type": "ready"])
        _ = session.idle()
        return (opened.message.commID, try XCTUnwrap(opened.message.data["state"]?["frame_info"]?.objectValue))
    }

    /// Asks for a view and returns the info of the frame drawn for it.
    private func view(_ commID: String, seq: Int, x: [Double], y: [Double]) throws -> JSONObject {
        session.sendCustom(commID, ["type": "view", "seq": .int(seq), "x": .array(x.map(JSONValue.double)), "y": .array(y.map(JSONValue.double))])
        return try XCTUnwrap(session.idle().recordedComms.sent.compactMap { $0.data["state"]?["frame_info"]?.objectValue }.last)
    }

    private func labels(_ info: JSONObject, _ axis: String) -> [String] {
        info["labels"]?[axis]?.arrayValue?.compactMap(\.stringValue) ?? []
    }

    private func plot(_ info: JSONObject) -> [Double] {
        info["plot"]?.arrayValue?.compactMap(\.doubleValue) ?? []
    }

    func testAZoomedFrameIsLabelledAsAFreshChartOfItsRangeIs() throws {
        let (commID, first) = try showChart()
        XCTAssertEqual(labels(first, "y"), ["−1", "0", "1"])
        let zoomed = try view(commID, seq: 1, x: [900, 960], y: [-0.35, 0.36])

        let fresh = session.run("""
            graph.defaultPlotSpace.xRange = PlotRange(location: 900, length: 60)
            display(graph)
            """)
        let freshInfo = try XCTUnwrap(fresh.recordedComms.opened.first?.message.data["state"]?["frame_info"]?.objectValue)
        XCTAssertEqual(labels(zoomed, "y"), labels(freshInfo, "y"))
        XCTAssertEqual(labels(zoomed, "y").count, 7, "\(labels(zoomed, "y"))")
        XCTAssertEqual(labels(zoomed, "x"), labels(freshInfo, "x"))
    }

    func testThePlotAreaStaysPutThroughAGestureAndFollowsTheLabelsAgainAfterAReset() throws {
        let (commID, first) = try showChart()
        var x = (0.0, 2000.0)
        var y = (-1.35, 1.35)
        for seq in 1...10 {
            x = (x.0 * 0.7 + 270, x.1 * 0.7 + 270)
            y = (y.0 * 0.7, y.1 * 0.7 + 0.003)
            let info = try view(commID, seq: seq, x: [x.0, x.1], y: [y.0, y.1])
            XCTAssertEqual(plot(info), plot(first), "frame \(seq): y \(y), labels \(labels(info, "y"))")
        }
        session.sendCustom(commID, ["type": "reset", "seq": 11])
        let reset = try XCTUnwrap(session.idle().recordedComms.sent.compactMap { $0.data["state"]?["frame_info"]?.objectValue }.last)
        XCTAssertEqual(plot(reset), plot(first))
        session.run("graph.axisSet.yAxis.labelTextStyle = TextStyle(fontSize: 20)")
        let bigger = try view(commID, seq: 12, x: [0, 2000], y: [-1.35, 1.35])
        XCTAssertGreaterThan(plot(bigger)[0], plot(first)[0], "after a reset the plot area follows its labels again")
    }

    func testTheFrameNamesItsLegend() throws {
        let (_, first) = try showChart()
        let legend = try XCTUnwrap(first["legend"]?.arrayValue?.compactMap(\.doubleValue))
        XCTAssertEqual(legend.count, 4)
        let plotArea = plot(first)
        XCTAssertGreaterThan(legend[1], plotArea[1] + plotArea[3], "the legend is below the plot area")
    }
}
