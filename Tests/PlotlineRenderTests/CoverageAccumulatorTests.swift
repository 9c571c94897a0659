@testable import PlotlineCore
@testable import PlotlineRender
import XCTest

/// The exact-area rasterizer that fills a dense line's envelope: coverage by area, clipped to the mask, and the
/// same picture as cairo's fill.
final class CoverageAccumulatorTests: XCTestCase {
    private func coverage(of polygons: [[Point]], width: Int, height: Int) -> CoverageMask {
        var accumulator = CoverageAccumulator(width: width, height: height)
        for polygon in polygons { accumulator.addPolygon(polygon) }
        var mask = CoverageMask(originX: 0, originY: 0, width: width, height: height)
        accumulator.drain(into: &mask)
        return mask
    }

    private func rectangle(_ left: Double, _ top: Double, _ right: Double, _ bottom: Double) -> [Point] {
        [Point(x: left, y: top), Point(x: right, y: top), Point(x: right, y: bottom), Point(x: left, y: bottom)]
    }

    func testPixelAlignedRectangleCoversWholePixels() {
        let mask = coverage(of: [rectangle(2, 1, 6, 4)], width: 8, height: 6)
        for y in 0..<6 {
            for x in 0..<8 {
                let inside = (2..<6).contains(x) && (1..<4).contains(y)
                XCTAssertEqual(mask[x, y], inside ? 255 : 0, "pixel \(x), \(y)")
            }
        }
    }

    func testEdgesThroughPixelsCoverTheirShare() {
        let mask = coverage(of: [rectangle(1.5, 1, 4.25, 2.75)], width: 6, height: 4)
        XCTAssertEqual(mask[1, 1], 128, "half the pixel")
        XCTAssertEqual(mask[2, 1], 255)
        XCTAssertEqual(mask[4, 1], 64, "a quarter of the pixel")
        XCTAssertEqual(mask[2, 2], 191, "three quarters of the pixel")
        XCTAssertEqual(mask[4, 2], 48, "a quarter of three quarters")
        XCTAssertEqual(mask[5, 1], 0)
        XCTAssertEqual(mask[2, 3], 0)
    }

    func testCoverageAddsUpToTheArea() {
        let triangle = [Point(x: 3.3, y: 2.1), Point(x: 57.8, y: 11.6), Point(x: 20.2, y: 38.9)]
        let area = abs((triangle[1].x - triangle[0].x) * (triangle[2].y - triangle[0].y)
            - (triangle[2].x - triangle[0].x) * (triangle[1].y - triangle[0].y)) / 2
        let mask = coverage(of: [triangle], width: 64, height: 48)
        let covered = mask.bytes.reduce(0.0) { $0 + Double($1) / 255 }
        XCTAssertEqual(covered, area, accuracy: area * 0.002)
    }

    func testEitherWindingCoversAndShapesAreClippedToTheMask() {
        let clockwise = rectangle(-10, -3, 3, 2)
        let mask = coverage(of: [clockwise.reversed(), rectangle(7, 3, 40, 30)], width: 10, height: 5)
        for y in 0..<5 {
            for x in 0..<10 {
                let inside = (x < 3 && y < 2) || (x >= 7 && y >= 3)
                XCTAssertEqual(mask[x, y], inside ? 255 : 0, "pixel \(x), \(y)")
            }
        }
    }

    func testPaintingTwiceCompounds() {
        var accumulator = CoverageAccumulator(width: 2, height: 1)
        var mask = CoverageMask(originX: 0, originY: 0, width: 2, height: 1)
        accumulator.addPolygon(rectangle(0.5, 0, 2, 1))
        accumulator.drain(into: &mask)
        accumulator.addPolygon(rectangle(0.5, 0, 2, 1))
        accumulator.drain(into: &mask)
        XCTAssertEqual(mask[0, 0], 192, "half over half covers three quarters (128 over 128), as two fills do")
        XCTAssertEqual(mask[1, 0], 255)
    }

    /// A star-shaped polygon of many steep and shallow edges, painted through the mask and by cairo's own fill.
    func testPaintedMaskMatchesCairosFill() throws {
        var state: UInt64 = 7
        func random() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        let polygon = (0..<300).map { index -> Point in
            let angle = Double(index) / 300 * 2 * Double.pi
            let radius = 60 + 55 * random()
            return Point(x: 130 + radius * cos(angle), y: 125 + radius * sin(angle))
        }
        func picture(_ draw: (CairoContext) throws -> Void) throws -> [UInt8] {
            let surface = try CairoSurface.image(pixelWidth: 260, pixelHeight: 250)
            let cairo = try CairoContext(surface: surface)
            cairo.setSource(red: 1, green: 1, blue: 1, alpha: 1)
            cairo.rectangle(x: 0, y: 0, width: 260, height: 250)
            cairo.fill()
            cairo.setSource(red: 0.1, green: 0.3, blue: 0.7, alpha: 1)
            try draw(cairo)
            return try surface.straightPixels().bytes
        }
        let painted = try picture { cairo in
            var mask = coverage(of: [polygon], width: 260, height: 250)
            try cairo.paint(through: &mask)
        }
        let filled = try picture { cairo in
            cairo.newPath()
            cairo.move(x: polygon[0].x, y: polygon[0].y)
            for point in polygon.dropFirst() { cairo.line(x: point.x, y: point.y) }
            cairo.closePath()
            cairo.fill()
        }
        let difference = PixelDifference(painted, filled, channels: 3, tolerance: 8)
        XCTAssertLessThan(difference.count, 260 * 250 / 200, "edge pixels may differ by cairo's sub-row sampling")
        XCTAssertLessThanOrEqual(difference.largest, 24, "cairo samples 15 rows per pixel; the mask is exact")
    }

    func testDeviceContoursFollowCairosSubpaths() throws {
        var path = Path()
        path.move(to: Point(x: 1, y: 1))
        path.addLine(to: Point(x: 3, y: 1))
        path.addLine(to: Point(x: 3, y: 2))
        path.closeSubpath()
        path.addLine(to: Point(x: 5, y: 5))
        path.move(to: Point(x: 9, y: 9))
        let contours = try XCTUnwrap(DeviceContour.contours(of: path, scaleX: 2, scaleY: 2, offsetX: 10, offsetY: 0))
        XCTAssertEqual(contours, [
            DeviceContour(points: [Point(x: 12, y: 2), Point(x: 16, y: 2), Point(x: 16, y: 4)], isClosed: true),
            DeviceContour(points: [Point(x: 12, y: 2), Point(x: 20, y: 10)], isClosed: false),
        ], "a line after a close starts at the closed subpath's start; a lone move draws nothing")
        var curved = Path()
        curved.move(to: .zero)
        curved.addCurve(to: Point(x: 1, y: 1), control1: Point(x: 0, y: 1), control2: Point(x: 1, y: 0))
        XCTAssertNil(DeviceContour.contours(of: curved, scaleX: 1, scaleY: 1, offsetX: 0, offsetY: 0))
    }
}
