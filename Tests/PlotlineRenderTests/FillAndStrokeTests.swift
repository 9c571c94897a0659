import Foundation
@testable import PlotlineCore
@testable import PlotlineRender
import XCTest

/// `fillAndStroke` draws a long envelope through a coverage mask and FreeType's stroke border; the picture must
/// be cairo's fill and stroke, and everything else must go to cairo untouched.
final class FillAndStrokeTests: XCTestCase {
    /// A comb-like closed outline: a steep zigzag along the top, a gentler one back along the bottom, and open
    /// segments joining it to a second piece, as a dense line's envelope has.
    private func envelopePath(count: Int = 600, step: Double = 0.5) -> Path {
        var path = Path()
        var top: [Point] = []
        var bottom: [Point] = []
        for index in 0..<count {
            let x = 10 + Double(index) * step
            top.append(Point(x: x, y: 80 + 40 * sin(Double(index) * 0.37) + 6 * sin(Double(index) * 2.9)))
            bottom.append(Point(x: x, y: 150 + 30 * sin(Double(index) * 0.11) - 5 * sin(Double(index) * 3.3)))
        }
        path.addPolygon(top + bottom.reversed())
        path.addLineSegment(from: top[count - 1], to: Point(x: 330, y: 60))
        path.addPolygon([Point(x: 330, y: 60), Point(x: 340, y: 50), Point(x: 350, y: 120), Point(x: 335, y: 110)])
        return path
    }

    private func draw(
        scale: Double, fast: Bool, _ body: (CairoDrawingContext) -> Void
    ) throws -> [UInt8] {
        let surface = try CairoSurface.image(pixelWidth: Int(360 * scale), pixelHeight: Int(200 * scale))
        let cairo = try CairoContext(surface: surface)
        cairo.scale(x: scale, y: scale)
        let context = try CairoDrawingContext(cairo: cairo, pixelScale: scale)
        context.rasterizesLongOutlines = fast
        context.fill(Path(rect: Rect(x: 0, y: 0, width: 360, height: 200)), with: Fill(color: .white))
        body(context)
        return try surface.straightPixels().bytes
    }

    func testEnvelopeLooksAsCairoFillsAndStrokesIt() throws {
        let path = envelopePath()
        XCTAssertGreaterThanOrEqual(path.elements.count, CairoDrawingContext.longOutlineElements)
        for scale in [1.0, 2.0, 3.0] {
            for join in [LineJoinStyle.round, .miter, .bevel] {
                var style = LineStyle(lineWidth: 1.5, lineColor: .blue)
                style.lineJoin = join
                let fill = Fill(color: .blue)
                let fast = try draw(scale: scale, fast: true) { $0.fillAndStroke(path, with: fill, lineStyle: style) }
                let cairo = try draw(scale: scale, fast: false) { $0.fillAndStroke(path, with: fill, lineStyle: style) }
                let slight = PixelDifference(fast, cairo, channels: 3, tolerance: 16)
                let strong = PixelDifference(fast, cairo, channels: 3, tolerance: 64)
                XCTAssertLessThanOrEqual(slight.count, fast.count / 3 / 2_000, "scale \(scale), \(join) joins")
                // FreeType's stroker cuts the corner of a sharp notch between two short segments with a chord, so
                // the very tip of a notch narrower than the pen may stay a little lighter.
                XCTAssertLessThanOrEqual(strong.count, 10, "scale \(scale), \(join) joins: notch tips only")
            }
        }
    }

    func testALongEnvelopeIsStrokedInStripsAsCairoStrokesIt() throws {
        // 12 000 edges, as a zoomed-in million-point line's envelope has: more than one FreeType outline holds, so
        // the border is made strip by strip.
        let path = envelopePath(count: 6_000, step: 0.0525)
        let contours = try XCTUnwrap(DeviceContour.contours(of: path, scaleX: 2, scaleY: 2, offsetX: 0, offsetY: 0))
        let pen = FreeTypeStroker.Pen(radius: 1.5, cap: .butt, join: .round, miterLimit: 10)
        let borders = try FreeTypeStroker().dilation(of: contours, with: pen, origin: Point(x: 0, y: 0))
        XCTAssertGreaterThan(borders.count, 5, "one border piece per strip")
        for join in [LineJoinStyle.round, .miter] {
            var style = LineStyle(lineWidth: 1.5, lineColor: .blue)
            style.lineJoin = join
            let fill = Fill(color: .blue)
            let fast = try draw(scale: 2, fast: true) { $0.fillAndStroke(path, with: fill, lineStyle: style) }
            let cairo = try draw(scale: 2, fast: false) { $0.fillAndStroke(path, with: fill, lineStyle: style) }
            let slight = PixelDifference(fast, cairo, channels: 3, tolerance: 16)
            let strong = PixelDifference(fast, cairo, channels: 3, tolerance: 64)
            print("long envelope, \(join) joins: \(slight.count) pixels differ by more than 16, \(strong.count) by more than 64")
            XCTAssertLessThanOrEqual(slight.count, fast.count / 3 / 2_000, "\(join) joins")
            XCTAssertLessThanOrEqual(strong.count, 10, "\(join) joins: notch tips only")
        }
    }

    func testRoundJoinedEnvelopesAreCoveredBySpansAndOthersByTheStroker() throws {
        let contours = try XCTUnwrap(DeviceContour.contours(of: envelopePath(), scaleX: 2, scaleY: 2, offsetX: 0, offsetY: 0))
        func pen(_ join: LineJoinStyle) -> FreeTypeStroker.Pen {
            FreeTypeStroker.Pen(radius: 1.5, cap: .butt, join: join, miterLimit: 10)
        }
        XCTAssertNotNil(SpanCoverage(contours: contours, pen: pen(.round), origin: Point(x: 0, y: 0)))
        XCTAssertNil(SpanCoverage(contours: contours, pen: pen(.miter), origin: Point(x: 0, y: 0)))
        XCTAssertNil(SpanCoverage(contours: contours, pen: pen(.bevel), origin: Point(x: 0, y: 0)))
    }

    /// Envelopes that overlap, cross, and lie apart above one another at the same x, as the runs of a line whose x
    /// goes back (two series in one feed) give: where they meet the spans join, where they do not the gap between
    /// them stays empty.
    func testOverlappingAndSeparateEnvelopesFillAsCairoFillsThem() throws {
        func band(from start: Double, to end: Double, y: Double, wave: Double, thickness: Double) -> [Point] {
            let xs = stride(from: start, through: end, by: 0.5).map { $0 }
            let top = xs.enumerated().map { Point(x: $1, y: y + wave * sin(Double($0) * 0.21)) }
            // Below the top everywhere: a contour that crosses itself winds both ways, and where such a part overlaps
            // another contour the windings cancel (a hole no envelope has).
            let bottom = xs.enumerated().map {
                Point(x: $1, y: y + thickness + wave * sin(Double($0) * 0.21) + 0.3 * wave * sin(Double($0) * 0.13))
            }
            return top + bottom.reversed()
        }
        var path = Path()
        path.addPolygon(band(from: 20, to: 200, y: 40, wave: 12, thickness: 14))
        path.addPolygon(band(from: 120, to: 330, y: 55, wave: 20, thickness: 10))
        path.addPolygon(band(from: 60, to: 280, y: 150, wave: 6, thickness: 5))
        path.addLineSegment(from: Point(x: 200, y: 54), to: Point(x: 240, y: 180))
        let contours = try XCTUnwrap(DeviceContour.contours(of: path, scaleX: 2, scaleY: 2, offsetX: 0, offsetY: 0))
        let pen = FreeTypeStroker.Pen(radius: 1, cap: .butt, join: .round, miterLimit: 10)
        XCTAssertNotNil(SpanCoverage(contours: contours, pen: pen, origin: Point(x: 0, y: 0)))
        for scale in [1.0, 2.0] {
            var style = LineStyle(lineWidth: 1, lineColor: .blue)
            style.lineJoin = .round
            let fast = try draw(scale: scale, fast: true) { $0.fillAndStroke(path, with: Fill(color: .blue), lineStyle: style) }
            let cairo = try draw(scale: scale, fast: false) { $0.fillAndStroke(path, with: Fill(color: .blue), lineStyle: style) }
            let slight = PixelDifference(fast, cairo, channels: 3, tolerance: 16)
            let strong = PixelDifference(fast, cairo, channels: 3, tolerance: 64)
            XCTAssertLessThanOrEqual(slight.count, fast.count / 3 / 2_000, "scale \(scale)")
            XCTAssertLessThanOrEqual(strong.count, 10, "scale \(scale)")
        }
    }

    /// Lone segments at every angle, stroked with each cap as cairo strokes them (some of no length with butt caps,
    /// which draw nothing; with other caps a point is cairo's to draw).
    func testLoneSegmentsAreStrokedWithTheirCapsAsCairoStrokesThem() throws {
        for cap in [LineCapStyle.butt, .round, .square] {
            var path = Path()
            for index in 0..<140 {
                let angle = Double(index) * 0.29
                let length = index % 9 == 0 && cap == .butt ? 0 : 4 + Double(index % 7) * 3
                let start = Point(x: 20 + Double(index % 14) * 23.5, y: 20 + Double(index / 14) * 17.25)
                path.addLineSegment(from: start, to: Point(x: start.x + length * cos(angle), y: start.y + length * sin(angle)))
            }
            path.addLineSegment(from: Point(x: 30, y: 190), to: Point(x: 330, y: 190.3))
            path.addLineSegment(from: Point(x: 345, y: 20), to: Point(x: 345.2, y: 190))
            XCTAssertGreaterThanOrEqual(path.elements.count, CairoDrawingContext.longOutlineElements)
            let contours = try XCTUnwrap(DeviceContour.contours(of: path, scaleX: 2, scaleY: 2, offsetX: 0, offsetY: 0))
            let pen = FreeTypeStroker.Pen(radius: 2.5, cap: cap, join: .round, miterLimit: 10)
            XCTAssertNotNil(SpanCoverage(contours: contours, pen: pen, origin: Point(x: 0, y: 0)), "\(cap) caps by spans")
            var style = LineStyle(lineWidth: 2.5, lineColor: .blue)
            style.lineCap = cap
            style.lineJoin = .round
            let fast = try draw(scale: 2, fast: true) { $0.fillAndStroke(path, with: Fill(color: .blue), lineStyle: style) }
            let cairo = try draw(scale: 2, fast: false) { $0.fillAndStroke(path, with: Fill(color: .blue), lineStyle: style) }
            let slight = PixelDifference(fast, cairo, channels: 3, tolerance: 16)
            XCTAssertLessThanOrEqual(slight.count, fast.count / 3 / 2_000, "\(cap) caps")
            XCTAssertLessThanOrEqual(PixelDifference(fast, cairo, channels: 3, tolerance: 64).count, 0, "\(cap) caps")
        }
    }

    func testADilationWithinAStripStaysInIt() throws {
        // Two strips side by side are made on two cores into masks of their own, so neither may reach into the
        // other: a small contour just left of the cut, a long one across it, and a lone segment across it.
        var path = Path()
        path.addPolygon([Point(x: 46, y: 10), Point(x: 49.5, y: 10), Point(x: 49.5, y: 14), Point(x: 46, y: 14)])
        path.addPolygon((0..<3_000).map { Point(x: 10 + Double($0) * 0.03, y: 40 + 8 * sin(Double($0))) }
            + [Point(x: 100, y: 60), Point(x: 10, y: 60)])
        path.addLineSegment(from: Point(x: 45, y: 80), to: Point(x: 55, y: 90))
        let contours = try XCTUnwrap(DeviceContour.contours(of: path, scaleX: 1, scaleY: 1, offsetX: 0, offsetY: 0))
        let pen = FreeTypeStroker.Pen(radius: 3, cap: .butt, join: .round, miterLimit: 10)
        let stroker = try FreeTypeStroker()
        let split = 50.0
        let left = try stroker.dilation(
            of: contours, with: pen, origin: Point(x: 0, y: 0), within: VerticalStrip(low: -.infinity, high: split))
        let right = try stroker.dilation(
            of: contours, with: pen, origin: Point(x: 0, y: 0), within: VerticalStrip(low: split, high: .infinity))
        XCTAssertFalse(left.isEmpty)
        XCTAssertFalse(right.isEmpty)
        XCTAssertTrue(left.joined().allSatisfy { $0.x <= split }, "the left strip's polygons end at the cut")
        XCTAssertTrue(right.joined().allSatisfy { $0.x >= split }, "the right strip's polygons start at the cut")
    }

    func testWhatOnlyCairoDrawsIsLeftToCairo() throws {
        let path = envelopePath()
        var curved = path
        curved.addCurve(to: Point(x: 20, y: 20), control1: Point(x: 30, y: 10), control2: Point(x: 40, y: 30))
        var dashed = LineStyle(lineWidth: 1, lineColor: .blue)
        dashed.dashPattern = [3, 2]
        var backAndForth = path
        backAndForth.move(to: Point(x: 20, y: 20))
        backAndForth.addLine(to: Point(x: 60, y: 30))
        backAndForth.closeSubpath()
        var zigzag = Path()
        zigzag.move(to: Point(x: 0, y: 100))
        for index in 1..<400 { zigzag.addLine(to: Point(x: Double(index) * 0.8, y: index % 2 == 0 ? 60 : 140)) }
        let cases: [(String, Path, Fill, LineStyle)] = [
            ("curves", curved, Fill(color: .blue), LineStyle(lineWidth: 1, lineColor: .blue)),
            ("two colours", path, Fill(color: .red), LineStyle(lineWidth: 1, lineColor: .blue)),
            ("translucent", path, Fill(color: Color.blue.withAlphaComponent(0.5)),
             LineStyle(lineWidth: 1, lineColor: Color.blue.withAlphaComponent(0.5))),
            ("dashed", path, Fill(color: .blue), dashed),
            ("open polyline", zigzag, Fill(color: .blue), LineStyle(lineWidth: 1, lineColor: .blue)),
            ("short", envelopePath(count: 20), Fill(color: .blue), LineStyle(lineWidth: 1, lineColor: .blue)),
            ("closed two-point line", backAndForth, Fill(color: .blue), LineStyle(lineWidth: 1, lineColor: .blue)),
        ]
        for (name, path, fill, style) in cases {
            let fast = try draw(scale: 2, fast: true) { $0.fillAndStroke(path, with: fill, lineStyle: style) }
            let cairo = try draw(scale: 2, fast: false) { $0.fillAndStroke(path, with: fill, lineStyle: style) }
            XCTAssertEqual(fast, cairo, "\(name) is drawn by cairo")
        }
    }

    func testClipAndTransformApply() throws {
        let path = envelopePath()
        let style = LineStyle(lineWidth: 2, lineColor: .blue)
        func picture(fast: Bool) throws -> [UInt8] {
            try draw(scale: 2, fast: fast) { context in
                context.saveState()
                context.translateBy(x: 5.25, y: -7.5)
                context.clip(to: Path(rect: Rect(x: 60.3, y: 40, width: 150, height: 90.7)))
                context.fillAndStroke(path, with: Fill(color: .blue), lineStyle: style)
                context.restoreState()
            }
        }
        let fast = try picture(fast: true)
        let cairo = try picture(fast: false)
        // Where the clip cuts pixels (the bottom row at y 246.4, the columns at x 131.1 and 431.1), cairo paints the
        // inside once and the outline band twice, each through the clip's partial coverage; the mask and the
        // stroke border both cover the inside, so those pixels may differ. Everywhere else the pictures agree.
        var elsewhere = 0
        for y in 0..<400 {
            for x in 0..<720 where y != 246 && x != 131 && x != 431 {
                let index = (y * 720 + x) * 3
                let largest = (0..<3).map { abs(Int(fast[index + $0]) - Int(cairo[index + $0])) }.max() ?? 0
                if largest > 16 { elsewhere += 1 }
            }
        }
        XCTAssertLessThanOrEqual(elsewhere, 4)
        XCTAssertNotEqual(fast, try draw(scale: 2, fast: true) { _ in }, "the clipped envelope is drawn")
    }
}
