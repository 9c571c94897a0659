import PlotlineCore
import XCTest

final class AxisTicksTests: XCTestCase {
    func testFixedIntervalWithMinorTicks() {
        let ticks = AxisTicks.fixedInterval(
            in: PlotRange(location: 0, length: 50), interval: 10, origin: 0, minorTicksPerInterval: 1)
        XCTAssertEqual(ticks.major, [0, 10, 20, 30, 40, 50])
        XCTAssertEqual(ticks.minor, [5, 15, 25, 35, 45])
        XCTAssertEqual(ticks.majorInterval, 10)
    }

    func testOriginShiftsTicksAndMinorTicksFillBothEnds() {
        let ticks = AxisTicks.fixedInterval(
            in: PlotRange(location: 0, length: 20), interval: 10, origin: 5, minorTicksPerInterval: 4)
        XCTAssertEqual(ticks.major, [5, 15])
        XCTAssertEqual(ticks.minor, [1, 3, 7, 9, 11, 13, 17, 19])
    }

    func testReversedRangeGivesTheSameTicks() {
        let forward = AxisTicks.fixedInterval(
            in: PlotRange(location: 0, length: 100), interval: 25, origin: 0, minorTicksPerInterval: 0)
        let backward = AxisTicks.fixedInterval(
            in: PlotRange(location: 100, length: -100), interval: 25, origin: 0, minorTicksPerInterval: 0)
        XCTAssertEqual(forward.major, [0, 25, 50, 75, 100])
        XCTAssertEqual(backward.major, forward.major)
    }

    func testFractionalIntervalsDoNotDrift() {
        let ticks = AxisTicks.fixedInterval(
            in: PlotRange(location: 0, length: 1), interval: 0.1, origin: 0, minorTicksPerInterval: 0)
        XCTAssertEqual(ticks.major.count, 11)
        XCTAssertEqual(ticks.major.first, 0)
        XCTAssertEqual(ticks.major.last ?? 0, 1, accuracy: 1e-12)
        let negative = AxisTicks.fixedInterval(
            in: PlotRange(location: -0.3, length: 0.6), interval: 0.1, origin: 0, minorTicksPerInterval: 0)
        XCTAssertTrue(negative.major.contains(0), "a tick near zero is exactly zero, never -0 or 1e-17")
    }

    func testExclusionRangesRemoveTicks() {
        let ticks = AxisTicks.fixedInterval(
            in: PlotRange(location: 0, length: 50), interval: 10, origin: 0, minorTicksPerInterval: 1
        ).excluding([PlotRange(location: 15, length: 20)])
        XCTAssertEqual(ticks.major, [0, 10, 40, 50])
        XCTAssertEqual(ticks.minor, [5, 45], "the ends of an exclusion range are excluded too")
    }

    func testAxisAppliesExclusionRanges() {
        let axis = XYAxis(coordinate: .x)
        axis.majorIntervalLength = 10
        axis.labelExclusionRanges = [PlotRange(location: -100, length: 300)]
        let ticks = axis.ticks(in: PlotRange(location: 0, length: 50), axisLength: 500)
        XCTAssertTrue(ticks.major.isEmpty)
    }

    func testAutomaticPicksNiceSteps() {
        XCTAssertEqual(AxisTicks.niceInterval(for: PlotRange(location: 0, length: 1200), preferredCount: 6), 200)
        XCTAssertEqual(AxisTicks.niceInterval(for: PlotRange(location: 0, length: 50), preferredCount: 6), 10)
        XCTAssertEqual(AxisTicks.niceInterval(for: PlotRange(location: 0, length: 1), preferredCount: 5), 0.2)
        let ticks = AxisTicks.automatic(in: PlotRange(location: 0, length: 1200), preferredCount: 6, minorTicksPerInterval: 1)
        XCTAssertEqual(ticks.major, [0, 200, 400, 600, 800, 1000, 1200])
        XCTAssertEqual(AxisTicks.nextNiceInterval(after: 2), 5)
        XCTAssertEqual(AxisTicks.nextNiceInterval(after: 5), 10)
        XCTAssertEqual(AxisTicks.nextNiceInterval(after: 0.1), 0.2)
    }

    func testEqualDivisions() {
        let ticks = AxisTicks.equalDivisions(in: PlotRange(location: 2, length: 8), count: 5, minorTicksPerInterval: 0)
        XCTAssertEqual(ticks.major, [2, 4, 6, 8, 10])
    }

    func testDefaultIntervalOnAWideRangeFallsBackToAutomatic() {
        let axis = XYAxis(coordinate: .y)
        let ticks = axis.ticks(in: PlotRange(location: 0, length: 1200), axisLength: 320)
        XCTAssertEqual(ticks.major, [0, 200, 400, 600, 800, 1000, 1200])
    }

    func testAFixedIntervalWiderThanTheVisibleRangeIsDividedDownTheOneTwoFiveSequence() {
        let axis = XYAxis(coordinate: .y)
        let ticks = axis.ticks(in: PlotRange(location: -0.35, length: 0.71), axisLength: 255)
        XCTAssertEqual(ticks.major.map { ($0 * 10).rounded() / 10 }, [-0.3, -0.2, -0.1, 0, 0.1, 0.2, 0.3],
                       "the default interval of 1 would label only 0")
        XCTAssertEqual(ticks.majorInterval ?? 0, 0.1, accuracy: 1e-12)
    }

    func testADividedIntervalKeepsTheUsersGrid() {
        let axis = XYAxis(coordinate: .x)
        axis.majorIntervalLength = 10
        axis.labelingOrigin = 5
        let ticks = axis.ticks(in: PlotRange(location: 6, length: 18), axisLength: 300)
        XCTAssertEqual(ticks.major, [10, 15, 20], "15, the interval's own tick, stays one")
    }

    func testAFixedIntervalWithTwoTicksInRangeIsKept() {
        let axis = XYAxis(coordinate: .y)
        XCTAssertEqual(axis.ticks(in: PlotRange(location: -0.6, length: 2), axisLength: 255).major, [0, 1])
        axis.majorIntervalLength = 0.5
        XCTAssertEqual(axis.ticks(in: PlotRange(location: 0, length: 1), axisLength: 255).major, [0, 0.5, 1])
    }

    func testProvidedLocations() {
        let axis = XYAxis(coordinate: .x)
        axis.labelingPolicy = .locationsProvided
        axis.majorTickLocations = [3, 1, 99]
        XCTAssertEqual(axis.ticks(in: PlotRange(location: 0, length: 10), axisLength: 100).major, [1, 3])
    }
}
