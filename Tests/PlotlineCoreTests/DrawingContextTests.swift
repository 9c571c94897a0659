import PlotlineCore
import XCTest

final class DrawingContextTests: XCTestCase {
    func testHairlinesAlignToPixelCentresAndEvenLinesToEdges() {
        let oneX = RecordingContext(pixelScale: 1)
        XCTAssertEqual(oneX.alignedCoordinate(100, lineWidth: 1), 100.5)
        XCTAssertEqual(oneX.alignedCoordinate(100.2, lineWidth: 2), 100)
        let twoX = RecordingContext(pixelScale: 2)
        XCTAssertEqual(twoX.alignedCoordinate(100, lineWidth: 1), 100, "2 device pixels: on a pixel edge")
        XCTAssertEqual(twoX.alignedCoordinate(100.3, lineWidth: 0.5), 100.25, "1 device pixel: on a pixel centre")
        let vector = RecordingContext(pixelScale: nil)
        XCTAssertEqual(vector.alignedCoordinate(100.3, lineWidth: 1), 100.3)
    }

    func testSymbolPathsAreCentredAndSized() throws {
        for type in PlotSymbolType.allCases where type != .none {
            var symbol = PlotSymbol(symbolType: type, size: Size(width: 10, height: 10))
            if type == .custom {
                symbol = PlotSymbol.custom(polygon: [Point(x: 0, y: 0), Point(x: 3, y: 1), Point(x: 1, y: 4)], size: symbol.size)
            }
            let box = try XCTUnwrap(symbol.path(centeredAt: Point(x: 50, y: 20)).boundingBox, "\(type)")
            XCTAssertLessThanOrEqual(box.width, 10 + 1e-9, "\(type)")
            XCTAssertGreaterThan(box.width + box.height, 9, "\(type)")
            XCTAssertTrue(Rect(x: 45, y: 15, width: 10, height: 10).contains(box, tolerance: 1e-9), "\(type)")
        }
        XCTAssertTrue(PlotSymbol(symbolType: .none).path(centeredAt: .zero).isEmpty)
    }

    func testScatterPlotLeavesGapsAtMissingValues() {
        let plot = ScatterPlot(identifier: "gappy", x: [0, 1, 2, 3, 4], y: [1, 2, .nan, 3, 4])
        let mapping = PlotSpaceMapping(
            xRange: PlotRange(location: 0, length: 4), yRange: PlotRange(location: 0, length: 4), xScaleType: .linear,
            yScaleType: .linear, plotArea: Rect(x: 0, y: 0, width: 400, height: 400))
        XCTAssertEqual(plot.viewPointRuns(mapping: mapping).map(\.count), [2, 2])
        let context = RecordingContext()
        plot.draw(in: context, mapping: mapping)
        let line = context.strokes(with: LineStyle()).first
        let moves = line?.elements.filter { if case .move = $0 { return true } else { return false } }.count
        XCTAssertEqual(moves, 2)
    }

    func testGradientEndpointsFollowTheAngle() {
        let box = Rect(x: 0, y: 0, width: 100, height: 50)
        let down = Gradient(from: .green, to: .clear, angle: -90).axialEndpoints(in: box)
        XCTAssertEqual(down.start.y, 0, accuracy: 1e-9)
        XCTAssertEqual(down.end.y, 50, accuracy: 1e-9)
        let right = Gradient(from: .green, to: .clear, angle: 0).axialEndpoints(in: box)
        XCTAssertEqual(right.start.x, 0, accuracy: 1e-9)
        XCTAssertEqual(right.end.x, 100, accuracy: 1e-9)
    }
}
