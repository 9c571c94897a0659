@testable import PlotlineCore
@testable import PlotlineRender
import XCTest

/// `SpanCoverage` takes only what it covers exactly; FillAndStrokeTests compares its pictures with cairo's.
final class SpanCoverageTests: XCTestCase {
    private let roundPen = FreeTypeStroker.Pen(radius: 1, cap: .butt, join: .round, miterLimit: 10)

    private func coverage(_ path: Path, pen: FreeTypeStroker.Pen? = nil) throws -> SpanCoverage? {
        let contours = try XCTUnwrap(DeviceContour.contours(of: path, scaleX: 1, scaleY: 1, offsetX: 0, offsetY: 0))
        return SpanCoverage(contours: contours, pen: pen ?? roundPen, origin: Point(x: 0, y: 0))
    }

    func testXMonotonePolygonsAreRecognized() {
        let square = [Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 4, y: 4), Point(x: 0, y: 4)]
        XCTAssertTrue(SpanCoverage.isMonotoneInX(square))
        let envelope = [Point(x: 0, y: 5), Point(x: 1, y: 2), Point(x: 2, y: 6), Point(x: 3, y: 1),
                        Point(x: 3.1, y: 9), Point(x: 2, y: 8), Point(x: 1, y: 9), Point(x: -0.1, y: 7)]
        XCTAssertTrue(SpanCoverage.isMonotoneInX(envelope))
        // A C shape: x falls, rises, falls and rises again going round.
        let cShape = [Point(x: 10, y: 0), Point(x: 0, y: 0), Point(x: 0, y: 10), Point(x: 10, y: 10),
                      Point(x: 10, y: 8), Point(x: 2, y: 8), Point(x: 2, y: 2), Point(x: 10, y: 2)]
        XCTAssertFalse(SpanCoverage.isMonotoneInX(cShape))
    }

    func testWhatItCannotCoverExactlyIsRefused() throws {
        var cShape = Path()
        cShape.addPolygon([Point(x: 10, y: 0), Point(x: 0, y: 0), Point(x: 0, y: 10), Point(x: 10, y: 10),
                           Point(x: 10, y: 8), Point(x: 2, y: 8), Point(x: 2, y: 2), Point(x: 10, y: 2)])
        XCTAssertNil(try coverage(cShape), "a polygon a vertical line meets twice")
        var polyline = Path()
        polyline.move(to: Point(x: 0, y: 0))
        polyline.addLine(to: Point(x: 5, y: 5))
        polyline.addLine(to: Point(x: 10, y: 0))
        XCTAssertNil(try coverage(polyline), "an open polyline, whose stroke may overlap itself")
        var backAndForth = Path()
        backAndForth.move(to: Point(x: 0, y: 0))
        backAndForth.addLine(to: Point(x: 5, y: 5))
        backAndForth.closeSubpath()
        XCTAssertNil(try coverage(backAndForth), "a closed contour of two points")
        var dot = Path()
        dot.move(to: Point(x: 3, y: 3))
        dot.addLine(to: Point(x: 3, y: 3))
        XCTAssertNotNil(try coverage(dot), "a butt-capped point draws nothing")
        var roundDot = roundPen
        roundDot.cap = .round
        XCTAssertNil(try coverage(dot, pen: roundDot), "a round-capped point is cairo's dot")
        var far = Path()
        far.addLineSegment(from: Point(x: 0, y: 0), to: Point(x: .infinity, y: 3))
        XCTAssertNil(try coverage(far))
    }

    func testASquareCoversItsPixelsAndItsStrokeBand() throws {
        // A 4 × 4 square at (2, 2) with a pen of radius 1: the fill covers its 16 pixels, the stroke a 1-pixel band
        // around them, with quarter discs at the corners.
        var path = Path()
        path.addPolygon([Point(x: 2, y: 2), Point(x: 6, y: 2), Point(x: 6, y: 6), Point(x: 2, y: 6)])
        let spans = try XCTUnwrap(try coverage(path))
        var mask = CoverageMask(originX: 0, originY: 0, width: 8, height: 8)
        spans.draw(into: &mask)
        XCTAssertEqual(mask[3, 3], 255)
        XCTAssertEqual(mask[1, 3], 255, "the band left of the square")
        XCTAssertEqual(mask[6, 4], 255, "the band right of it")
        XCTAssertEqual(mask[0, 3], 0)
        XCTAssertEqual(mask[7, 4], 0)
        // The corner pixel (1, 1) holds a quarter disc of radius 1: π/4 of it.
        XCTAssertEqual(Double(mask[1, 1]) / 255, Double.pi / 4, accuracy: 0.02)
    }
}
