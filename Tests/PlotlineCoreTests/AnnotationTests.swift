import PlotlineCore
import XCTest

final class AnnotationTests: XCTestCase {
    func testPlotSpaceAnnotationsSitAtTheirDataPoint() throws {
        let graph = XYGraph(width: 400, height: 300)
        let space = try XCTUnwrap(graph.defaultPlotSpace)
        space.xRange = PlotRange(location: 0, length: 10)
        space.yRange = PlotRange(location: 0, length: 10)
        let inside = PlotSpaceAnnotation(plotSpace: space, anchorPlotPoint: [5, 5])
        inside.contentLayer = TextLayer(text: "mid")
        inside.contentAnchorPoint = Point(x: 0.5, y: 0)
        inside.displacement = Point(x: 0, y: 4)
        let outside = PlotSpaceAnnotation(plotSpace: space, anchorPlotPoint: [50, 5])
        outside.contentLayer = TextLayer(text: "far")
        graph.plotAreaFrame.plotArea.addAnnotation(inside)
        graph.plotAreaFrame.plotArea.addAnnotation(outside)
        let context = RecordingContext()
        try graph.render(in: context)
        XCTAssertTrue(context.texts.contains("mid"))
        XCTAssertFalse(context.texts.contains("far"))
        let layout = try graph.layout(measurer: EstimatingTextMeasurer())
        let point = try XCTUnwrap(inside.anchorPoint(in: layout))
        XCTAssertEqual(point.x, layout.plotAreaRect.midX, accuracy: 0.01)
        for case .text("mid", _, let at, _, _) in context.commands {
            XCTAssertEqual(at.x, layout.plotAreaRect.midX, accuracy: 0.01)
            XCTAssertLessThan(at.y, layout.plotAreaRect.midY - 4, "bottom-anchored and displaced upwards")
        }
    }

    func testLayerAnnotationsFollowTheirLayersFrame() throws {
        let graph = XYGraph(width: 400, height: 300)
        let note = LayerAnnotation(anchorLayer: graph.plotAreaFrame)
        note.rectAnchor = .bottomRight
        note.contentLayer = TextLayer(text: "source")
        graph.addAnnotation(note)
        let layout = try graph.layout(measurer: EstimatingTextMeasurer())
        XCTAssertEqual(note.anchorPoint(in: layout), Point(x: layout.frameRect.maxX, y: layout.frameRect.maxY))
        XCTAssertEqual(graph.annotations.count, 1)
        graph.plotAreaFrame.addAnnotation(note)
        XCTAssertTrue(graph.annotations.isEmpty, "an annotation has one host")
        let revision = graph.revision
        note.rectAnchor = .top
        XCTAssertGreaterThan(graph.revision, revision, "annotation changes reach the graph")
    }

    func testTextLayerSizeIncludesPadding() {
        let layer = TextLayer(text: "abc", style: TextStyle(fontSize: 10))
        layer.paddingLeft = 4
        layer.paddingRight = 6
        let size = layer.contentSize(measurer: EstimatingTextMeasurer())
        XCTAssertEqual(size.width, 3 * 6 + 10, accuracy: 1e-9)
    }

    func testTitleAnchorsPlaceTheTitle() throws {
        let graph = XYGraph(width: 400, height: 300)
        graph.title = "Title"
        graph.titlePlotAreaFrameAnchor = .bottomLeft
        let layout = try graph.layout(measurer: EstimatingTextMeasurer())
        let title = try XCTUnwrap(layout.title)
        XCTAssertGreaterThan(title.bounds.minY, layout.plotAreaRect.maxY)
        XCTAssertLessThan(title.bounds.minX, layout.plotAreaRect.minX)
    }
}
