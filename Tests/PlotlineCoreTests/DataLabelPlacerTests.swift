import PlotlineCore
import XCTest

/// Data labels never overlap each other, reserved boxes or the plot area's edges.
final class DataLabelPlacerTests: XCTestCase {
    private let style = TextStyle(fontSize: 10)
    private let size = Size(width: 20, height: 10)

    func testASecondLabelOnTheSamePointTakesItsNextDirection() throws {
        var placer = DataLabelPlacer(bounds: Rect(x: 0, y: 0, width: 200, height: 200))
        let directions = [DataLabelAnchor.up, DataLabelAnchor.down]
        let first = try XCTUnwrap(placer.place("a", style: style, size: size, at: Point(x: 100, y: 100),
            placements: directions.map { DataLabelPlacement(direction: $0) }, offset: 4, rotation: 0))
        let second = try XCTUnwrap(placer.place("b", style: style, size: size, at: Point(x: 100, y: 100),
            placements: directions.map { DataLabelPlacement(direction: $0) }, offset: 4, rotation: 0))
        XCTAssertLessThan(first.bounds.maxY, 100, "above the point")
        XCTAssertGreaterThan(second.bounds.minY, 100, "below the point")
        XCTAssertNil(placer.place("c", style: style, size: size, at: Point(x: 100, y: 100),
            placements: directions.map { DataLabelPlacement(direction: $0) }, offset: 4, rotation: 0),
            "no room left: the label is left out")
    }

    func testLabelsStayInsideTheBoundsAndTheirContainer() {
        var placer = DataLabelPlacer(bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertNil(placer.place("edge", style: style, size: size, at: Point(x: 50, y: 5),
            placements: [DataLabelPlacement(direction: DataLabelAnchor.up)], offset: 4, rotation: 0))
        let bar = Rect(x: 40, y: 40, width: 10, height: 40)
        XCTAssertNil(placer.place("wide", style: style, size: size, at: bar.center,
            placements: [DataLabelPlacement(direction: .zero, within: bar)], offset: 0, rotation: 0),
            "a label wider than its bar is left out")
    }

    func testReservedBoxesAreAvoidedAmongThousandsOfLabels() {
        var placer = DataLabelPlacer(bounds: Rect(x: 0, y: 0, width: 1000, height: 1000))
        placer.reserve(Rect(x: 0, y: 0, width: 1000, height: 500))
        var placed: [PlacedText] = []
        for index in 0..<10_000 {
            let point = Point(x: Double(index % 100) * 10, y: Double(index / 100) * 10)
            if let label = placer.place("\(index)", style: style, size: size, at: point,
                placements: [DataLabelPlacement(direction: DataLabelAnchor.up)], offset: 2, rotation: 0) {
                placed.append(label)
            }
        }
        XCTAssertFalse(placed.isEmpty)
        XCTAssertTrue(placed.allSatisfy { $0.bounds.minY >= 500 }, "nothing over the reserved half")
        for (index, label) in placed.enumerated() {
            for other in placed[(index + 1)...] { XCTAssertFalse(label.bounds.intersects(other.bounds)) }
        }
    }
}
